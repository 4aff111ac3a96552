package taikai.model.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.match.MatchResult;

/**
 * Concurrent writes are merged, never dropped (spec section 5). One pure function takes the stored
 * match and one write and returns the match to store, what became of each group the write changed,
 * and what else the write road must record. Each group applies when its change was made no earlier
 * than the stored change of that group; the rules of section 5 sit on top, chosen so that every
 * arrival order of the same writes ends in the same match.
 */
public final class Merge {
    private Merge() {
    }

    /** Merges a write sent outside any client session. */
    public static MergeResult merge(MatchResult stored, MatchWrite write, long nowMillis, Rulebook rules) {
        return merge(stored, write, nowMillis, rules, SessionRevisions.NONE);
    }

    /**
     * Merges {@code write} into {@code stored}.
     *
     * @param nowMillis the server's time, for a result the server orders itself
     * @param seen      the last revision seen from each session for this match; the answer carries
     *                  the one to keep
     */
    public static MergeResult merge(MatchResult stored, MatchWrite write, long nowMillis, Rulebook rules,
            SessionRevisions seen) {
        return one(stored, write, nowMillis, rules, seen);
    }

    /**
     * Merges {@code write} into {@code stored}, which is what the writes of {@code ledger} made of
     * its base (decision 0013). A write made no earlier than every write of the ledger is merged
     * against the stored match; one made earlier than some of them is merged by replaying them all
     * with it in its place, in the order they were made, so the order of arrival never changes the
     * outcome; a write that neither closes the match nor follows a write that did is merged the
     * same way as a newest one, since then every group keeps its newest change in any order.
     * Changes answered as applied that the replay now keeps out come back as moved out, and
     * changes held before that the replay now lets in come back as moved in. The answer carries the
     * ledger with this write added.
     */
    public static MergeResult merge(MatchResult stored, MatchWrite write, long nowMillis, Rulebook rules,
            SessionRevisions seen, Ledger ledger) {
        if (seen.isOlder(write.session(), write.revision())) {
            MergeResult held = one(stored, write, nowMillis, rules, seen);
            return held.withLedger(ledger.known()
                    ? ledger.with(new Ledger.Entry(write, ledger.newest(), true)) : Ledger.NONE);
        }
        Long time = write.isStamped() ? write.madeAt()
                : write.kind().serverOrdered() || write.closes() ? Long.valueOf(Stamps.serverTime(stored, nowMillis)) : null;
        if (!ledger.known()) {
            return one(stored, write, nowMillis, rules, seen);
        }
        long newest = ledger.newest();
        Ledger.Entry entry = new Ledger.Entry(write.at(time), time == null ? newest : time, false);
        Ledger next = ledger.with(entry);
        if (entry.order() >= newest || ledger.commutesWith(write)) {
            return one(stored, write, nowMillis, rules, seen).withLedger(next);
        }
        Ledger.Replayed before = ledger.replay(rules);
        Ledger.Replayed after = next.replay(rules);
        int own = next.entries().size() - 1;
        SortedMap<FieldGroup, MergeResult.GroupOutcome> outcomes = new TreeMap<>();
        List<HeldChange> movedOut = new ArrayList<>();
        List<HeldChange> movedIn = new ArrayList<>();
        for (Ledger.Fate fate : after.fates().values()) {
            if (fate.index() == own) {
                outcomes.put(fate.group(), answer(fate, after.match()));
                continue;
            }
            Ledger.Fate was = before.fates().get(fate.index() + "/" + fate.group().key());
            if (was == null) {
                continue;
            }
            // A change answered as applied (in the match, or since replaced by a newer one) that a rule now keeps out.
            if (!was.keptOut() && fate.keptOut()) {
                movedOut.add(lateFinish(write, fate.change(), rules));
            } else if (!was.in() && fate.in()) {
                movedIn.add(was.change());
            }
        }
        movedOut.sort(BY_TIME);
        movedIn.sort(BY_TIME);
        return new MergeResult(after.match(), MergeResult.answerOf(outcomes), outcomes, movedOut,
                SideEffects.between(stored, after.match(), rules), seen.seen(write.session(), write.revision()), movedIn,
                next);
    }

