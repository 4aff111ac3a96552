package taikai.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs several operations side by side: warm-up rounds first, then measured rounds in which each
 * operation runs once, in an order that rotates every round, so a slow spell of the disk or of a
 * neighbour's build falls on all of them alike and their ratio stays meaningful.
 */
final class Interleaved {
    /** One operation under measurement; it may throw, which stops the run. */
    @FunctionalInterface
    interface Op {
        void run() throws Exception;
    }

    private final List<String> names = new ArrayList<>();
    private final List<Op> ops = new ArrayList<>();
    private final List<Op> afters = new ArrayList<>();
    private final List<Samples> untilAfter = new ArrayList<>();

    Interleaved add(String name, Op op) {
        return add(name, op, null, null);
    }

    /**
     * An operation followed by {@code after}, which runs outside its timing but before the next
     * operation starts (a write's apply after its answer, so it never overlaps another's timing);
     * {@code untilAfter} gets each measured round's time to the end of {@code after}.
     */
    Interleaved add(String name, Op op, Op after, Samples untilAfter) {
        names.add(name);
        ops.add(op);
        afters.add(after);
        this.untilAfter.add(untilAfter);
        return this;
    }

    /** The samples of each operation, in the order they were added. */
    List<Samples> run(int warmupRounds, int measuredRounds) throws Exception {
        List<Samples> samples = new ArrayList<>();
        names.forEach(name -> samples.add(new Samples(name)));
        for (int round = 0; round < warmupRounds; round++) {
            for (int i = 0; i < ops.size(); i++) {
                ops.get(i).run();
                if (afters.get(i) != null) {
                    afters.get(i).run();
                }
            }
        }
        for (int round = 0; round < measuredRounds; round++) {
            for (int k = 0; k < ops.size(); k++) {
                int i = (round + k) % ops.size();
                long start = System.nanoTime();
                ops.get(i).run();
                samples.get(i).add(System.nanoTime() - start);
                if (afters.get(i) != null) {
                    afters.get(i).run();
                    untilAfter.get(i).add(System.nanoTime() - start);
                }
            }
        }
        return samples;
    }
}
