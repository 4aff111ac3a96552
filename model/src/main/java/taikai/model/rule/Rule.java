package taikai.model.rule;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One check that can refuse an operator's entry: a stable name (what the logs and tests call it),
 * the sentence the operator reads when it refuses, and the test it applies. The sentence may read
 * the context, so it can name the side, the mark or the number involved.
 *
 * @param <C> what the rule looks at, for example a match and the entry being made
 */
public record Rule<C>(String name, Function<C, String> sentence, Predicate<C> allows) {

    public Rule {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sentence, "sentence");
        Objects.requireNonNull(allows, "allows");
    }

    /** A rule whose sentence never changes. */
    public static <C> Rule<C> of(String name, String sentence, Predicate<C> allows) {
        return new Rule<>(name, context -> sentence, allows);
    }

    /** A rule whose sentence names something from the context. */
    public static <C> Rule<C> of(String name, Function<C, String> sentence, Predicate<C> allows) {
        return new Rule<>(name, sentence, allows);
    }

    /** The refusal this rule gives for {@code context}, or empty when it allows it. */
    public Optional<Refusal> check(C context) {
        return allows.test(context) ? Optional.empty() : Optional.of(new Refusal(name, sentence.apply(context)));
    }
}
