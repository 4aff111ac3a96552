package taikai.app.road;

import java.util.List;
import taikai.model.Copies;
import taikai.model.history.GroupChange;

/**
 * What the write road answers, given only after the commit (ARCHITECTURE.md, step 7). The message
 * is the sentence the operator reads; {@code rule} names the rule that refused (or
 * {@code key_reused}); {@code groups} says per field group what landed and what was held.
 * {@code serverTime} lets a sender resync its clock; {@code sequence} is the tournament-wide
 * number of the change note, 0 when nothing was written. A refusal also carries its {@code code}
 * and {@code arguments} (decision 0046), so a court table or desktop says it in its own language;
 * the message stays English for whoever reads only that. The code is empty where the refusal's
 * sentence is still made where it is refused.
 */
public record Answer(Outcome outcome, String message, String rule, List<GroupChange> groups, long serverTime,
        long sequence, String code, List<Object> arguments) {

    public Answer {
        message = Copies.text(message);
        rule = Copies.text(rule);
        groups = Copies.list(groups);
        code = Copies.text(code);
        arguments = arguments == null ? List.of() : List.copyOf(arguments);
    }

    /** An answer without a code. */
    public Answer(Outcome outcome, String message, String rule, List<GroupChange> groups, long serverTime,
            long sequence) {
        this(outcome, message, rule, groups, serverTime, sequence, "", List.of());
    }

    /** The same answer, with the code and arguments its sentence is said by. */
    public Answer coded(String code, List<Object> arguments) {
        return new Answer(outcome, message, rule, groups, serverTime, sequence, code, arguments);
    }

    /**
     * The same answer {@link #coded coded} {@code code} with {@code arguments} when the app's bundle,
     * filled with them, says in English exactly this answer's message; unchanged otherwise.
     */
    public Answer saidAs(String code, Object... arguments) {
        List<Object> plain = List.of(arguments);
        return taikai.app.words.Said.refusal(code, plain, taikai.words.Language.ENGLISH).filter(message::equals).isPresent()
                ? coded(code, plain) : this;
    }

    /** A handler's refusal, with the code and arguments it carries. */
    public static Answer refused(Decision.Refuse refuse, long serverTime) {
        return refused(refuse.rule(), refuse.sentence(), serverTime).coded(refuse.code(), refuse.arguments());
    }

    public static Answer refused(String rule, String sentence, long serverTime) {
        return new Answer(Outcome.REFUSED, sentence, rule, List.of(), serverTime, 0);
    }

    public static Answer clockWrong(String sentence, long serverTime) {
        return new Answer(Outcome.CLOCK_WRONG, sentence, "", List.of(), serverTime, 0);
    }

    public static Answer tryAgain(String sentence, long serverTime) {
        return new Answer(Outcome.TRY_AGAIN, sentence, "", List.of(), serverTime, 0);
    }

    /** The sentence of {@link Outcome#INTERNAL_ERROR}: no class name, no stack trace, what to do next (decision 0034). */
    public static final String INTERNAL_ERROR_SENTENCE = "The hall laptop could not save this change because of a fault"
            + " in the program, so nothing was recorded; the fault was written to the hall laptop's log. Tell the"
            + " organiser.";

    public static Answer internalError(long serverTime) {
        return new Answer(Outcome.INTERNAL_ERROR, INTERNAL_ERROR_SENTENCE, "", List.of(), serverTime, 0);
    }

    /** The first answer again, for a retry: same words, same groups, marked as a duplicate. */
    public Answer asDuplicate(long now) {
        return new Answer(Outcome.DUPLICATE, message, rule, groups, now, sequence, code, arguments);
    }

    /** Whether the change reached the files (applied, partly applied or held in the history). */
    public boolean landed() {
        return outcome.wroteHistory();
    }
}
