package taikai.model.entrant;

import java.util.Map;
import taikai.model.Copies;

/**
 * Organiser overrides (overrides.json): pool ranks win over the computed order, winners win
 * over a knockout result. Reasons are Taikai's addition, keyed like the value they explain.
 */
public record Overrides(
        /** pool name to entrant name to rank */ Map<String, Map<String, Integer>> poolRanks,
        /** match id to winner name */ Map<String, String> winners,
        /** pool name to entrant name to reason */ Map<String, Map<String, String>> poolRankReasons,
        /** match id to reason */ Map<String, String> winnerReasons) {

    public Overrides {
        poolRanks = sortedNested(poolRanks);
        winners = Copies.sorted(winners);
        poolRankReasons = sortedNested(poolRankReasons);
        winnerReasons = Copies.sorted(winnerReasons);
    }

    public Overrides withPoolRanks(Map<String, Map<String, Integer>> value) {
        return new Overrides(value, winners, poolRankReasons, winnerReasons);
    }

    public Overrides withWinners(Map<String, String> value) {
        return new Overrides(poolRanks, value, poolRankReasons, winnerReasons);
    }

    public Overrides withPoolRankReasons(Map<String, Map<String, String>> value) {
        return new Overrides(poolRanks, winners, value, winnerReasons);
    }

    public Overrides withWinnerReasons(Map<String, String> value) {
        return new Overrides(poolRanks, winners, poolRankReasons, value);
    }

    /** No overrides. */
    public static final Overrides NONE = new Overrides(Map.of(), Map.of(), Map.of(), Map.of());

    public boolean isEmpty() {
        return poolRanks.isEmpty() && winners.isEmpty() && poolRankReasons.isEmpty() && winnerReasons.isEmpty();
    }

    private static <V> Map<String, Map<String, V>> sortedNested(Map<String, Map<String, V>> map) {
        java.util.TreeMap<String, Map<String, V>> copy = new java.util.TreeMap<>();
        if (map != null) {
            map.forEach((k, v) -> copy.put(k, Copies.sorted(v)));
        }
        return java.util.Collections.unmodifiableSortedMap(copy);
    }
}
