package taikai.model.merge;

import java.util.Collection;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.match.MatchResult;

/**
 * The change time of each field group (spec section 5): server Unix milliseconds, under the
 * group's {@link FieldGroup#key()} in {@link taikai.model.match.Provenance#groupStamps()}.
 */
public final class Stamps {
    private Stamps() {
    }

    /**
     * The time of the last change applied to {@code group}. A match saved before group stamps
     * existed has only its {@code modifiedAt}, and every group reads as changed then (spec section 5:
     * "it is compared exactly as before"); a group a stamped match never changed reads 0.
     */
    public static long of(MatchResult match, FieldGroup group) {
        if (isLegacy(match)) {
            return match.provenance().modifiedAt();
        }
        return match.provenance().groupStamps().getOrDefault(group.key(), 0L);
    }

    /** Saved with one time for the whole result and none per group. */
    public static boolean isLegacy(MatchResult match) {
        return match.provenance().groupStamps().isEmpty() && match.provenance().modifiedAt() > 0;
    }

    /**
     * The time a result the server orders itself takes (a finish or correction sent without a time,
     * every change a server action builds): the server's time, never older than the stored result,
     * so it still applies and a save made before it but arriving later is ordered against it.
     */
    public static long serverTime(MatchResult stored, long nowMillis) {
        return Math.max(nowMillis, latest(stored.provenance().groupStamps(), stored.provenance().modifiedAt()));
    }

    /**
     * The groups a change the server made itself (an award, a put back) changed from {@code before}
     * to {@code after}, in key order.
     */
    public static SortedSet<FieldGroup> changed(MatchResult before, MatchResult after) {
        SortedSet<FieldGroup> groups = new TreeSet<>(FieldGroup.of(before));
        groups.addAll(FieldGroup.of(after));
        groups.removeIf(group -> group.read(before).equals(group.read(after)));
        return groups;
    }

    /**
     * {@code after}, a change the server made itself to {@code before}, with the server's time
     * (never older than the stored result) on every group it changed, so a board's older write is
     * ordered against it like any other (spec section 5).
     */
    public static MatchResult serverStamped(MatchResult before, MatchResult after, long nowMillis) {
        SortedSet<FieldGroup> groups = changed(before, after);
        if (groups.isEmpty()) {
            return after;
        }
        long time = serverTime(before, nowMillis);
        SortedMap<String, Long> stamps = materialized(before, groups);
        groups.forEach(group -> stamps.put(group.key(), time));
        return after.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(time));
    }

    /** The newest stamp, or {@code fallback} when there is none. */
    static long latest(SortedMap<String, Long> stamps, long fallback) {
        return stamps.values().stream().mapToLong(Long::longValue).max().orElse(fallback);
    }

    /**
     * The stamps with a legacy match's one time copied onto every group it holds and onto
     * {@code alsoGroups}, so the first stamped write keeps comparing every group as before.
     */
    static SortedMap<String, Long> materialized(MatchResult match, Collection<FieldGroup> alsoGroups) {
        SortedMap<String, Long> stamps = new TreeMap<>(match.provenance().groupStamps());
        if (isLegacy(match)) {
            for (FieldGroup group : FieldGroup.of(match)) {
                stamps.put(group.key(), match.provenance().modifiedAt());
            }
            for (FieldGroup group : alsoGroups) {
                stamps.put(group.key(), match.provenance().modifiedAt());
            }
        }
        return stamps;
    }
}
