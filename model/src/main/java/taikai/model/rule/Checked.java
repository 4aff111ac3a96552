package taikai.model.rule;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer to an operator's entry: the new value, or the refusal that stopped it. Exactly one of
 * the two is present.
 */
public record Checked<T>(T value, Refusal refusal) {

    public Checked {
        if ((value == null) == (refusal == null)) {
            throw new IllegalArgumentException("Exactly one of value and refusal is present.");
        }
    }

    public static <T> Checked<T> accepted(T value) {
        return new Checked<>(Objects.requireNonNull(value, "value"), null);
    }

    public static <T> Checked<T> refused(Refusal refusal) {
        return new Checked<>(null, Objects.requireNonNull(refusal, "refusal"));
    }

    public boolean isAccepted() {
        return value != null;
    }

    /** The refusal, when there is one. */
    public Optional<Refusal> refusalIfAny() {
        return Optional.ofNullable(refusal);
    }

    /** The value; a programming error to ask for it after a refusal. */
    public T orElseThrow() {
        if (value == null) {
            throw new IllegalStateException("Refused by " + refusal.rule() + ": " + refusal.sentence());
        }
        return value;
    }
}
