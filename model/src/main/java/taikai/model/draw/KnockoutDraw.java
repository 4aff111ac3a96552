package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;

/**
 * A knockout drawn without pools (issue item 5), for any entrant count. The tree is the smallest
 * power of two holding everyone; seeded entrants take seed ranks in seed order and the others the
 * remaining ranks at random, placed by standard seeding, so seeds 1 and 2 can meet only in the final
 * and seeds 1 to 4 only from the semi-finals on, and the byes fall to the top ranks. Club mates are
 * then kept apart as far as the tree allows ({@link ClubSeparation}). The bracket
 * keeps the draw order, which the competitor numbers count.
 */
public final class KnockoutDraw {
    private KnockoutDraw() {
    }

    public static Bracket draw(Competition competition, List<Player> entrants, long seed) {
        if (entrants.size() < 2) {
            throw new DrawRefused("draw-knockout-needs-two", "A knockout needs at least two entrants; add entrants or check them in, then draw again.");
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<Player> ranked = new ArrayList<>(PoolDraw.seeded(entrants));
        int seededCount = ranked.size();
        List<Player> unseeded = new ArrayList<>();
        for (Player p : entrants) {
            if (p.seed() <= 0) {
                unseeded.add(p);
            }
        }
        ranked.addAll(Shuffle.of(unseeded, random));
        int size = StandardSeeding.treeSize(ranked.size());
        int[] leafOf = StandardSeeding.leafOfSeed(size);
        Player[] leaves = new Player[size];
        boolean[] movable = new boolean[size];
        for (int rank = 0; rank < ranked.size(); rank++) {
            leaves[leafOf[rank]] = ranked.get(rank);
            movable[leafOf[rank]] = rank >= seededCount;
        }
        ClubSeparation.apply(leaves, movable, random);
        Leaf[] slots = new Leaf[size];
        List<String> drawOrder = new ArrayList<>();
        for (int leaf = 0; leaf < size; leaf++) {
            slots[leaf] = leaves[leaf] == null ? Leaf.BYE : Leaf.entrant(leaves[leaf]);
            if (leaves[leaf] != null) {
                drawOrder.add(leaves[leaf].id());
            }
        }
        return BracketBuilder.build(slots, courts(competition.schedule().courts(), size), competition.knockout().thirdPlaceMatch(), drawOrder, false);
    }

    /** The tree cut into one block per court (a power of two, at most one per first-round match). */
    private static String[][] courts(List<String> labels, int size) {
        int blocks = Math.min(StandardSeeding.treeSize(Math.max(1, labels.size())), Math.max(1, size / 2));
        int courtCount = Math.max(1, labels.size());
        int[][] index = CourtBlocks.matchCourts(size, blocks, b -> b % courtCount);
        String[][] result = new String[index.length][];
        for (int k = 0; k < index.length; k++) {
            result[k] = new String[index[k].length];
            for (int i = 0; i < index[k].length; i++) {
                result[k][i] = CourtBlocks.label(labels, index[k][i]);
            }
        }
        return result;
    }
}
