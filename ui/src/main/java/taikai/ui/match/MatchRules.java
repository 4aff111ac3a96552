package taikai.ui.match;

import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;

/**
 * The settings of a competition that change how a match is scored and shown.
 *
 * @param teamSize       0 for an individual competition
 * @param kachinuki      team bouts are winner-stays-on, numbered from 1
 * @param naginata       sune (S) is a valid point
 * @param engi           decided by flags, not points
 * @param engiJudges     how many flag judges an engi match has
 * @param poolSeconds    a pool or league bout's time ({@code pool_match_duration_seconds}; 0 reads as 180)
 * @param playoffSeconds a knockout bout's time ({@code playoff_match_duration_seconds}; 0 reads as 180)
 * @param enchoSeconds   an encho period's time ({@code encho_duration_seconds}); 0 = open-ended, until the next point
 */
public record MatchRules(int teamSize, boolean kachinuki, boolean naginata, boolean engi, int engiJudges,
        int poolSeconds, int playoffSeconds, int enchoSeconds) {

    /** The bout time a competition gets when its config.md gives none (file-formats.md: 0 = 180). */
    public static final int DEFAULT_SECONDS = 180;
    /** The config.md key of an encho period's time; kept among the keys this version reads but does not own. */
    public static final String ENCHO_SECONDS_KEY = "encho_duration_seconds";

    /** An individual kendo shiai. */
    public static final MatchRules KENDO = new MatchRules(0, false, false, false, 0);

    public MatchRules {
        poolSeconds = poolSeconds <= 0 ? DEFAULT_SECONDS : poolSeconds;
        playoffSeconds = playoffSeconds <= 0 ? DEFAULT_SECONDS : playoffSeconds;
        enchoSeconds = Math.max(0, enchoSeconds);
    }

    /** Rules with the default times: three minutes a bout, encho open-ended. */
    public MatchRules(int teamSize, boolean kachinuki, boolean naginata, boolean engi, int engiJudges) {
        this(teamSize, kachinuki, naginata, engi, engiJudges, DEFAULT_SECONDS, DEFAULT_SECONDS, 0);
    }

    public static MatchRules of(Competition competition) {
        return new MatchRules(competition.isTeam() ? competition.teams().size() : 0,
                competition.isTeam() && competition.teams().matchType() == TeamMatchType.KACHINUKI,
                competition.naginata().shiai(), competition.naginata().engi(), competition.naginata().effectiveEngiJudges(),
                competition.schedule().poolMatchSeconds(), competition.schedule().playoffMatchSeconds(),
                enchoSeconds(competition.extraKeys().get(ENCHO_SECONDS_KEY)));
    }

    public boolean team() {
        return teamSize > 0;
    }

    /** A bout's time: a pool bout's in a pool, a knockout bout's otherwise (the whole team encounter's bouts alike). */
    public int boutSeconds(boolean inPool) {
        return inPool ? poolSeconds : playoffSeconds;
    }

    private static int enchoSeconds(Object value) {
        if (value instanceof Number number) {
            return Math.max(0, Math.min(3600, number.intValue()));
        }
        if (value instanceof String text && text.strip().matches("\\d{1,4}")) {
            return Math.min(3600, Integer.parseInt(text.strip()));
        }
        return 0;
    }
}
