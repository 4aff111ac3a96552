package taikai.model.draw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.entrant.Player;

/**
 * Keeps club mates apart in a knockout tree as far as the tree allows: first out of each other's first
 * real match (two entrants who both have a first-round bye meet in their first real match in round
 * two), then out of the same quarter, then out of the same half, and so on up to the final, where any
 * two may meet. Arrangements are compared level by level in that order, so one clash fewer in a first
 * match outweighs any number of clashes in the same half. Unseeded entrants change places, byes
 * included (the bye goes with the slot, so whoever lands there has it); seeded entrants never move, so
 * the seed placement stays as drawn.
 *
 * <p>A small field is searched whole: every way of laying its clubs over the unseeded places is
 * compared, and one of the best is taken at random, so no draw of up to about eight unseeded entrants
 * could keep clubs further apart. A larger field swaps pairs while a swap lowers the counts, which
 * ends near the best but can stop short of it.
 */
final class ClubSeparation {
    private static final int MAX_PASSES = 12;
    /** The most arrangements of clubs over the unseeded places searched whole. */
    private static final long EXACT_LIMIT = 50_000;

    private ClubSeparation() {
    }

    /** leaves: null is a bye; movable: true where an unseeded entrant sits. */
    static void apply(Player[] leaves, boolean[] movable, SplittableRandom random) {
        DojoKeys dojos = new DojoKeys();
        List<Integer> candidates = new ArrayList<>();
        // Each leaf's club as a number (-1: none) and where each club's entrants sit: a swap changes
        // only the pairs of the two clubs it moves.
        int[] clubAt = new int[leaves.length];
        Map<String, Integer> clubs = new HashMap<>();
        List<List<Integer>> sitting = new ArrayList<>();
        for (int leaf = 0; leaf < leaves.length; leaf++) {
            clubAt[leaf] = -1;
            if (leaves[leaf] == null) {
                continue;
            }
            if (movable[leaf]) {
                candidates.add(leaf);
            }
            String club = dojos.of(leaves[leaf]);
            if (!club.isEmpty()) {
                int id = clubs.computeIfAbsent(club, c -> {
                    sitting.add(new ArrayList<>());
                    return sitting.size() - 1;
                });
                clubAt[leaf] = id;
                sitting.get(id).add(leaf);
            }
        }
        int[][] members = new int[sitting.size()][];
        for (int c = 0; c < members.length; c++) {
            members[c] = sitting.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        int levels = levels(leaves.length);
        if (arrangements(candidates, clubAt) <= EXACT_LIMIT) {
            searchWhole(leaves, candidates, clubAt, levels, random);
            return;
        }
        int[] d = new int[levels];
        // Each swap taken lowers the clash counts, so the passes end; the bound caps the work of a large
        // field, where the last passes only move a pair out of the same half.
        int passes = MAX_PASSES;
        boolean improved = true;
        while (improved && passes-- > 0) {
            improved = false;
            int[] order = Shuffle.of(candidates, random).stream().mapToInt(Integer::intValue).toArray();
            for (int x : order) {
                // A swap lowers the counts only by moving an entrant out of a clash, so one side clashes now.
                if (!clashing(leaves, x, levels, clubAt, members)) {
                    continue;
                }
                for (int y : order) {
                    if (clubAt[x] != clubAt[y] && lower(delta(leaves, x, y, clubAt, members, d))) {
                        move(members, clubAt[x], x, y);
                        move(members, clubAt[y], y, x);
                        int c = clubAt[x];
                        clubAt[x] = clubAt[y];
                        clubAt[y] = c;
                        swap(leaves, x, y);
                        improved = true;
                        break;
                    }
                }
            }
        }
    }

    /** How many distinct ways the candidates' clubs can lie over their places, capped past the limit. */
    private static long arrangements(List<Integer> candidates, int[] clubAt) {
        Map<Integer, Integer> seen = new HashMap<>();
        double ways = 1;
        int placed = 0;
        for (int leaf : candidates) {
            placed++;
            int same = seen.merge(clubAt[leaf], 1, Integer::sum);
            ways = ways * placed / same;
            if (ways > EXACT_LIMIT) {
                return EXACT_LIMIT + 1;
            }
        }
        return Math.round(ways);
    }

    /**
     * Every arrangement of the candidates' clubs, in the order of the next permutation, and one of the
     * lowest by {@link #clashes} chosen at random among equals (reservoir sampling); each club's
     * entrants then take that club's places in the order they sat.
     */
    private static void searchWhole(Player[] leaves, List<Integer> candidates, int[] clubAt, int levels, SplittableRandom random) {
        int n = candidates.size();
        int[] pattern = new int[n];
        for (int i = 0; i < n; i++) {
            pattern[i] = clubAt[candidates.get(i)];
        }
        java.util.Arrays.sort(pattern);
        int[] trial = clubAt.clone();
        int[] best = null;
        int[] bestCounts = null;
        int ties = 0;
        int[] counts = new int[levels];
        do {
            for (int i = 0; i < n; i++) {
                trial[candidates.get(i)] = pattern[i];
            }
            java.util.Arrays.fill(counts, 0);
            for (int x = 0; x < trial.length; x++) {
                if (leaves[x] == null || trial[x] < 0) {
                    continue;
                }
                for (int y = x + 1; y < trial.length; y++) {
                    if (leaves[y] != null && trial[y] == trial[x]) {
                        add(counts, leaves, x, y, 1);
                    }
                }
            }
            int order = bestCounts == null ? -1 : compare(counts, bestCounts);
            if (order < 0) {
                best = pattern.clone();
                bestCounts = counts.clone();
                ties = 1;
            } else if (order == 0 && random.nextInt(++ties) == 0) {
                best = pattern.clone();
            }
        } while (nextPermutation(pattern));
        Map<Integer, java.util.ArrayDeque<Player>> byClub = new HashMap<>();
        for (int leaf : candidates) {
            byClub.computeIfAbsent(clubAt[leaf], c -> new java.util.ArrayDeque<>()).add(leaves[leaf]);
        }
        for (int i = 0; i < n; i++) {
            int leaf = candidates.get(i);
            leaves[leaf] = byClub.get(best[i]).poll();
            clubAt[leaf] = best[i];
        }
    }

    private static int compare(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return a[i] < b[i] ? -1 : 1;
            }
        }
        return 0;
    }

    /** Steps a to the next permutation in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    /**
     * How many club-mate pairs meet at each level: index 0 counts pairs meeting in the first real match
     * of both, index r - 1 those first meeting in tree round r (2 up to the semi-final). A final is no
     * clash.
     */
    static int[] clashes(Player[] leaves) {
        DojoKeys dojos = new DojoKeys();
        int[] count = new int[levels(leaves.length)];
        for (int x = 0; x < leaves.length; x++) {
            for (int y = x + 1; y < leaves.length; y++) {
                if (leaves[x] != null && leaves[y] != null && dojos.same(leaves[x], leaves[y])) {
                    add(count, leaves, x, y, 1);
                }
            }
        }
        return count;
    }

    /** The change in {@link #clashes} when the entrants at x and y change places, into d. */
    private static int[] delta(Player[] leaves, int x, int y, int[] clubAt, int[][] members, int[] d) {
        java.util.Arrays.fill(d, 0);
        if (clubAt[x] >= 0) {
            for (int z : members[clubAt[x]]) {
                if (z != x) {
                    add(d, leaves, x, z, -1);
                    add(d, leaves, y, z, 1);
                }
            }
        }
        if (clubAt[y] >= 0) {
            for (int z : members[clubAt[y]]) {
                if (z != y) {
                    add(d, leaves, y, z, -1);
                    add(d, leaves, x, z, 1);
                }
            }
        }
        return d;
    }

    /** Adds sign to the level at which club mates at leaves x and y would meet (byes stay where the draw put them). */
    private static void add(int[] count, Player[] leaves, int x, int y, int sign) {
        int round = 32 - Integer.numberOfLeadingZeros(x ^ y);
        boolean bothByes = leaves[x ^ 1] == null && leaves[y ^ 1] == null;
        int level = round == 1 || (round == 2 && bothByes) ? 0 : round - 1;
        if (level < count.length) {
            count[level] += sign;
        }
    }

    /** Whether the entrant at x meets a club mate before the final. */
    private static boolean clashing(Player[] leaves, int x, int levels, int[] clubAt, int[][] members) {
        if (clubAt[x] < 0) {
            return false;
        }
        int[] count = new int[levels];
        for (int z : members[clubAt[x]]) {
            if (z != x) {
                add(count, leaves, x, z, 1);
            }
        }
        for (int c : count) {
            if (c > 0) {
                return true;
            }
        }
        return false;
    }

    private static void move(int[][] members, int club, int from, int to) {
        if (club < 0) {
            return;
        }
        int[] sitting = members[club];
        for (int i = 0; i < sitting.length; i++) {
            if (sitting[i] == from) {
                sitting[i] = to;
                return;
            }
        }
    }

    /** One level for the first real match, one per round from the second up to the semi-final. */
    private static int levels(int size) {
        int rounds = 31 - Integer.numberOfLeadingZeros(Math.max(1, size));
        return Math.max(1, rounds - 1);
    }

    private static boolean lower(int[] delta) {
        for (int d : delta) {
            if (d != 0) {
                return d < 0;
            }
        }
        return false;
    }

    private static void swap(Player[] leaves, int x, int y) {
        Player t = leaves[x];
        leaves[x] = leaves[y];
        leaves[y] = t;
    }
}
