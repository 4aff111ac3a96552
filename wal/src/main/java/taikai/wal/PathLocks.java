package taikai.wal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Semaphore;

/**
 * Serialises commits that touch a common file, so that for any one file the order of sequence
 * numbers is the order in which changes reached it, which is the order a replay applies them in.
 * Commits on unrelated files (another competition) run in parallel. A fixed set of stripes keeps
 * memory bounded; taking them in ascending order rules out deadlock. A stripe is a permit, not an
 * owned lock: a commit that answers once its frame is forced hands its stripes to the thread that
 * applies it, which lets them go (decision 0031).
 */
final class PathLocks {

    private static final int STRIPES = 64;

    private final Semaphore[] stripes = new Semaphore[STRIPES];

    PathLocks() {
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new Semaphore(1);
        }
    }

    /** Takes the stripes of every path; returns them in the order they must be released. */
    List<Semaphore> lockAll(Collection<RelativePath> paths) {
        TreeSet<Integer> indexes = new TreeSet<>();
        for (RelativePath path : paths) {
            indexes.add(Math.floorMod(path.lockKey().hashCode(), STRIPES));
        }
        List<Semaphore> held = new ArrayList<>(indexes.size());
        for (int index : indexes) {
            Semaphore lock = stripes[index];
            lock.acquireUninterruptibly();
            held.add(0, lock);
        }
        return held;
    }

    static void unlockAll(List<Semaphore> held) {
        for (Semaphore lock : held) {
            lock.release();
        }
    }
}
