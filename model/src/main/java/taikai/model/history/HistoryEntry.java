package taikai.model.history;

import java.util.List;
import java.util.function.UnaryOperator;
import taikai.model.Copies;

/**
 * One line of {@code history/<match>.jsonl}: one write that reached the match, written in the
 * same transaction as the match (spec section 5, "Every write is kept in the match's history").
 * A write refused outright leaves no line. Server actions (reopen, requeue, override a winner,
 * correction, withdrawal, reinstatement, ...) write their own line.
 */
public record HistoryEntry(String matchId, Arrival arrival, Asked asked, Answered answered) {

    public HistoryEntry {
        matchId = Copies.text(matchId);
        arrival = arrival == null ? new Arrival(null, 0L, "") : arrival;
        asked = asked == null ? new Asked("", "", "", "") : asked;
        answered = answered == null ? new Answered("", "", List.of()) : answered;
    }

    public HistoryEntry withMatchId(String value) {
        return new HistoryEntry(value, arrival, asked, answered);
    }

    public HistoryEntry withArrival(UnaryOperator<Arrival> edit) {
        return new HistoryEntry(matchId, edit.apply(arrival), asked, answered);
    }

    public HistoryEntry withAsked(UnaryOperator<Asked> edit) {
        return new HistoryEntry(matchId, arrival, edit.apply(asked), answered);
    }

    public HistoryEntry withAnswered(UnaryOperator<Answered> edit) {
        return new HistoryEntry(matchId, arrival, asked, edit.apply(answered));
    }
}
