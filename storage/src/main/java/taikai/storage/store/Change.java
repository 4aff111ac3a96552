package taikai.storage.store;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;

/**
 * What one write decided, worked out under the competition's lock from the state just read from
 * disk: the new state (null when nothing is to be written, for a refusal), the history lines to
 * append (each to its match's file), history files to move aside (a discarded draw takes its
 * history with it, spec section 5), and the value the caller answers with.
 */
public record Change<T>(CompetitionState state, List<HistoryEntry> history, Map<String, String> historyMovedAside,
        T result) {

    public Change {
        history = Copies.list(history);
        historyMovedAside = Copies.ordered(historyMovedAside);
    }

    /** Nothing to write; only an answer (a refusal, or a read made under the lock). */
    public static <T> Change<T> none(T result) {
        return new Change<>(null, List.of(), Map.of(), result);
    }

    /** The new state and the history lines that go with it, in one transaction. */
    public static <T> Change<T> of(CompetitionState state, List<HistoryEntry> history, T result) {
        return new Change<>(state, history, Map.of(), result);
    }

    public boolean writes() {
        return state != null || !history.isEmpty() || !historyMovedAside.isEmpty();
    }
}
