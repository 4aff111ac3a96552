package taikai.ui.match;

import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;

/**
 * The settings of a competition that change how a match is scored and shown.
 *
 * @param teamSize   0 for an individual competition
 * @param kachinuki  team bouts are winner-stays-on, numbered from 1
 * @param naginata   sune (S) is a valid point
 * @param engi       decided by flags, not points
 * @param engiJudges how many flag judges an engi match has
 */
public record MatchRules(int teamSize, boolean kachinuki, boolean naginata, boolean engi, int engiJudges) {

    /** An individual kendo shiai. */
    public static final MatchRules KENDO = new MatchRules(0, false, false, false, 0);

    public static MatchRules of(Competition competition) {
        return new MatchRules(competition.isTeam() ? competition.teamSize() : 0,
                competition.isTeam() && competition.teamMatchType() == TeamMatchType.KACHINUKI,
                competition.naginata(), competition.engi(), competition.effectiveEngiJudges());
    }

    public boolean team() {
        return teamSize > 0;
    }
}
