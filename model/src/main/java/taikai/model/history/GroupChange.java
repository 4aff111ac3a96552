package taikai.model.history;

import taikai.model.Copies;

/**
 * What one write did to one field group of a match (spec section 5): applied, held (with the
 * values that were not applied) or unchanged (a held value equal to what is stored, so nothing
 * was lost and the value is not kept).
 */
public record GroupChange(
        /** the group's key, such as scoreline, verdict, bout:2 */ String group,
        /** applied, held or unchanged */ String result,
        /** field to value as written in the files; only when held */ java.util.Map<String, String> heldValues,
        /** why it was held, in words; empty when applied */ String reason) {

    public GroupChange {
        group = Copies.text(group);
        result = Copies.text(result);
        heldValues = Copies.ordered(heldValues);
        reason = Copies.text(reason);
    }

    public GroupChange withGroup(String value) {
        return new GroupChange(value, result, heldValues, reason);
    }

    public GroupChange withResult(String value) {
        return new GroupChange(group, value, heldValues, reason);
    }

    public GroupChange withHeldValues(java.util.Map<String, String> value) {
        return new GroupChange(group, result, value, reason);
    }

    public GroupChange withReason(String value) {
        return new GroupChange(group, result, heldValues, value);
    }
}
