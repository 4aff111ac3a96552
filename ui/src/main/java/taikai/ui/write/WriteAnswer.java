package taikai.ui.write;

import taikai.ui.words.DeskWords;
import java.util.List;
import java.util.Objects;

/**
 * What the write road answered, in the words an operator reads. The outcomes are the write road's
 * eight answers (architecture, "The write road", step 7); the sentence says what landed, what was
 * held and why, or what to do next.
 */
public record WriteAnswer(Outcome outcome, String sentence, List<String> heldGroups) {

    /** The write road's answers. */
    public enum Outcome {
        /** Everything landed. */
        APPLIED,
        /** Some field groups landed; the others were held and kept in the history. */
        PARTLY_APPLIED,
        /** Nothing landed; the change is kept in the match's history. */
        HELD,
        /** A retry of a write that had already landed; the first answer stands. */
        DUPLICATE,
        /** Refused by a rule; nothing was written. */
        REFUSED,
        /** This device's clock is too far ahead; nothing was written. */
        CLOCK_WRONG,
        /** The write did not get through; nothing was written and it can be sent again. */
        TRY_AGAIN,
        /** A fault in the program stopped the write; nothing was written, the fault is in the hall's log (decision 0034). */
        INTERNAL_ERROR,
        /** Saved on this court table's outbox and sent in order; its answer comes later. */
        QUEUED;

        /** True when the change is in the data folder now. */
        public boolean landed() {
            return this == APPLIED || this == PARTLY_APPLIED || this == DUPLICATE;
        }
    }

    /** An answer that names no held field group. */
    public WriteAnswer(Outcome outcome, String sentence) {
        this(outcome, sentence, List.of());
    }

    /** @param heldGroups the keys of the field groups kept in the match's history and not applied (scoreline, verdict, bout:2) */
    public WriteAnswer {
        Objects.requireNonNull(outcome, "outcome");
        heldGroups = heldGroups == null ? List.of() : List.copyOf(heldGroups);
        if (sentence == null || sentence.isBlank()) {
            throw new IllegalArgumentException("A write answer needs a sentence the operator can read.");
        }
    }

    /** Everything landed, said plainly. */
    public static WriteAnswer applied() {
        return new WriteAnswer(Outcome.APPLIED, DeskWords.of(WriteAnswer.class).say("answer.saved"));
    }

    /** The write threw before the write road could answer: nothing is known to have landed. */
    public static WriteAnswer notSent(Exception failure) {
        String reason = failure.getMessage() == null || failure.getMessage().isBlank()
                ? DeskWords.of(WriteAnswer.class).say("answer.no-reason") // a person never reads a class name
                : failure.getMessage().strip();
        if (!reason.endsWith(".")) {
            reason = reason + ".";
        }
        return new WriteAnswer(Outcome.TRY_AGAIN, DeskWords.of(WriteAnswer.class).say("answer.not-sent", reason));
    }
}
