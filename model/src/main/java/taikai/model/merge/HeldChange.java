package taikai.model.merge;

/**
 * A change kept in the match's history instead of the match: one the merge moved out of the match
 * because a change made earlier but arriving later outranks it (spec section 5: "the newer point is
 * moved out of the match into the history as held, with the reason").
 */
public record HeldChange(FieldGroup group, GroupValue value, long madeAt, HoldReason reason) {
}
