package taikai.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Runs in a child JVM so each open starts as the app does, with a fresh heap and cold code.
 * {@code make DIR ENTRANTS} writes a generated tournament (to profile an open by hand);
 * {@code cold DIR} opens it once and prints how long that took, on the clock and in the process's
 * CPU time (every thread: readers, JIT compiler, collector), which a neighbour's build on a shared machine inflates far less (the parent runs it under shrinking
 * {@code -Xmx} to find the least heap an open fits in, and with and without a class data archive);
 * {@code warm DIR WARMUP ROUNDS} prints the heap an opened tournament keeps, then warm opens side
 * by side with their floor, one line each; {@code threads DIR} opens it once and prints, on Linux,
 * the CPU each kind of thread spent in the open (readers, JIT compilers, collector), to see what a
 * cold open's CPU time is made of.
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
            case "threads" -> threads(root);
            default -> throw new IllegalArgumentException("Unknown mode " + args[0]
                    + "; use make, cold, warm or threads.");
        }
    }

    /**
     * One cold open, then the CPU milliseconds each thread spent in it, summed over threads of one
     * name (numbered threads such as the collector's count as one), from {@code /proc/self/task}.
     */
    private static void threads(Path root) throws Exception {
        Map<String, Long> before = threadTicks();
        long start = System.nanoTime();
        TournamentOpen.open(root);
        long elapsed = System.nanoTime() - start;
        Map<String, Long> after = threadTicks();
        System.out.println("cold " + elapsed);
        for (Map.Entry<String, Long> thread : after.entrySet()) {
            long ticks = thread.getValue() - before.getOrDefault(thread.getKey(), 0L);
            if (ticks > 0) {
                // The kernel counts in clock ticks, 100 a second on Linux.
                System.out.println("thread " + thread.getKey().replace(' ', '_') + " " + ticks * 10 + " ms");
            }
        }
    }

    /** User and system clock ticks by thread name, from the stat file of each of the process's threads. */
    private static Map<String, Long> threadTicks() throws IOException {
        Map<String, Long> ticks = new TreeMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (NoSuchFileException e) {
                    continue; // the thread ended meanwhile
                }
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("[0-9]+$", "#");
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                ticks.merge(name, Long.parseLong(fields[11]) + Long.parseLong(fields[12]), Long::sum);
            }
        }
        return ticks;
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
