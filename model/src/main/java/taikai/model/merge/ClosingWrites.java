package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.match.MatchResult;

/**
 * Writes that close the match: a finish, a correction, an engi result, a kiken, fusenpai or
 * fusensho. Each is one change with what it closed the match on, so when it arrives after newer
 * changes it is replayed in the order the changes were made (spec section 5, "The order of arrival
 * does not change the outcome").
 */
final class ClosingWrites {
    private ClosingWrites() {
    }

    static void apply(Draft draft, MatchWrite write) {
        SortedMap<FieldGroup, GroupValue> changes = write.changes();
        GroupValue.Verdict verdict = (GroupValue.Verdict) changes.get(FieldGroup.VERDICT);
        Map<FieldGroup, GroupValue> rest = new TreeMap<>(changes);
        rest.remove(FieldGroup.VERDICT);
        boolean withdrawal = Verdicts.isWithdrawal(verdict.decision());
        if (!draft.newer(FieldGroup.VERDICT)) {
            draft.hold(FieldGroup.VERDICT, verdict, HoldReason.OLDER_THAN_STORED);
            if (withdrawal) {
                Map<FieldGroup, GroupValue> whole = Withdrawals.whole(rest);
                whole.forEach((group, value) -> draft.hold(group, value,
                        draft.newer(group) ? HoldReason.WITHDRAWAL_TOGETHER : HoldReason.OLDER_THAN_STORED));
                rest.keySet().removeAll(whole.keySet());
            }
            Merge.ordinary(draft, rest, write.kind());
        } else if (withdrawal) {
            Withdrawals.apply(draft, verdict, rest, write.kind());
        } else {
            finish(draft, verdict, rest, write.kind());
        }
    }

    /**
     * A finish or correction newer than the stored verdict. Judged first on the values it was made
     * on; then the newer changes to those groups are replayed in the order they were made, each kept
     * when the result still stands and moved out into the history when it would not.
     */
    private static void finish(Draft draft, GroupValue.Verdict verdict, Map<FieldGroup, GroupValue> rest,
            MatchWrite.Kind kind) {
        Rulebook rules = draft.rules;
        Map<FieldGroup, GroupValue> closedOn = Merge.only(rest, true);
        Map<FieldGroup, GroupValue> others = Merge.only(rest, false);
        MatchResult own = FieldGroup.VERDICT.write(draft.current(), verdict);
        for (Map.Entry<FieldGroup, GroupValue> change : closedOn.entrySet()) {
            own = change.getKey().write(own, change.getValue());
        }
        if (!Verdicts.acceptable(Verdicts.settle(own, rules), rules)) {
            // Held whole, with the overtime it describes; a finish without the scoreline it was made on
            // is judged on the match as the points left it.
            HoldReason reason = Verdicts.unacceptable(rules);
            draft.hold(FieldGroup.VERDICT, verdict, reason);
            closedOn.forEach((group, value) -> draft.hold(group, value, reason));
            GroupValue overtime = others.remove(FieldGroup.OVERTIME);
            if (overtime != null) {
                draft.hold(FieldGroup.OVERTIME, overtime, reason);
            }
            Merge.ordinary(draft, others, kind);
            return;
        }
        List<Replay> newer = new ArrayList<>();
        for (Map.Entry<FieldGroup, GroupValue> change : closedOn.entrySet()) {
            FieldGroup group = change.getKey();
            if (draft.storedIsNewer(group) && !draft.holds(group, change.getValue())) {
                newer.add(new Replay(group, draft.value(group), draft.stamp(group), change.getValue()));
            }
        }
        draft.apply(FieldGroup.VERDICT, verdict);
        for (Map.Entry<FieldGroup, GroupValue> change : closedOn.entrySet()) {
            FieldGroup group = change.getKey();
            if (draft.newer(group)) {
                draft.apply(group, change.getValue());
            } else if (draft.holds(group, change.getValue())) {
                draft.hold(group, change.getValue(), HoldReason.OLDER_THAN_STORED);
            } else {
                draft.set(group, change.getValue(), draft.time);
            }
        }
        replay(draft, newer);
        Merge.ordinary(draft, others, kind);
    }

    /** A newer stored change to a group the late finish closed the match on, and the finish's own value. */
    private record Replay(FieldGroup group, GroupValue stored, long madeAt, GroupValue finish) {
    }

    /** Replays the newer changes in the order they were made; the changes of one write stand or fall together. */
    private static void replay(Draft draft, List<Replay> newer) {
        SortedMap<Long, List<Replay>> byTime = new TreeMap<>();
        newer.forEach(change -> byTime.computeIfAbsent(change.madeAt(), t -> new ArrayList<>()).add(change));
        for (List<Replay> unit : byTime.values()) {
            MatchResult candidate = draft.current();
            for (Replay change : unit) {
                candidate = change.group().write(candidate, change.stored());
            }
            boolean stands = Verdicts.acceptable(Verdicts.settle(candidate, draft.rules), draft.rules);
            for (Replay change : unit) {
                if (stands) {
                    draft.set(change.group(), change.stored(), change.madeAt());
                    draft.hold(change.group(), change.finish(), HoldReason.OLDER_THAN_STORED);
                } else {
                    draft.set(change.group(), change.stored(), change.madeAt());
                    draft.moveOut(change.group(), Verdicts.keptTogether(draft.rules));
                    draft.apply(change.group(), change.finish(), Verdicts.keptTogether(draft.rules));
                }
            }
        }
    }
}
