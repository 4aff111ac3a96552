package taikai.model.bracket;

import java.util.List;
import taikai.model.Copies;

/**
 * A knockout tree (bracket.json): rounds from the first to the final, an optional bronze match,
 * and for a knockout drawn without pools the order entrants were drawn in (their numbers count it).
 */
public record Bracket(
        /** drawn but not yet confirmed */ boolean preview,
        /** first round to final */ List<List<BracketMatch>> rounds,
        /** null when there is none */ BracketMatch thirdPlaceMatch,
        /** participant ids in draw order */ List<String> drawOrder,
        boolean timesSettled) {

    public Bracket {
        rounds = rounds == null ? List.of() : rounds.stream().map(List::copyOf).toList();
        drawOrder = Copies.list(drawOrder);
    }

    public Bracket withPreview(boolean value) {
        return new Bracket(value, rounds, thirdPlaceMatch, drawOrder, timesSettled);
    }

    public Bracket withRounds(List<List<BracketMatch>> value) {
        return new Bracket(preview, value, thirdPlaceMatch, drawOrder, timesSettled);
    }

    public Bracket withThirdPlaceMatch(BracketMatch value) {
        return new Bracket(preview, rounds, value, drawOrder, timesSettled);
    }

    public Bracket withDrawOrder(List<String> value) {
        return new Bracket(preview, rounds, thirdPlaceMatch, value, timesSettled);
    }

    public Bracket withTimesSettled(boolean value) {
        return new Bracket(preview, rounds, thirdPlaceMatch, drawOrder, value);
    }

    /** No bracket drawn. */
    public static final Bracket EMPTY = new Bracket(false, List.of(), null, List.of(), false);

    /** Every match, round by round, the bronze match last. */
    public List<BracketMatch> allMatches() {
        java.util.ArrayList<BracketMatch> all = new java.util.ArrayList<>();
        rounds.forEach(all::addAll);
        if (thirdPlaceMatch != null) {
            all.add(thirdPlaceMatch);
        }
        return List.copyOf(all);
    }

    /** The match with this id, if the tree holds one. */
    public java.util.Optional<BracketMatch> find(String id) {
        return allMatches().stream().filter(m -> m.id().equals(id)).findFirst();
    }
}
