package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The playing order of a round robin (spec section 3: "a league is reordered so nobody fights twice
 * in a row"). From five entrants on an order with no back-to-back bout always exists and is found;
 * with three or four it cannot exist, and the order with the fewest back-to-back bouts is taken.
 */
public final class LeagueOrder {
    private static final int CIRCLE_FROM = 6;
    private static final int BRUTE_FORCE_UP_TO = 4;

    private LeagueOrder() {
    }

    /** Every pair of positions 0..n-1 once, as {a, b} with a < b, in playing order. */
    public static List<int[]> of(int n, long seed) {
        return of(n, new SplittableRandom(seed));
    }

    static List<int[]> of(int n, SplittableRandom random) {
        if (n < 2) {
            return List.of();
        }
        if (n >= CIRCLE_FROM) {
            return circle(n, random);
        }
        List<int[]> bouts = Shuffle.of(allPairs(n), random);
        return n <= BRUTE_FORCE_UP_TO ? fewestBackToBack(bouts) : depthFirst(bouts);
    }

    /** How many consecutive bouts share a fighter. */
    public static int backToBack(List<int[]> order) {
        int count = 0;
        for (int i = 1; i < order.size(); i++) {
            if (shares(order.get(i - 1), order.get(i))) {
                count++;
            }
        }
        return count;
    }

    static boolean shares(int[] x, int[] y) {
        return x[0] == y[0] || x[0] == y[1] || x[1] == y[0] || x[1] == y[1];
    }

    private static List<int[]> allPairs(int n) {
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                pairs.add(new int[] {a, b});
            }
        }
        return pairs;
    }

    /**
     * Circle method: n - 1 rounds (n rounds for odd n) in which everyone fights at most once. A round
     * holds at least three bouts from six entrants on, so at most two of them involve the pair that
     * closed the previous round and one of the others can open it.
     */
    private static List<int[]> circle(int n, SplittableRandom random) {
        List<Integer> labels = Shuffle.of(range(n), random);
        int slots = n % 2 == 0 ? n : n + 1;
        List<List<int[]>> rounds = new ArrayList<>();
        for (int r = 0; r < slots - 1; r++) {
            List<int[]> round = new ArrayList<>();
            for (int i = 0; i < slots / 2; i++) {
                int x = rotated(i, r, slots);
                int y = rotated(slots - 1 - i, r, slots);
                if (x < n && y < n) {
                    int a = labels.get(x);
                    int b = labels.get(y);
                    round.add(new int[] {Math.min(a, b), Math.max(a, b)});
                }
            }
            rounds.add(Shuffle.of(round, random));
        }
        List<int[]> order = new ArrayList<>();
        for (List<int[]> round : Shuffle.of(rounds, random)) {
            List<int[]> bouts = new ArrayList<>(round);
            if (!order.isEmpty()) {
                int[] last = order.get(order.size() - 1);
                for (int i = 0; i < bouts.size(); i++) {
                    if (!shares(last, bouts.get(i))) {
                        bouts.add(0, bouts.remove(i));
                        break;
                    }
                }
            }
            order.addAll(bouts);
        }
        return order;
    }

    /** Position 0 stays put; the others turn one place per round. */
    private static int rotated(int slot, int round, int slots) {
        return slot == 0 ? 0 : 1 + (slot - 1 + round) % (slots - 1);
    }

    private static List<Integer> range(int n) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        return list;
    }

    /** Five entrants: ten bouts, searched depth first; an order without back-to-back bouts exists. */
    private static List<int[]> depthFirst(List<int[]> bouts) {
        List<int[]> order = new ArrayList<>();
        boolean[] used = new boolean[bouts.size()];
        if (extend(bouts, used, order)) {
            return order;
        }
        return fewestBackToBack(bouts);
    }

    private static boolean extend(List<int[]> bouts, boolean[] used, List<int[]> order) {
        if (order.size() == bouts.size()) {
            return true;
        }
        for (int i = 0; i < bouts.size(); i++) {
            if (!used[i] && (order.isEmpty() || !shares(order.get(order.size() - 1), bouts.get(i)))) {
                used[i] = true;
                order.add(bouts.get(i));
                if (extend(bouts, used, order)) {
                    return true;
                }
                order.remove(order.size() - 1);
                used[i] = false;
            }
        }
        return false;
    }

    /** Three or four entrants: every order is tried, the first with the fewest back-to-back bouts wins. */
    private static List<int[]> fewestBackToBack(List<int[]> bouts) {
        List<int[]> best = new ArrayList<>(bouts);
        int[] bestCount = {backToBack(best)};
        permute(new ArrayList<>(bouts), 0, best, bestCount);
        return best;
    }

    private static void permute(List<int[]> bouts, int from, List<int[]> best, int[] bestCount) {
        if (from == bouts.size()) {
            int count = backToBack(bouts);
            if (count < bestCount[0]) {
                bestCount[0] = count;
                best.clear();
                best.addAll(bouts);
            }
            return;
        }
        for (int i = from; i < bouts.size(); i++) {
            java.util.Collections.swap(bouts, from, i);
            permute(bouts, from + 1, best, bestCount);
            java.util.Collections.swap(bouts, from, i);
        }
    }
}
