package taikai.model.rule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A rule's "no": its name, which is also the code a surface says it by (the message key, decision
 * 0046), the arguments that sentence takes (plain values: numbers, names, the spec's words for a
 * side, a mark or a decision), and the English sentence the operator reads until every surface says
 * the code from its own bundle.
 */
public record Refusal(String rule, String sentence, List<Object> arguments) {

    public Refusal {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(sentence, "sentence");
        arguments = Collections.unmodifiableList(new ArrayList<>(Objects.requireNonNull(arguments, "arguments")));
    }

    /** A refusal whose sentence takes no arguments. */
    public Refusal(String rule, String sentence) {
        this(rule, sentence, List.of());
    }

    /** The code a surface says this refusal by: the rule's name. */
    public String code() {
        return rule;
    }
}
