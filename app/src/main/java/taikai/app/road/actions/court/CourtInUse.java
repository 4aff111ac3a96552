package taikai.app.road.actions.court;

import taikai.model.competition.MatchLabels;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/**
 * Spec section 2: a court may hold only one running match in the whole tournament. The competition
 * being written is taken as read under its lock; every other one as it is on disk, which is current
 * because every start holds the court lock while it checks and writes.
 */
final class CourtInUse {
    private CourtInUse() {
    }

    /**
     * A running match's English label and its competition's name, as a refusal names them, and the
     * match as a sentence's argument names it ({@link taikai.app.words.MatchName}).
     */
    record Running(String label, String competition, String named) {
        String text() {
            return label + " of \"" + competition + "\"";
        }
    }

    /** The match running on {@code court}, named with its competition, other than {@code exceptMatch}. */
    static Optional<String> runningOn(String court, String exceptMatch, CompetitionState state,
            List<CompetitionState> others) {
        return running(court, exceptMatch, state, others).map(Running::text);
    }

    /** {@link #runningOn}, as its label and its competition's name. */
    static Optional<Running> running(String court, String exceptMatch, CompetitionState state,
            List<CompetitionState> others) {
        if (court.isEmpty()) {
            return Optional.empty();
        }
        List<CompetitionState> all = new ArrayList<>();
        all.add(state);
        String own = state.competition().id();
        others.stream().filter(o -> !o.competition().id().equals(own)).forEach(all::add);
        for (CompetitionState competition : all) {
            for (MatchResult m : OtherMatches.all(competition)) {
                boolean self = competition == state && m.id().equals(exceptMatch);
                if (!self && m.status() == MatchStatus.RUNNING && m.court().equals(court)) {
                    return Optional.of(new Running(MatchLabels.of(competition, m), name(competition), taikai.app.words.MatchName.of(competition, m)));
                }
            }
        }
        return Optional.empty();
    }

    private static String name(CompetitionState competition) {
        String name = competition.competition().name();
        return name.isEmpty() ? competition.competition().id() : name;
    }
}
