package taikai.model.history;

import taikai.model.Copies;

/**
 * What one write did to one field group of a match (spec section 5): applied, held (with the
 * values that were not applied) or unchanged (a held value equal to what is stored, so nothing
 * was lost and the value is not kept). An applied group also keeps the values it left stored, so the
 * history can say in words what each write did (decision 0032).
 */
public record GroupChange(
        /** the group's key, such as scoreline, verdict, bout:2 */ String group,
        /** applied, held or unchanged */ String result,
        /** field to value as written in the files; only when held */ java.util.Map<String, String> heldValues,
        /** why it was held, in words; empty when applied */ String reason,
        /** field to value as stored once applied; only when applied, empty in lines written before 0032 */
        java.util.Map<String, String> appliedValues) {

    public GroupChange {
        group = Copies.text(group);
        result = Copies.text(result);
        heldValues = Copies.ordered(heldValues);
        reason = Copies.text(reason);
        appliedValues = Copies.ordered(appliedValues);
    }

    public GroupChange(String group, String result, java.util.Map<String, String> heldValues, String reason) {
        this(group, result, heldValues, reason, java.util.Map.of());
    }

    public GroupChange withAppliedValues(java.util.Map<String, String> value) {
        return new GroupChange(group, result, heldValues, reason, value);
    }

    public GroupChange withGroup(String value) {
        return new GroupChange(value, result, heldValues, reason, appliedValues);
    }

    public GroupChange withResult(String value) {
        return new GroupChange(group, value, heldValues, reason, appliedValues);
    }

    public GroupChange withHeldValues(java.util.Map<String, String> value) {
        return new GroupChange(group, result, value, reason, appliedValues);
    }

    public GroupChange withReason(String value) {
        return new GroupChange(group, result, heldValues, value, appliedValues);
    }
}
