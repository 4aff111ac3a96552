package taikai.generator;

import java.util.List;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;

/**
 * What one generated competition is to hold: its settings, how many entrants (people, or teams in a
 * team competition), where and when it is fought. The generator turns it into a roster, a draw and
 * results; the plan itself is never written.
 *
 * @param entrants people in an individual competition, teams in a team competition
 * @param reserves named reserves per team beyond one member per position (at most two)
 * @param matchSeconds the length of one bout as the rules set it
 * @param swissRounds rounds a Swiss competition is to have; 0 for other formats
 */
public record CompetitionPlan(
        String id,
        String name,
        Kind kind,
        Format format,
        TeamMatchType teamMatchType,
        boolean naginata,
        boolean engi,
        int teamSize,
        int entrants,
        int reserves,
        int poolSize,
        int poolWinners,
        boolean thirdPlaceMatch,
        int enchoLimit,
        boolean hikiwakeAllowed,
        List<String> courts,
        /** HH:MM */ String startTime,
        int matchSeconds,
        int swissRounds,
        String numberPrefix,
        boolean zekkenNames,
        /** the Markdown body of config.md */ String notes) {

    public CompetitionPlan {
        courts = List.copyOf(courts);
        if (entrants < 2) {
            throw new IllegalArgumentException("Competition " + id + " needs at least two entrants, not " + entrants + ".");
        }
        if (courts.isEmpty()) {
            throw new IllegalArgumentException("Competition " + id + " needs at least one court.");
        }
    }

    public boolean isTeam() {
        return kind == Kind.TEAM;
    }
}
