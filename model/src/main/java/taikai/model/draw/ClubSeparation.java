package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
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
 */
final class ClubSeparation {
    private ClubSeparation() {
    }

    /** leaves: null is a bye; movable: true where an unseeded entrant sits. */
    static void apply(Player[] leaves, boolean[] movable, SplittableRandom random) {
        DojoKeys dojos = new DojoKeys();
        List<Integer> candidates = new ArrayList<>();
        for (int leaf = 0; leaf < leaves.length; leaf++) {
            if (movable[leaf] && leaves[leaf] != null) {
                candidates.add(leaf);
            }
        }
        int levels = levels(leaves.length);
        // Each swap taken lowers the clash counts, so the passes end; the bound only caps the work.
        int passes = 2 * leaves.length;
        boolean improved = true;
        while (improved && passes-- > 0) {
            improved = false;
            List<Integer> order = Shuffle.of(candidates, random);
            for (int i = 0; i < order.size(); i++) {
                for (int j = i + 1; j < order.size(); j++) {
                    int x = order.get(i);
                    int y = order.get(j);
                    if (!dojos.of(leaves[x]).equals(dojos.of(leaves[y])) && lower(delta(leaves, x, y, levels, dojos))) {
                        swap(leaves, x, y);
                        improved = true;
                    }
                }
            }
        }
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
                add(count, leaves, x, y, leaves[x], leaves[y], 1, dojos);
            }
        }
        return count;
    }

    /** The change in {@link #clashes} when the entrants at x and y change places. */
    private static int[] delta(Player[] leaves, int x, int y, int levels, DojoKeys dojos) {
        int[] d = new int[levels];
        for (int z = 0; z < leaves.length; z++) {
            if (z == x || z == y || leaves[z] == null) {
                continue;
            }
            add(d, leaves, x, z, leaves[x], leaves[z], -1, dojos);
            add(d, leaves, y, z, leaves[y], leaves[z], -1, dojos);
            add(d, leaves, x, z, leaves[y], leaves[z], 1, dojos);
            add(d, leaves, y, z, leaves[x], leaves[z], 1, dojos);
        }
        return d;
    }

    /** Adds sign to the level at which a at leaf x and b at leaf y would meet, when they are club mates. */
    private static void add(int[] count, Player[] leaves, int x, int y, Player a, Player b, int sign, DojoKeys dojos) {
        if (a == null || b == null || !dojos.same(a, b)) {
            return;
        }
        int round = 32 - Integer.numberOfLeadingZeros(x ^ y);
        boolean bothByes = leaves[x ^ 1] == null && leaves[y ^ 1] == null;
        int level = round == 1 || (round == 2 && bothByes) ? 0 : round - 1;
        if (level < count.length) {
            count[level] += sign;
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
