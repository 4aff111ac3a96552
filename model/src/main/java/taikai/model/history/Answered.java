package taikai.model.history;

import java.util.List;
import taikai.model.Copies;

/** What a write did and what the operator read (spec section 5). */
public record Answered(
        /** applied, partly_applied or held */ String outcome,
        /** the sentence the operator read */ String answer,
        /** per field group: applied, held or unchanged */ List<GroupChange> groups) {

    public Answered {
        outcome = Copies.text(outcome);
        answer = Copies.text(answer);
        groups = Copies.list(groups);
    }

    public Answered withGroups(List<GroupChange> value) {
        return new Answered(outcome, answer, value);
    }
}
