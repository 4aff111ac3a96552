package taikai.model.history;

import java.util.List;
import taikai.model.Copies;

/**
 * What a write did and what the operator read (spec section 5): the English sentence, and the same
 * sentence as a code and its arguments (decision 0053), from which a reader in another language is
 * told it again; no code for a sentence still made in English.
 */
public record Answered(
        /** applied, partly_applied or held */ String outcome,
        /** the sentence the operator read */ String answer,
        /** per field group: applied, held or unchanged */ List<GroupChange> groups,
        /** the answer's code, empty when it has none */ String code,
        /** its arguments: texts and whole numbers */ List<Object> arguments) {

    public Answered {
        outcome = Copies.text(outcome);
        answer = Copies.text(answer);
        groups = Copies.list(groups);
        code = Copies.text(code);
        arguments = code.isEmpty() ? List.of() : List.copyOf(arguments);
    }

    public Answered(String outcome, String answer, List<GroupChange> groups) {
        this(outcome, answer, groups, "", List.of());
    }

    public Answered withGroups(List<GroupChange> value) {
        return new Answered(outcome, answer, value, code, arguments);
    }

    /** The same answer said by {@code said} with {@code values} as well as in English. */
    public Answered withCode(String said, List<Object> values) {
        return new Answered(outcome, answer, groups, said, values);
    }
}
