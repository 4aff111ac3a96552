package taikai.model.rule;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One check that can refuse an operator's entry: a stable name (what the logs and tests call it, and
 * the code a surface says the refusal by, decision 0046), the arguments that sentence takes, the
 * English sentence the operator reads when it refuses, and the test it applies.
 *
 * @param <C> what the rule looks at, for example a match and the entry being made
 */
public record Rule<C>(String name, Function<C, String> sentence, Function<C, List<Object>> arguments,
        Predicate<C> allows) {

    public Rule {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sentence, "sentence");
        Objects.requireNonNull(arguments, "arguments");
        Objects.requireNonNull(allows, "allows");
    }

    /** A rule whose sentence takes nothing from the context. */
    public Rule(String name, Function<C, String> sentence, Predicate<C> allows) {
        this(name, sentence, context -> List.of(), allows);
    }

    /** A rule whose sentence never changes. */
    public static <C> Rule<C> of(String name, String sentence, Predicate<C> allows) {
        return new Rule<>(name, context -> sentence, allows);
    }

    /** A rule whose sentence names something from the context. */
    public static <C> Rule<C> of(String name, Function<C, String> sentence, Predicate<C> allows) {
        return new Rule<>(name, sentence, allows);
    }

    /** A rule whose sentence names something from the context, with those things as its code's arguments. */
    public static <C> Rule<C> of(String name, Function<C, String> sentence, Function<C, List<Object>> arguments,
            Predicate<C> allows) {
        return new Rule<>(name, sentence, arguments, allows);
    }

    /** The refusal this rule gives for {@code context}, or empty when it allows it. */
    public Optional<Refusal> check(C context) {
        return allows.test(context) ? Optional.empty()
                : Optional.of(new Refusal(name, sentence.apply(context), arguments.apply(context)));
    }
}
