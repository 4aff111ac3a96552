package taikai.app.road;

import java.util.List;
import java.util.Optional;
import taikai.model.rule.Refusal;

/**
 * One change an operator or a court table asks for, as it travels the write road. An action is a
 * plain value (a record): it is hashed for its idempotency key and handled by exactly one
 * {@link Handler}.
 */
public interface Action {
    /** The competition it changes; no write spans two (spec section 2). */
    String competitionId();

    /** The match it changes, whose history gets its line; empty for a competition-wide action. */
    String target();

    /** A short word for the history: score, finish, kiken, correct, reopen, draw, ... */
    String name();

    /**
     * When the change was made (server milliseconds, as the sender estimated it); null when unstamped,
     * as every action but a court's score entry is: the hall's clock then stamps it when it lands.
     */
    default Long madeAt() {
        return null;
    }

    /**
     * What is wrong with the action's shape, checked before any lock: each a refusal with its
     * {@code shape-} code and English sentence; empty when it is well formed.
     */
    default List<Refusal> shapeProblems() {
        return List.of();
    }

    /** The court a match starts on, when this action names one (a start); empty for every other action. */
    default Optional<String> startsOnCourt() {
        return Optional.empty();
    }

    /**
     * Whether this action sets which match runs on a court (a start, a reopen): it then takes the
     * tournament-wide court lock before the competition's, so two matches never run on one court.
     */
    default boolean takesCourtLock() {
        return startsOnCourt().isPresent();
    }

    /**
     * A file of the competition this action renames aside before it reads the competition, in the same
     * transaction as its change: a repair of a file that does not load (spec section 5, "When a file is
     * wrong"). Its handler then sees the competition as if the file were not there.
     */
    default Optional<SetAside> setsAside() {
        return Optional.empty();
    }
}
