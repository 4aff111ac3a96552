package taikai.app.hall.client;

import java.util.Objects;

/**
 * An entry saved in the outbox and not yet answered for good.
 *
 * @param key made once when the entry was saved and sent unchanged on every retry
 * @param draft what the scoring sheet built
 * @param enteredAtMillis the device's wall clock when the entry was made
 * @param monotonicNanos the steady timer at that moment; meaningful only while {@code runId} is this process's
 * @param runId the process that read {@code monotonicNanos}
 * @param madeAt the stamp sent as {@code madeAt}: the court's estimate of the hall laptop's time
 * @param restamped whether the stamp was already rebuilt once after a wrong-clock answer
 */
public record PendingEntry(String key, EntryDraft draft, long enteredAtMillis, long monotonicNanos, String runId,
        long madeAt, boolean restamped) {

    public PendingEntry {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(draft, "draft");
        Objects.requireNonNull(runId, "runId");
    }

    /** The same entry, same key, with the stamp rebuilt after the hall laptop said the clock was wrong. */
    public PendingEntry withStamp(long rebuiltMadeAt) {
        return new PendingEntry(key, draft, enteredAtMillis, monotonicNanos, runId, rebuiltMadeAt, true);
    }
}