    private static final Comparator<HeldChange> BY_TIME = Comparator.comparingLong(HeldChange::madeAt)
            .thenComparing(HeldChange::group);

    /**
     * The answer for one group of a write the replay placed: applied when its change is in the match;
     * held (with the rule, or as older than the stored change that replaced it) when it is not;
     * unchanged when it says what the match holds.
     */
    private static MergeResult.GroupOutcome answer(Ledger.Fate fate, MatchResult match) {
        if (fate.in()) {
            return new MergeResult.GroupOutcome(MergeResult.Outcome.APPLIED, fate.value(), HoldReason.NONE);
        }
        HoldReason reason = fate.reason() == HoldReason.NONE ? HoldReason.OLDER_THAN_STORED : fate.reason();
        MergeResult.Outcome outcome = fate.group().read(match).equals(fate.value()) ? MergeResult.Outcome.UNCHANGED
                : MergeResult.Outcome.HELD;
        return new MergeResult.GroupOutcome(outcome, fate.value(), reason);
    }

    /**
     * A change a late finish or engi result moved out: had they arrived in the order they were made,
     * it would have been held for leaving the result without a winner or a valid count; arriving
     * first, it is moved out because the finish is kept together with what it closed the match on.
     */
    private static HeldChange lateFinish(MatchWrite write, HeldChange change, Rulebook rules) {
        boolean finish = write.closes()
                && !Verdicts.isWithdrawal(((GroupValue.Verdict) write.changes().get(FieldGroup.VERDICT)).decision());
        if (finish && (change.reason() == HoldReason.KNOCKOUT_NEEDS_WINNER
                || change.reason() == HoldReason.ENGI_NEEDS_VALID_COUNT)) {
            return new HeldChange(change.group(), change.value(), change.madeAt(), Verdicts.keptTogether(rules));
        }
        return change;
    }

    private static MergeResult one(MatchResult stored, MatchWrite write, long nowMillis, Rulebook rules,
            SessionRevisions seen) {
        SortedMap<FieldGroup, GroupValue> changes = write.changes();
        if (seen.isOlder(write.session(), write.revision())) {
            // spec section 5: an out of order write from the same session is kept whole as an older revision.
            Draft draft = new Draft(stored, write, write.madeAt(), rules);
            changes.forEach((group, value) -> draft.hold(group, value, HoldReason.OLDER_REVISION));
            return draft.result(changes, seen);
        }
        // spec section 5: an unstamped running save always applies; a result the server orders itself
        // (a finish, correction or server action sent without a time) takes the server's time.
        Long time = write.isStamped() ? write.madeAt()
                : write.kind().serverOrdered() || write.closes() ? Long.valueOf(Stamps.serverTime(stored, nowMillis)) : null;
        Draft draft = new Draft(stored, write, time, rules);
        if (write.closes()) {
            ClosingWrites.apply(draft, write);
        } else {
            ordinary(draft, changes, write.kind());
        }
        return draft.result(changes, seen.seen(write.session(), write.revision()));
    }

    /**
     * A write that does not close the match: points, bouts, overtime, flags, picks, or a status a
     * server action sets. Also the part of a closing write that is not its verdict or what it closed
     * the match on.
     */
    static void ordinary(Draft draft, Map<FieldGroup, GroupValue> changes, MatchWrite.Kind kind) {
        GroupValue verdict = changes.get(FieldGroup.VERDICT);
        if (verdict != null) {
            status(draft, (GroupValue.Verdict) verdict, kind);
        }
        deciding(draft, only(changes, true));
        GroupValue overtime = changes.get(FieldGroup.OVERTIME);
        if (overtime != null) {
            if (draft.newer(FieldGroup.OVERTIME) && withdrawalStandsSince(draft)) {
                // spec section 5: a later change to its overtime says nothing about a withdrawal that closed the match.
                draft.hold(FieldGroup.OVERTIME, overtime, HoldReason.WITHDRAWAL_CLOSED);
            } else {
                draft.byTime(FieldGroup.OVERTIME, overtime);
            }
        }
        for (FieldGroup group : new FieldGroup[] {FieldGroup.REPRESENTATIVES, FieldGroup.PICK_A, FieldGroup.PICK_B}) {
            GroupValue value = changes.get(group);
            if (value != null) {
                draft.byTime(group, value);
            }
        }
    }

