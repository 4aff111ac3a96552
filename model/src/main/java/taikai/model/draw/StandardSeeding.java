package taikai.model.draw;

/**
 * Standard seed placement in a tree of {@code size} leaves (a power of two). Seed s and seed
 * size + 1 - s meet in the first round, so the top seeds face the byes; seeds 1 and 2 sit in
 * opposite halves, seeds 1 to 4 in four different quarters, and so on down the tree.
 */
final class StandardSeeding {
    private StandardSeeding() {
    }

    /** leaf[i] = the 1-based seed placed at leaf i. */
    static int[] seedAtLeaf(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("A tree size must be a power of two, not " + size + ".");
        }
        int[] order = {1};
        while (order.length < size) {
            int n = order.length * 2;
            int[] next = new int[n];
            for (int i = 0; i < order.length; i++) {
                next[2 * i] = order[i];
                next[2 * i + 1] = n + 1 - order[i];
            }
            order = next;
        }
        return order;
    }

    /** leafOf[s - 1] = the leaf seed s is placed at. */
    static int[] leafOfSeed(int size) {
        int[] seedAt = seedAtLeaf(size);
        int[] leafOf = new int[size];
        for (int leaf = 0; leaf < size; leaf++) {
            leafOf[seedAt[leaf] - 1] = leaf;
        }
        return leafOf;
    }

    /** The smallest power of two holding {@code n} (at least 1). */
    static int treeSize(int n) {
        int size = 1;
        while (size < n) {
            size *= 2;
        }
        return size;
    }
}
