package taikai.model.queue;

import java.util.List;

/** The scheduled times a queue move changes, or the sentence saying why it cannot be made. */
public record QueueMove(List<Retime> changes, String refusal) {
    /** Match {@code matchId} of {@code competitionId} is now played at {@code scheduledAt}. */
    public record Retime(String competitionId, String matchId, String scheduledAt) {
    }

    public QueueMove {
        changes = List.copyOf(changes);
        refusal = refusal == null ? "" : refusal;
    }

    static QueueMove refused(String sentence) {
        return new QueueMove(List.of(), sentence);
    }

    public boolean isRefused() {
        return !refusal.isEmpty();
    }
}