    /** A verdict that does not close the match: a board never sends a finished match back to running. */
    private static void status(Draft draft, GroupValue.Verdict verdict, MatchWrite.Kind kind) {
        if (draft.newer(FieldGroup.VERDICT) && draft.current().isCompleted() && kind != MatchWrite.Kind.SERVER) {
            draft.hold(FieldGroup.VERDICT, verdict, HoldReason.FINISHED_STAYS_FINISHED);
        } else {
            draft.byTime(FieldGroup.VERDICT, verdict);
        }
    }

    /**
     * The groups a result is worked out from, taken together. On a match a withdrawal of its own
     * closed, a point or bout entered later clears the withdrawal; on one a withdrawal from another
     * match closed, the change is held. On a finished match the change applies to the finished result
     * unless it would leave a knockout tied or an engi count invalid (spec section 5).
     */
    private static void deciding(Draft draft, Map<FieldGroup, GroupValue> changes) {
        Map<FieldGroup, GroupValue> fresh = new TreeMap<>();
        Map<FieldGroup, GroupValue> differing = new TreeMap<>();
        changes.forEach((group, value) -> {
            if (!draft.newer(group)) {
                draft.hold(group, value, HoldReason.OLDER_THAN_STORED);
            } else {
                fresh.put(group, value);
                if (!draft.holds(group, value)) {
                    differing.put(group, value);
                }
            }
        });
        MatchResult current = draft.current();
        if (withdrawalStandsSince(draft)) {
            boolean ownWithdrawal = !draft.rules.barredByAnotherMatch(current);
            if (ownWithdrawal && Withdrawals.entersPoint(fresh.keySet(), differing.keySet())) {
                Withdrawals.clear(draft);
            } else {
                fresh.forEach((group, value) -> {
                    if (Withdrawals.closes(group, ownWithdrawal)) {
                        draft.hold(group, value, HoldReason.WITHDRAWAL_CLOSED);
                    } else {
                        draft.apply(group, value);
                    }
                });
                return;
            }
        }
        HoldReason refusal = HoldReason.NONE;
        if (!differing.isEmpty() && current.isCompleted()) {
            MatchResult candidate = current;
            for (Map.Entry<FieldGroup, GroupValue> change : fresh.entrySet()) {
                candidate = change.getKey().write(candidate, change.getValue());
            }
            if (!Verdicts.acceptable(Verdicts.settle(candidate, draft.rules), draft.rules)) {
                refusal = Verdicts.unacceptable(draft.rules);
            }
        }
        for (Map.Entry<FieldGroup, GroupValue> change : fresh.entrySet()) {
            if (refusal != HoldReason.NONE && differing.containsKey(change.getKey())) {
                draft.hold(change.getKey(), change.getValue(), refusal);
            } else {
                draft.apply(change.getKey(), change.getValue());
            }
        }
    }

    /**
     * A withdrawal stands and this write was made no earlier than it: a change made before it was
     * declared is judged by its change time alone, as it would have been had it arrived first.
     */
    private static boolean withdrawalStandsSince(Draft draft) {
        return Verdicts.withdrawalStands(draft.current()) && draft.newer(FieldGroup.VERDICT);
    }

    /** The changes to groups a result is worked out from ({@code deciding} true), or to the others. */
    static Map<FieldGroup, GroupValue> only(Map<FieldGroup, GroupValue> changes, boolean deciding) {
        Map<FieldGroup, GroupValue> picked = new TreeMap<>();
        changes.forEach((group, value) -> {
            if (group.decides() == deciding && !group.equals(FieldGroup.VERDICT)) {
                picked.put(group, value);
            }
        });
        return picked;
    }
}
