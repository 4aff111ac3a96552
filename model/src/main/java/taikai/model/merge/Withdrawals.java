package taikai.model.merge;

import java.util.Map;
import java.util.TreeMap;
import taikai.model.match.MatchResult;

/**
 * A kiken, fusenpai or fusensho is one change with the scoreline it writes (spec section 5). It is
 * held whole when a point or bout was entered after it was declared; once it stands, later changes
 * to its overtime or flags are held, and for one that follows from another match so are later
 * changes to its score.
 */
final class Withdrawals {
    private Withdrawals() {
    }

    /** The part of a withdrawal that stands or falls with its decision: the scoreline and any bouts it carries. */
    static Map<FieldGroup, GroupValue> whole(Map<FieldGroup, GroupValue> changes) {
        Map<FieldGroup, GroupValue> whole = new TreeMap<>();
        changes.forEach((group, value) -> {
            if (group.entersPoints()) {
                whole.put(group, value);
            }
        });
        return whole;
    }

    /** A withdrawal newer than the stored verdict. */
    static void apply(Draft draft, GroupValue.Verdict verdict, Map<FieldGroup, GroupValue> rest, MatchWrite.Kind kind) {
        Map<FieldGroup, GroupValue> whole = whole(rest);
        Map<FieldGroup, GroupValue> closes = new TreeMap<>();
        Map<FieldGroup, GroupValue> others = new TreeMap<>(rest);
        others.keySet().removeAll(whole.keySet());
        for (FieldGroup group : new FieldGroup[] {FieldGroup.OVERTIME, FieldGroup.FLAGS}) {
            if (others.containsKey(group)) {
                closes.put(group, others.remove(group));
            }
        }
        MatchResult declared = FieldGroup.VERDICT.write(draft.current(), verdict);
        boolean ownWithdrawal = !draft.rules.barredByAnotherMatch(declared);
        if (ownWithdrawal && pointEnteredAfter(draft, whole)) {
            draft.hold(FieldGroup.VERDICT, verdict, HoldReason.POINT_AFTER_WITHDRAWAL);
            whole.forEach((group, value) -> draft.hold(group, value, HoldReason.POINT_AFTER_WITHDRAWAL));
            // In the order the changes were made it was recorded, then cleared by that later point.
            draft.set(FieldGroup.VERDICT, Verdicts.CLEARED, draft.time);
            closes.putAll(others);
            Merge.ordinary(draft, closes, kind);
            return;
        }
        draft.apply(FieldGroup.VERDICT, verdict);
        whole.putAll(closes);
        whole.forEach((group, value) -> {
            if (draft.newer(group)) {
                draft.apply(group, value);
            } else if (draft.holds(group, value)) {
                draft.hold(group, value, HoldReason.OLDER_THAN_STORED);
            } else {
                // Made after the withdrawal, this change could not have applied: it is moved out.
                draft.moveOut(group, HoldReason.WITHDRAWAL_CLOSED);
                draft.apply(group, value, HoldReason.WITHDRAWAL_CLOSED);
            }
        });
        Merge.ordinary(draft, others, kind);
    }

    /** A point or bout stored with a later change time than the withdrawal, saying something it does not. */
    private static boolean pointEnteredAfter(Draft draft, Map<FieldGroup, GroupValue> whole) {
        java.util.Set<FieldGroup> groups = new java.util.TreeSet<>(whole.keySet());
        groups.add(FieldGroup.SCORELINE);
        for (FieldGroup group : FieldGroup.of(draft.current())) {
            if (group.kind() == FieldGroup.Kind.BOUT) {
                groups.add(group);
            }
        }
        for (FieldGroup group : groups) {
            if (draft.storedIsNewer(group)) {
                GroupValue own = whole.get(group);
                if (own == null || !draft.holds(group, own)) {
                    return true;
                }
            }
        }
        return false;
    }
}
