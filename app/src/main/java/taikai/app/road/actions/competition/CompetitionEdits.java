package taikai.app.road.actions.competition;

import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.competition.TeamRules;
import taikai.app.words.Sentence;

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
                .withPools(p -> form.pools())
                .withTeams(t -> team ? form.teams() : new TeamRules(0, t.matchType()))
                .withSchedule(s -> form.schedule())
                .withKnockout(k -> form.knockout())
                .withEntrants(e -> form.entrants().withHasParticipantIds(e.hasParticipantIds()))
                .withSwiss(s -> s.withRounds(form.swiss().rounds()))
                .withNaginata(n -> form.naginata())
                .withLeague(l -> l.withTopN(form.league().topN()).withTwoThirdPlaces(form.league().twoThirdPlaces()))
                .withBouts(b -> form.bouts())
                .withDrawSeed(form.drawSeed())
                .withNotes(form.notes());
    }

    /**
     * What the organiser is told of a competition created or saved ({@code how} is "created" or
     * "saved"), as a code and arguments (decision 0049): its name, then "individual, pools then
     * knockout" or "team of 5 (kachinuki), knockout", the kind of match and the format said by the
     * language from their numbers.
     */
    /** A format as the bundles' choice reads it: 0 knockout, 1 pools then knockout, 2 league, 3 Swiss. */
    static int formatNumber(taikai.model.competition.Format format) {
        return switch (format) {
            case POOLS_THEN_KNOCKOUT -> 1;
            case LEAGUE -> 2;
            case SWISS -> 3;
            default -> 0;
        };
    }

    static Sentence said(String how, Competition c) {
        String name = c.name();
        int format = formatNumber(c.format());
        boolean created = how.equals("created");
        if (!c.isTeam()) {
            return created ? Sentence.answer("competition-created-individual", format, name)
                    : Sentence.answer("competition-saved-individual", format, name);
        }
        int type = c.teams().matchType() == TeamMatchType.KACHINUKI ? 1 : 0;
        String size = String.valueOf(c.teams().size());
        return created ? Sentence.answer("competition-created-team", type, format, name, size)
                : Sentence.answer("competition-saved-team", type, format, name, size);
    }

    /** "individual, pools then knockout" or "team of 5 (kachinuki), knockout". */
    static String describe(Competition c) {
        String who = c.isTeam() ? "team of " + c.teams().size() + " (" + c.teams().matchType().code() + ")" : "individual";
        return who + ", " + CompetitionSettings.FormatNames.of(c.format());
    }
}
