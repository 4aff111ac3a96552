package taikai.model.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
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

    /** The newest change time the writes are ordered by, or that of the base when there is none. */
    long newest() {
        long newest = base == null ? 0 : Stamps.latest(base.groupStamps(), base.modifiedAt());
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
     * The writes merged one by one in the order they were made, starting at the base.
     *
     * @return the match, each entry's merge (null for an older revision) by arrival index, and the
     *         changes kept out of the match
     */
    Replayed replay(Rulebook rules) {
        if (!known()) {
            throw new IllegalStateException("A ledger without a starting point cannot be replayed.");
        }
        MatchResult match = base;
        List<MergeResult> results = new ArrayList<>();
        entries.forEach(e -> results.add(null));
        SortedMap<String, HeldChange> kept = new TreeMap<>();
        for (int index : madeOrder()) {
            Entry entry = entries.get(index);
            if (entry.olderRevision()) {
                continue;
            }
            MergeResult result = Merge.merge(match, entry.write(), entry.order(), rules, SessionRevisions.NONE);
            results.set(index, result);
            Long madeAt = entry.write().madeAt();
            result.outcomes().forEach((group, outcome) -> {
                if (outcome.outcome() == MergeResult.Outcome.HELD) {
                    HeldChange held = new HeldChange(group, outcome.value(), madeAt == null ? entry.order() : madeAt,
                            outcome.reason());
                    kept.put(identity(held), held);
                }
            });
            result.movedOut().forEach(moved -> kept.put(identity(moved), moved));
            match = result.merged();
        }
        return new Replayed(match, results, kept);
    }

    /** A kept change is the same change whatever rule keeps it: its group, its time and its values. */
    static String identity(HeldChange change) {
        return change.group().key() + "@" + change.madeAt() + "=" + change.value();
    }

    /** A replay's outcome. */
    record Replayed(MatchResult match, List<MergeResult> results, SortedMap<String, HeldChange> kept) {
    }
}
