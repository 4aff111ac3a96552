package taikai.ui.courts;

import java.util.List;

/** One court: the match being fought there, if any, and the matches waiting, in the order they will be called. */
public record CourtColumn(String court, QueueLine running, List<QueueLine> waiting) {
    public CourtColumn {
        waiting = List.copyOf(waiting);
    }
}
