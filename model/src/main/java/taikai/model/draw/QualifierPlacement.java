package taikai.model.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where each pool qualifier starts in the knockout (issue item 5). Each court's pools feed one block
 * of the tree: a pool's winner stays in its court's block, its runner-up crosses to the partner
 * court's block (courts are paired first and second, third and fourth, ...), a third qualifier to the
 * block of the same rank in the other pair, a fourth to that block's partner. Once the court blocks
 * are used up (one court, or more qualifiers than blocks), a block is halved and the next qualifier
 * goes to the other half, so two qualifiers of one pool meet as late as the blocks allow.
 *
 * Blocks are regions of a tree with the fewest leaves holding everyone. When courts carry unequal
 * numbers of pools a region can be over- or under-full; the lowest-ranked qualifiers then move to the
 * neighbouring region (preferring one without a pool mate), so no first-round match is ever empty on
 * both sides, and within a region the pool winners face the byes.
 */
final class QualifierPlacement {
    /** One qualifier: pool index, finishing rank (1-based) and the block it is placed in. */
    private static final class Entry {
        final int pool;
        final int rank;
        int block;

        Entry(int pool, int rank, int block) {
            this.pool = pool;
            this.rank = rank;
            this.block = block;
        }
    }

    /** leaves[i]: {pool index, rank} of the qualifier at leaf i, or null for a bye; blocks: regions in the tree. */
    record Layout(int[][] leaves, int blocks, int subBits, int courtsUsed) {
    }

    private static final Comparator<Entry> SEED_ORDER = Comparator.<Entry>comparingInt(e -> e.rank).thenComparingInt(e -> e.pool);

    private QualifierPlacement() {
    }

    /** @param qualifiers how many qualify from each pool, in pool order */
    static Layout place(int[] qualifiers, int courtCount) {
        int poolCount = qualifiers.length;
        int courtsUsed = CourtBlocks.courtsUsed(poolCount, courtCount);
        int courtBits = log2(StandardSeeding.treeSize(courtsUsed));
        int most = 1;
        int total = 0;
        for (int q : qualifiers) {
            most = Math.max(most, q);
            total += q;
        }
        int subBits = Math.max(0, log2(StandardSeeding.treeSize(most)) - courtBits);
        int[] poolsOnCourt = new int[courtsUsed];
        List<Entry> entries = new ArrayList<>();
        for (int p = 0; p < poolCount; p++) {
            int court = CourtBlocks.courtOfPool(p, poolCount, courtCount);
            int half = reverse(poolsOnCourt[court]++ % (1 << subBits), subBits);
            int home = (court << subBits) | half;
            for (int rank = 1; rank <= qualifiers[p]; rank++) {
                entries.add(new Entry(p, rank, home ^ crossing(rank - 1, courtBits, subBits)));
            }
        }
        int size = StandardSeeding.treeSize(total);
        int blocks = 1 << (courtBits + subBits);
        Entry[] placed = new Entry[size];
        fill(entries, 0, blocks, placed, 0, size);
        int[][] leaves = new int[size][];
        for (int i = 0; i < size; i++) {
            leaves[i] = placed[i] == null ? null : new int[] {placed[i].pool, placed[i].rank};
        }
        return new Layout(leaves, blocks, subBits, courtsUsed);
    }

    /**
     * Bit t of {@code m} flips, for t below the court bits, court bit t counted from the lowest (the
     * partner court first, then the other pair); after that the halves inside a court block, the
     * largest first.
     */
    static int crossing(int m, int courtBits, int subBits) {
        int mask = 0;
        for (int t = 0; (m >> t) != 0; t++) {
            if ((m >> t & 1) == 1) {
                mask |= 1 << (t < courtBits ? subBits + t : subBits - 1 - (t - courtBits));
            }
        }
        return mask;
    }

    private static void fill(List<Entry> entries, int blockLo, int blockHi, Entry[] leaves, int from, int size) {
        if (size == 1) {
            leaves[from] = entries.isEmpty() ? null : entries.get(0);
            return;
        }
        if (blockHi - blockLo <= 1) {
            List<Entry> seeds = new ArrayList<>(entries);
            seeds.sort(SEED_ORDER);
            int[] leafOf = StandardSeeding.leafOfSeed(size);
            for (int s = 0; s < seeds.size(); s++) {
                leaves[from + leafOf[s]] = seeds.get(s);
            }
            return;
        }
        int mid = (blockLo + blockHi) / 2;
        List<Entry> left = new ArrayList<>();
        List<Entry> right = new ArrayList<>();
        entries.forEach(e -> (e.block < mid ? left : right).add(e));
        int half = size / 2;
        int least = half >= 2 ? half / 2 : 0;
        while (left.size() > half || right.size() < least) {
            move(left, right, mid, blockHi);
        }
        while (right.size() > half || left.size() < least) {
            move(right, left, blockLo, mid);
        }
        fill(left, blockLo, mid, leaves, from, half);
        fill(right, mid, blockHi, leaves, from + half, half);
    }

    /** Moves the lowest-ranked qualifier, preferably one with no pool mate on the other side, into [lo, hi). */
    private static void move(List<Entry> source, List<Entry> target, int lo, int hi) {
        Entry chosen = null;
        for (Entry e : source) {
            if (chosen == null || movesBefore(e, chosen, target)) {
                chosen = e;
            }
        }
        source.remove(chosen);
        int best = lo;
        int bestKey = Integer.MAX_VALUE;
        for (int b = lo; b < hi; b++) {
            int key = 2 * count(target, b, -1) + (count(target, b, chosen.pool) > 0 ? target.size() * 2 + 1 : 0);
            if (key < bestKey) {
                bestKey = key;
                best = b;
            }
        }
        chosen.block = best;
        target.add(chosen);
    }

    private static boolean movesBefore(Entry e, Entry chosen, List<Entry> target) {
        boolean eFree = target.stream().noneMatch(t -> t.pool == e.pool);
        boolean cFree = target.stream().noneMatch(t -> t.pool == chosen.pool);
        if (eFree != cFree) {
            return eFree;
        }
        return e.rank != chosen.rank ? e.rank > chosen.rank : e.pool > chosen.pool;
    }

    private static int count(List<Entry> entries, int block, int pool) {
        int n = 0;
        for (Entry e : entries) {
            if (e.block == block && (pool < 0 || e.pool == pool)) {
                n++;
            }
        }
        return n;
    }

    private static int reverse(int value, int bits) {
        int r = 0;
        for (int b = 0; b < bits; b++) {
            r |= (value >> b & 1) << (bits - 1 - b);
        }
        return r;
    }

    private static int log2(int powerOfTwo) {
        return Integer.numberOfTrailingZeros(powerOfTwo);
    }
}
