package taikai.wal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Serialises commits that touch a common file, so that for any one file the order of sequence
 * numbers is the order in which changes reached it, which is the order a replay applies them in.
 * Commits on unrelated files (another competition) run in parallel. A fixed set of stripes keeps
 * memory bounded; taking them in ascending order rules out deadlock.
 */
final class PathLocks {

    private static final int STRIPES = 64;

    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];

    PathLocks() {
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock();
        }
    }

    /** Takes the stripes of every path; returns them in the order they must be released. */
    List<ReentrantLock> lockAll(Collection<RelativePath> paths) {
        TreeSet<Integer> indexes = new TreeSet<>();
        for (RelativePath path : paths) {
            indexes.add(Math.floorMod(path.lockKey().hashCode(), STRIPES));
        }
        List<ReentrantLock> held = new ArrayList<>(indexes.size());
        for (int index : indexes) {
            ReentrantLock lock = stripes[index];
            lock.lock();
            held.add(0, lock);
        }
        return held;
    }

    static void unlockAll(List<ReentrantLock> held) {
        for (ReentrantLock lock : held) {
            lock.unlock();
        }
    }
}
