package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.entrant.Player;

/**
 * Keeps club mates apart in a knockout's first round: an unseeded entrant drawn against a club mate
 * changes places with another unseeded entrant when neither first-round match then pairs club mates.
 * Seeded entrants never move, so the seed placement stays as drawn.
 */
final class FirstRoundSeparation {
    private FirstRoundSeparation() {
    }

    /** leaves: null is a bye; movable: true where an unseeded entrant sits. */
    static void apply(Player[] leaves, boolean[] movable, SplittableRandom random) {
        List<Integer> candidates = new ArrayList<>();
        for (int leaf = 0; leaf < leaves.length; leaf++) {
            if (movable[leaf]) {
                candidates.add(leaf);
            }
        }
        for (int match = 0; match < leaves.length / 2; match++) {
            if (!clash(leaves, match)) {
                continue;
            }
            int mover = movable[2 * match + 1] ? 2 * match + 1 : 2 * match;
            if (!movable[mover]) {
                continue;
            }
            for (int other : Shuffle.of(candidates, random)) {
                if (other / 2 == match) {
                    continue;
                }
                swap(leaves, mover, other);
                if (!clash(leaves, match) && !clash(leaves, other / 2)) {
                    break;
                }
                swap(leaves, mover, other);
            }
        }
    }

    static boolean clash(Player[] leaves, int match) {
        Player a = leaves[2 * match];
        Player b = leaves[2 * match + 1];
        return a != null && b != null && Dojos.same(a, b);
    }

    private static void swap(Player[] leaves, int x, int y) {
        Player t = leaves[x];
        leaves[x] = leaves[y];
        leaves[y] = t;
    }
}
