package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.match.Mark;
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

    /**
     * The groups a standing withdrawal closes: a later change to them says nothing about the decision
     * and is held, whatever it says (spec section 5). For a withdrawal of the match itself that is
     * its overtime and flags; one that follows from another match closes its score and bouts too.
     */
    static boolean closes(FieldGroup group, boolean ownWithdrawal) {
        return group.equals(FieldGroup.OVERTIME) || group.equals(FieldGroup.FLAGS) || !ownWithdrawal && group.entersPoints();
    }

    /**
     * A withdrawal newer than the stored verdict. Held whole when a point or bout came after it, and
     * then, as in the order the changes were made, recorded and at once cleared by that point.
     * Otherwise it applies on what it wrote, and newer changes to what it closes, which could not
     * have applied after it, are moved out into the history.
     */
    static void apply(Draft draft, GroupValue.Verdict verdict, Map<FieldGroup, GroupValue> rest, MatchWrite.Kind kind) {
        Map<FieldGroup, GroupValue> whole = whole(rest);
        Map<FieldGroup, GroupValue> written = new TreeMap<>(rest);
        written.keySet().removeIf(group -> !group.entersPoints() && !closes(group, true));
        Map<FieldGroup, GroupValue> others = new TreeMap<>(rest);
        others.keySet().removeAll(written.keySet());
        MatchResult declared = FieldGroup.VERDICT.write(draft.current(), verdict);
        boolean ownWithdrawal = !draft.rules.barredByAnotherMatch(declared);
        if (ownWithdrawal && pointEnteredAfter(draft, whole)) {
            draft.hold(FieldGroup.VERDICT, verdict, HoldReason.POINT_AFTER_WITHDRAWAL);
            whole.forEach((group, value) -> draft.hold(group, value, HoldReason.POINT_AFTER_WITHDRAWAL));
            draft.set(FieldGroup.VERDICT, Verdicts.CLEARED, draft.time);
            if (draft.newer(FieldGroup.SCORELINE)) {
                draft.set(FieldGroup.SCORELINE, withoutDefaultWins(whole.get(FieldGroup.SCORELINE)), draft.time);
            }
            written.keySet().removeAll(whole.keySet());
            written.putAll(others);
            Merge.ordinary(draft, written, kind);
            return;
        }
        draft.apply(FieldGroup.VERDICT, verdict);
        written.forEach((group, value) -> {
            if (draft.newer(group)) {
                draft.apply(group, value);
            } else if (!closes(group, ownWithdrawal)) {
                // A point it did not clear: the same scoreline sent again after it, which stands.
                draft.hold(group, value, HoldReason.OLDER_THAN_STORED);
            } else if (draft.holds(group, value)) {
                // Made after the withdrawal, that change was held too; it said the same, so nothing is lost.
                draft.set(group, value, draft.time);
                draft.hold(group, value, HoldReason.NONE);
            } else {
                // Made after the withdrawal, this change could not have applied: it is moved out.
                draft.moveOut(group, HoldReason.WITHDRAWAL_CLOSED);
                draft.apply(group, value, HoldReason.WITHDRAWAL_CLOSED);
            }
        });
        Merge.ordinary(draft, others, kind);
    }

    /**
     * Clears the stored withdrawal because a point or bout was entered after it (spec section 5:
     * "it is cleared (and kept in the history)"). Its default-win points go with it while the
     * scoreline is still the one it wrote; the decision and those points are moved into the history.
     */
    static void clear(Draft draft) {
        boolean itsOwnScoreline = draft.stamp(FieldGroup.SCORELINE) == draft.stamp(FieldGroup.VERDICT);
        draft.moveOut(FieldGroup.VERDICT, HoldReason.POINT_AFTER_WITHDRAWAL);
        if (itsOwnScoreline) {
            draft.moveOut(FieldGroup.SCORELINE, HoldReason.POINT_AFTER_WITHDRAWAL);
            draft.set(FieldGroup.SCORELINE, withoutDefaultWins(draft.value(FieldGroup.SCORELINE)), null);
        }
        draft.set(FieldGroup.VERDICT, Verdicts.CLEARED, null);
    }

    private static GroupValue.Scoreline withoutDefaultWins(GroupValue value) {
        GroupValue.Scoreline scoreline = (GroupValue.Scoreline) value;
        List<Mark> a = new ArrayList<>(scoreline.pointsA());
        List<Mark> b = new ArrayList<>(scoreline.pointsB());
        a.removeIf(mark -> mark == Mark.DEFAULT_WIN);
        b.removeIf(mark -> mark == Mark.DEFAULT_WIN);
        return new GroupValue.Scoreline(a, scoreline.hansokuA(), b, scoreline.hansokuB());
    }

    /**
     * Whether changes made after a withdrawal enter a point: a scoreline other than the one the
     * withdrawal wrote, or any bout at all (a board still scoring the encounter). A bout counts
     * whatever it says, because a withdrawal writes no bout to compare it with.
     */
    static boolean entersPoint(Set<FieldGroup> changed, Set<FieldGroup> differing) {
        return differing.contains(FieldGroup.SCORELINE)
                || changed.stream().anyMatch(group -> group.kind() == FieldGroup.Kind.BOUT);
    }

    /** A point or bout stored with a later change time than the withdrawal, by the same test as {@link #entersPoint}. */
    private static boolean pointEnteredAfter(Draft draft, Map<FieldGroup, GroupValue> whole) {
        Set<FieldGroup> later = new TreeSet<>();
        Set<FieldGroup> differing = new TreeSet<>();
        for (FieldGroup group : draft.stampedGroups()) {
            if (group.entersPoints() && draft.storedIsNewer(group)) {
                later.add(group);
                if (!draft.holds(group, whole.get(group))) {
                    differing.add(group);
                }
            }
        }
        return entersPoint(later, differing);
    }
}
