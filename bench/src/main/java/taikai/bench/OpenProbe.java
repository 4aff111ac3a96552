package taikai.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Runs in a child JVM so each open starts as the app does, with a fresh heap and cold code.
 * {@code make DIR ENTRANTS} writes a generated tournament (to profile an open by hand);
 * {@code cold DIR} opens it once and prints how long that took, on the clock and in the process's
 * CPU time (every thread: readers, JIT compiler, collector), which a neighbour's build on a shared machine inflates far less (the parent runs it under shrinking
 * {@code -Xmx} to find the least heap an open fits in, and with and without a class data archive);
 * {@code warm DIR WARMUP ROUNDS} prints the heap an opened tournament keeps, then warm opens side
 * by side with their floor, one line each.
 */
public final class OpenProbe {
    private OpenProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[1]);
        switch (args[0]) {
            case "make" -> Tournaments.tournament(root, Integer.parseInt(args[2]));
            case "cold" -> {
                // The whole process's CPU: the competitions are read on several threads, and the JIT
                // compiler's threads are much of what a first open costs.
                var system = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
                long cpuStart = system.getProcessCpuTime();
                long start = System.nanoTime();
                TournamentOpen.open(root);
                System.out.println("cold " + (System.nanoTime() - start));
                System.out.println("cpu " + (system.getProcessCpuTime() - cpuStart));
            }
            case "warm" -> warm(root, Integer.parseInt(args[2]), Integer.parseInt(args[3]));
            default -> throw new IllegalArgumentException("Unknown mode " + args[0] + "; use make, cold or warm.");
        }
    }

    private static void warm(Path root, int warmup, int rounds) throws Exception {
        // Measured around the first open, so it counts what the read caches keep of the folder and
        // what the libraries' first use leaves on the heap.
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

    /**
     * The heap a first open leaves in use (the tournament held, the parse caches, the libraries'
     * static state): used after full collections, after the open minus before it.
     */
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
