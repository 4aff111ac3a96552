package taikai.model.draw;

import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Which court plays what. Consecutive pools share a court (Pool A and Pool B on the first court when
 * four pools share two), earlier courts taking the extra pool; a knockout tree is cut into equal
 * blocks of leaves, each block played on one court.
 */
final class CourtBlocks {
    private CourtBlocks() {
    }

    /** How many courts the pools use: never more than there are pools, at least one. */
    static int courtsUsed(int poolCount, int courtCount) {
        return Math.max(1, Math.min(poolCount, courtCount));
    }

    /** The 0-based court of pool {@code pool} when {@code poolCount} pools share {@code courtCount} courts. */
    static int courtOfPool(int pool, int poolCount, int courtCount) {
        int used = courtsUsed(poolCount, courtCount);
        int base = poolCount / used;
        int extra = poolCount % used;
        int inBigCourts = extra * (base + 1);
        return pool < inBigCourts ? pool / (base + 1) : extra + (pool - inBigCourts) / base;
    }

    /** The court label at a 0-based index, or empty when the competition names no courts. */
    static String label(List<String> courts, int index) {
        return courts.isEmpty() ? "" : courts.get(index % courts.size());
    }

    /**
     * The court of a knockout match covering leaves [firstLeaf, firstLeaf + span) of a tree cut into
     * {@code blocks} equal blocks: the court of its block, or of the first block it spans once it joins
     * several (a rule chosen here: the later rounds stay on the court that opened them).
     */
    static int blockOf(int firstLeaf, int treeSize, int blocks) {
        return firstLeaf / Math.max(1, treeSize / blocks);
    }

    /** Court index of every match, rounds[k][i], for a tree of {@code treeSize} leaves. */
    static int[][] matchCourts(int treeSize, int blocks, IntUnaryOperator blockCourt) {
        int rounds = Integer.numberOfTrailingZeros(treeSize);
        int[][] courts = new int[rounds][];
        for (int k = 0; k < rounds; k++) {
            int span = 2 << k;
            courts[k] = new int[treeSize / span];
            for (int i = 0; i < courts[k].length; i++) {
                courts[k][i] = blockCourt.applyAsInt(blockOf(i * span, treeSize, blocks));
            }
        }
        return courts;
    }
}
