package taikai.app.hall.client;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What the court screen shows about its outbox: how many entries wait, since when (the oldest,
 * on this device's clock), and, while sending is stuck, the sentence that says why. {@code stopped}
 * says sending waits for a person to send the oldest entry again (decision 0034).
 */
public record QueueState(int waiting, Optional<Instant> waitingSince, String problem, boolean stopped,
        taikai.app.words.Phrase said) {
    public QueueState {
        Objects.requireNonNull(waitingSince, "waitingSince");
        problem = problem == null ? "" : problem;
        said = said == null ? taikai.app.words.Phrase.NONE : said;
    }

    /** A state whose problem, if any, is said by its English alone. */
    public QueueState(int waiting, Optional<Instant> waitingSince, String problem, boolean stopped) {
        this(waiting, waitingSince, problem, stopped, taikai.app.words.Phrase.NONE);
    }

    /** The problem in {@code language}: its phrase when it has one, its English otherwise. */
    public String problemIn(taikai.words.Language language) {
        return said.isEmpty() ? problem : said.in(language);
    }

    public static QueueState empty() {
        return new QueueState(0, Optional.empty(), "", false);
    }
}
