package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.match.MatchResult;
import taikai.model.merge.MergeResult.GroupOutcome;
import taikai.model.merge.MergeResult.Outcome;

/**
 * One merge in progress: the match as changed so far, its group stamps, and the outcome of each
 * group the write changes. Lives for a single call of {@link Merge#merge} and is never shared.
 */
final class Draft {
    final MatchResult stored;
    final Rulebook rules;
    /** The write's change time; null for an unstamped write, which always applies and moves no stamp. */
    final Long time;
    private MatchResult current;
    private final SortedMap<String, Long> stamps;
    private final SortedMap<FieldGroup, GroupOutcome> outcomes = new TreeMap<>();
    private final List<HeldChange> movedOut = new ArrayList<>();
    private boolean changed;

    Draft(MatchResult stored, MatchWrite write, Long time, Rulebook rules) {
        this.stored = stored;
        this.rules = rules;
        this.time = time;
        this.current = stored;
        this.stamps = Stamps.materialized(stored, write.changes().keySet());
    }

    MatchResult current() {
        return current;
    }

    long stamp(FieldGroup group) {
        return stamps.getOrDefault(group.key(), 0L);
    }

    /** Every group with a change time, whether or not the match holds a value for it. */
    Set<FieldGroup> stampedGroups() {
        Set<FieldGroup> groups = new TreeSet<>();
        stamps.keySet().forEach(key -> FieldGroup.fromKey(key).ifPresent(groups::add));
        return groups;
    }

    /** Made no earlier than the stored change of {@code group} (spec section 5), or unstamped. */
    boolean newer(FieldGroup group) {
        return time == null || time >= stamp(group);
    }

    /** Made after the stored change of {@code group}: that change came later than this write. */
    boolean storedIsNewer(FieldGroup group) {
        return time != null && stamp(group) > time;
    }

    GroupValue value(FieldGroup group) {
        return group.read(current);
    }

    boolean holds(FieldGroup group, GroupValue value) {
        return value(group).equals(value);
    }

    /** Sets a group's value and, when {@code stamp} is given, its change time. */
    void set(FieldGroup group, GroupValue value, Long stamp) {
        current = group.write(current, value);
        if (stamp != null) {
            stamps.put(group.key(), stamp);
        }
        changed = true;
    }

    /** Applies the write's value for {@code group} at the write's time. */
    void apply(FieldGroup group, GroupValue value) {
        apply(group, value, HoldReason.NONE);
    }

    /** Applies the write's value, noting the rule that applied it although it was older. */
    void apply(FieldGroup group, GroupValue value, HoldReason note) {
        set(group, value, time);
        outcomes.put(group, new GroupOutcome(Outcome.APPLIED, value, note));
    }

    /** Keeps the write's value in the history; unchanged instead when it says what is stored. */
    void hold(FieldGroup group, GroupValue value, HoldReason reason) {
        outcomes.put(group, new GroupOutcome(holds(group, value) ? Outcome.UNCHANGED : Outcome.HELD, value, reason));
    }

    /** The plain rule: applied when made no earlier than the stored change, else held. */
    void byTime(FieldGroup group, GroupValue value) {
        if (newer(group)) {
            apply(group, value);
        } else {
            hold(group, value, HoldReason.OLDER_THAN_STORED);
        }
    }

    /** Moves the stored change of {@code group} out of the match into the history. */
    void moveOut(FieldGroup group, HoldReason reason) {
        movedOut.add(new HeldChange(group, value(group), stamp(group), reason));
    }

    /** The finished merge: settled, picks mirrored, stamps and {@code modifiedAt} set, effects worked out. */
    MergeResult result(Map<FieldGroup, GroupValue> changes, SessionRevisions sessions) {
        for (FieldGroup group : changes.keySet()) {
            if (!outcomes.containsKey(group)) {
                throw new IllegalStateException("The merge gave the group " + group + " no outcome.");
            }
        }
        MatchResult merged = stored;
        if (changed) {
            merged = Picks.normalized(Verdicts.settle(Picks.normalized(current), rules));
            merged = merged.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(Stamps.latest(stamps, stored.provenance().modifiedAt())));
        }
        return new MergeResult(merged, MergeResult.answerOf(outcomes), outcomes, movedOut,
                SideEffects.between(stored, merged, rules), sessions, List.of(), Ledger.NONE);
    }
}
