package taikai.model.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.HashMap;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.match.MatchResult;

/**
 * The writes that reached one match since a known starting point, in the order they arrived, each
 * with the change time it is ordered by (decision 0013). The stored match is always these writes
 * merged one by one in the order they were made, so a write that arrives after a newer one is
 * merged by replaying them all with it in its place, and every arrival order of the same writes
 * ends in the same match and keeps the same changes out of it (spec section 5, "The order of
 * arrival does not change the outcome").
 *
 * @param base    the match before the first of the writes; null when it is not known, and then
 *                a write is merged against the stored match alone
 * @param entries the writes in the order they arrived
 */
public record Ledger(MatchResult base, List<Entry> entries) {
    /** No known starting point: every write is merged against the stored match alone. */
    public static final Ledger NONE = new Ledger(null, List.of());

    /**
     * One write as it reached the match.
     *
     * @param write         the write, with the change time the server gave it when it came without
     *                      one and is a result the server orders itself
     * @param order         the change time it is replayed at: its own, or for a running save sent
     *                      without a time, the newest change time it was applied over
     * @param olderRevision held whole as an older revision of its board when it arrived; never replayed
     */
    public record Entry(MatchWrite write, long order, boolean olderRevision) {
        public Entry {
            Objects.requireNonNull(write, "write");
        }
    }

    public Ledger {
        entries = Copies.list(entries);
    }

    /** A ledger starting at {@code base}, with no write yet. */
    public static Ledger from(MatchResult base) {
        return new Ledger(Objects.requireNonNull(base, "base"), List.of());
    }

    public boolean known() {
        return base != null;
    }

    /** This ledger with {@code entry} arrived last. */
    public Ledger with(Entry entry) {
        List<Entry> next = new ArrayList<>(entries);
        next.add(entry);
        return new Ledger(base, next);
    }

    /**
     * Whether {@code write}, made earlier than some of these writes, lands as the replay would land
     * it when merged against the stored match alone: when neither it nor any of them closes the match
     * and the match was not closed at the start, every group simply keeps its newest change, in
     * whatever order the writes come. Saves a replay for the common late point or overtime.
     */
    boolean commutesWith(MatchWrite write) {
        if (base == null || base.isCompleted() || write.closes()) {
            return false;
        }
        return entries.stream().noneMatch(entry -> entry.write().closes());
    }

    /** The newest change time the writes are ordered by, or that of the base when there is none. */
    long newest() {
        long newest = base == null ? 0 : Stamps.latest(base.provenance().groupStamps(), base.provenance().modifiedAt());
        for (Entry entry : entries) {
            newest = Math.max(newest, entry.order());
        }
        return newest;
    }

    /** The entries in the order the changes were made; those made at the same time in the order they arrived. */
    List<Integer> madeOrder() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong((Integer i) -> entries.get(i).order()).thenComparing(i -> i));
        return order;
    }

    /**
     * The writes merged one by one in the order they were made, starting at the base, following
     * each change: in the match, or out of it (held, moved out, or replaced by a newer change).
     */
    Replayed replay(Rulebook rules) {
        if (!known()) {
            throw new IllegalStateException("A ledger without a starting point cannot be replayed.");
        }
        MatchResult match = base;
        List<MergeResult> results = new ArrayList<>();
        entries.forEach(e -> results.add(null));
        Map<String, Fate> fates = new HashMap<>();
        Map<FieldGroup, String> in = new HashMap<>();
        for (int index : madeOrder()) {
            Entry entry = entries.get(index);
            if (entry.olderRevision()) {
                continue;
            }
            MergeResult result = Merge.merge(match, entry.write(), entry.order(), rules, SessionRevisions.NONE);
            results.set(index, result);
            long madeAt = entry.write().madeAt() == null ? entry.order() : entry.write().madeAt();
            for (HeldChange moved : result.movedOut()) {
                String was = in.remove(moved.group());
                if (was != null) {
                    Fate fate = fates.get(was);
                    fates.put(was, new Fate(fate.index(), fate.group(), fate.value(), fate.madeAt(), false, moved.reason()));
                }
            }
            result.outcomes().forEach((group, outcome) -> {
                String key = index + "/" + group.key();
                if (outcome.outcome() == MergeResult.Outcome.APPLIED) {
                    String was = in.put(group, key);
                    if (was != null) {
                        Fate fate = fates.get(was);
                        fates.put(was, new Fate(fate.index(), group, fate.value(), fate.madeAt(), false, HoldReason.NONE));
                    }
                    fates.put(key, new Fate(index, group, outcome.value(), madeAt, true, HoldReason.NONE));
                } else {
                    fates.put(key, new Fate(index, group, outcome.value(), madeAt, false, outcome.reason()));
                }
            });
            match = result.merged();
        }
        return new Replayed(match, results, fates);
    }

    /**
     * What became of one change in a replay: in the match, or out of it with the rule that kept it
     * out ({@link HoldReason#NONE} when a newer change replaced it in the ordinary way).
     */
    record Fate(int index, FieldGroup group, GroupValue value, long madeAt, boolean in, HoldReason reason) {
        /** Kept out of the match by a rule or for being older, not replaced by a newer change. */
        boolean keptOut() {
            return !in && reason != HoldReason.NONE;
        }

        HeldChange change() {
            return new HeldChange(group, value, madeAt, reason);
        }
    }

    /** A replay's outcome. */
    record Replayed(MatchResult match, List<MergeResult> results, Map<String, Fate> fates) {
    }
}
