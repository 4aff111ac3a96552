package taikai.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Runs in a child JVM so each open starts as the app does, with a fresh heap and cold code:
 * {@code make DIR ENTRANTS} writes a generated tournament (to profile an open by hand);
 * {@code once DIR} opens the folder once (the parent runs it under shrinking {@code -Xmx} to find
 * the least heap an open fits in); {@code time DIR WARMUP ROUNDS} prints the cold open, the heap the
 * opened tournament keeps, and warm opens side by side with their floor, one line each.
 */
public final class OpenProbe {
    private OpenProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[1]);
        if (args[0].equals("make")) {
            Tournaments.tournament(root, Integer.parseInt(args[2]));
            return;
        }
        if (args[0].equals("once")) {
            System.out.println("opened " + TournamentOpen.open(root).size());
            return;
        }
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        long start = System.nanoTime();
        TournamentOpen.open(root);
        System.out.println("cold " + (System.nanoTime() - start));
        System.out.println("live " + liveBytes(root));
        List<Samples> warm = new Interleaved()
                .add("open", () -> TournamentOpen.open(root))
                .add("floor", () -> TournamentOpen.readAllBytes(root))
                .run(warmup, rounds);
        for (Samples samples : warm) {
            System.out.println(samples.name() + " " + samples.nanos().stream().map(String::valueOf)
                    .collect(Collectors.joining(" ")));
        }
    }

    /** The heap an opened tournament holds on to: used after a full collection, with it minus without it. */
    private static long liveBytes(Path root) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long before = settledUsed(memory);
        TournamentOpen.Opened opened = TournamentOpen.open(root);
        long after = settledUsed(memory);
        Reference.reachabilityFence(opened);
        return after - before;
    }

    private static long settledUsed(MemoryMXBean memory) throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
