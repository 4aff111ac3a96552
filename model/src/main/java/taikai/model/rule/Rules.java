package taikai.model.rule;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Runs a command's rules in their fixed order; the first refusal is the answer and the rules after
 * it are not asked. The order is the message order: when two rules would refuse, the operator reads
 * the first.
 */
public final class Rules {
    private Rules() {
    }

    /** The first rule in {@code rules} that refuses {@code context}, or empty when all allow it. */
    public static <C> Optional<Refusal> firstRefusal(C context, List<Rule<C>> rules) {
        for (Rule<C> rule : rules) {
            Optional<Refusal> refusal = rule.check(context);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return Optional.empty();
    }

    /** The first refusal, or else the value {@code action} makes; the action runs only when every rule allows. */
    public static <C, T> Checked<T> check(C context, List<Rule<C>> rules, Supplier<T> action) {
        Optional<Refusal> refusal = firstRefusal(context, rules);
        return refusal.isPresent() ? Checked.refused(refusal.get()) : Checked.accepted(action.get());
    }
}
