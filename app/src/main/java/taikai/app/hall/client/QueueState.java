package taikai.app.hall.client;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What the court screen shows about its outbox: how many entries wait, since when (the oldest,
 * on this device's clock), and, while sending is stuck, the sentence that says why. {@code stopped}
 * says sending waits for a person to send the oldest entry again (decision 0034).
 */
public record QueueState(int waiting, Optional<Instant> waitingSince, String problem, boolean stopped) {
    public QueueState {
        Objects.requireNonNull(waitingSince, "waitingSince");
        problem = problem == null ? "" : problem;
    }

    public static QueueState empty() {
        return new QueueState(0, Optional.empty(), "", false);
    }
}
