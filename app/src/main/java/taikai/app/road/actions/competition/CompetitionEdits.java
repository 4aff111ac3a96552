package taikai.app.road.actions.competition;

import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.Kind;

/**
 * Which settings the competition screen edits, copied from the form onto the competition on disk.
 * Everything else is the competition's record of itself and stays as stored: its id and status, its
 * Swiss round, the line-up conversion keys (spec section 2), the awards, the participant-id flag and
 * the keys this version does not know.
 */
final class CompetitionEdits {
    private CompetitionEdits() {
    }

    static Competition apply(Competition stored, Competition form) {
        boolean team = form.kind() == Kind.TEAM;
        return stored.withName(form.name().strip())
                .withKind(form.kind())
                .withFormat(form.format())
                .withPoolFormat(form.poolFormat())
                .withTeamSize(team ? form.teamSize() : 0)
                .withTeamMatchType(team ? form.teamMatchType() : stored.teamMatchType())
                .withPoolSize(form.poolSize())
                .withPoolSizeMode(form.poolSizeMode())
                .withPoolWinners(form.poolWinners())
                .withExtraQualifiers(form.extraQualifiers())
                .withRoundRobin(form.roundRobin())
                .withCourts(form.courts())
                .withStartTime(form.startTime())
                .withDate(form.date())
                .withMirror(form.mirror())
                .withWithZekkenName(form.withZekkenName())
                .withNumberPrefix(form.numberPrefix())
                .withPoolMatchDurationSeconds(form.poolMatchDurationSeconds())
                .withPlayoffMatchDurationSeconds(form.playoffMatchDurationSeconds())
                .withSwissRounds(form.swissRounds())
                .withNaginata(form.naginata())
                .withEngi(form.engi())
                .withCheckInEnabled(form.checkInEnabled())
                .withLeagueTiebreakTopN(form.leagueTiebreakTopN())
                .withLeagueTwoThirdPlaces(form.leagueTwoThirdPlaces())
                .withIpponShobu(form.ipponShobu())
                .withThirdPlaceMatch(form.thirdPlaceMatch())
                .withHikiwakeAllowed(form.hikiwakeAllowed())
                .withEnchoLimit(form.enchoLimit())
                .withEngiJudges(form.engiJudges())
                .withDrawSeed(form.drawSeed())
                .withNotes(form.notes());
    }

    /** "individual, pools then knockout" or "team of 5 (kachinuki), knockout". */
    static String describe(Competition c) {
        String who = c.isTeam() ? "team of " + c.teamSize() + " (" + c.teamMatchType().code() + ")" : "individual";
        return who + ", " + CompetitionSettings.FormatNames.of(c.format());
    }
}
