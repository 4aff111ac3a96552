package taikai.app.road.actions;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import taikai.app.road.Decision;
import taikai.app.road.Outcome;
import taikai.model.competition.CompetitionState;
import taikai.model.rule.Refusal;
import taikai.model.rule.Rule;
import taikai.model.rule.Rules;

/** The small steps every action's handler shares: its rules in order, and the change it lands. */
public final class Decisions {
    private Decisions() {
    }

    /** The first of {@code rules} that refuses, as the road's refusal; empty when every rule allows. */
    public static <C> Optional<Decision> firstRefusal(C context, List<Rule<C>> rules) {
        Optional<Refusal> refusal = Rules.firstRefusal(context, rules);
        return refusal.map(Decision.Refuse::of);
    }

    /** {@code rule}, asked of the part of a larger context it looks at: same name, same sentence. */
    public static <C, P> Rule<C> on(Rule<P> rule, Function<C, P> part) {
        return new Rule<>(rule.name(), c -> rule.sentence().apply(part.apply(c)), c -> rule.arguments().apply(part.apply(c)),
                c -> rule.allows().test(part.apply(c)));
    }

    /** A refusal made from a model function's sentence, under the name of the rule that owns it. */
    public static Decision refuse(String rule, String sentence) {
        return new Decision.Refuse(rule, sentence);
    }

    /** A change applied whole, with its own line only. */
    public static Decision.Land applied(CompetitionState state, String message) {
        return Decision.Land.applied(state, message, List.of());
    }

    /** A change applied whole, with its own line only, its message said by code (decision 0049). */
    public static Decision.Land applied(CompetitionState state, taikai.app.words.Sentence said) {
        return Decision.Land.applied(state, said, List.of());
    }

    /**
     * The operator's sentence for a server action that landed whole; a change held or partly applied
     * keeps the merge's words, which say what was kept in the history and why.
     */
    public static Decision saying(Decision decision, String applied) {
        if (decision instanceof Decision.Land land && land.outcome() == Outcome.APPLIED) {
            return new Decision.Land(land.state(), land.outcome(), applied, land.groups(), land.otherHistory(),
                    land.historyMovedAside(), land.reason());
        }
        return decision;
    }

    /** {@link #saying(Decision, String)} with a sentence said by code (decision 0049). */
    public static Decision saying(Decision decision, taikai.app.words.Sentence applied) {
        if (decision instanceof Decision.Land land && land.outcome() == Outcome.APPLIED) {
            return new Decision.Land(land.state(), land.outcome(), applied.english(), land.groups(), land.otherHistory(),
                    land.historyMovedAside(), land.reason(), applied);
        }
        return decision;
    }

    /** The same change, with the server action's reason on its history line. */
    public static Decision because(Decision decision, String reason) {
        return decision instanceof Decision.Land land ? land.withReason(reason) : decision;
    }
}
