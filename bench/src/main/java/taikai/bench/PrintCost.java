package taikai.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.ThreadMXBean;
import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import taikai.print.Printed;
import taikai.print.Printing;
import taikai.print.Source;
import taikai.print.What;

/**
 * The whole booklet (every kind of every competition in one PDF) of the sample and of a generated
 * tournament, beside the time to open the same folder, measured in one run: the median of a few
 * rounds after a warm-up (wall-clock and the printing thread's CPU time), the peak of the heap
 * pools while it was made, and the most heap still in use after a collection (what the booklet
 * holds; the pools' peak is mostly garbage not collected yet, as G1 grows its young generation with
 * the heap it may take). The generated booklet is made again in a child JVM held to the target's
 * 300 MB of heap ({@code -Xmx300m}), so the heap figure is shown to be enough.
 */
final class PrintCost {
    private static final int WARMUP = 1;
    private static final int ROUNDS = 3;
    static final String HEAP_CAP = "-Xmx300m";

    private PrintCost() {
    }

    record Row(String folder, int entrants, int pages, long bytes, double openMillis, double bookletMillis, double bookletCpuMillis,
            double peakHeapMb, double liveHeapMb, String cappedMillis) {
        double ratio() {
            return bookletMillis / openMillis;
        }
    }

    static List<Row> run(Settings settings, List<Integer> sizes) throws Exception {
        List<Row> rows = new ArrayList<>();
        Path sample = settings.work().resolve("print-sample");
        Tournaments.copy(sampleTournament(), sample);
        rows.add(one("sample-tournament", entrants(sample), sample));
        for (int entrants : sizes) {
            Path folder = settings.work().resolve("print-" + entrants);
            Tournaments.tournament(folder, entrants);
            Row row = one("generated", entrants, folder);
            rows.add(new Row(row.folder(), row.entrants(), row.pages(), row.bytes(), row.openMillis(), row.bookletMillis(),
                    row.bookletCpuMillis(), row.peakHeapMb(), row.liveHeapMb(), capped(settings.work(), folder)));
        }
        return rows;
    }

    private static int entrants(Path folder) {
        return Source.read(folder).competitions().stream().mapToInt(c -> c.players().size()).sum();
    }

    private static Row one(String name, int entrants, Path folder) throws Exception {
        double[] open = new double[ROUNDS];
        double[] booklet = new double[ROUNDS];
        double[] cpu = new double[ROUNDS];
        Printed printed = null;
        double peak = 0;
        double live = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = -WARMUP; round < ROUNDS; round++) {
            long t0 = System.nanoTime();
            TournamentOpen.open(folder);
            long t1 = System.nanoTime();
            System.gc();
            resetPeaks();
            long c2 = threads.getCurrentThreadCpuTime();
            long t2 = System.nanoTime();
            double liveHere;
            try (AfterCollections after = new AfterCollections()) {
                printed = booklet(folder);
                liveHere = after.mostInUseMb();
            }
            long t3 = System.nanoTime();
            long c3 = threads.getCurrentThreadCpuTime();
            double heap = peakHeapMb();
            if (round >= 0) {
                open[round] = (t1 - t0) / 1e6;
                booklet[round] = (t3 - t2) / 1e6;
                cpu[round] = (c3 - c2) / 1e6;
                peak = Math.max(peak, heap);
                live = Math.max(live, liveHere);
            }
        }
        return new Row(name, entrants, printed.pages(), printed.pdf().length, median(open), median(booklet), median(cpu), peak, live, "");
    }

    private static Printed booklet(Path folder) throws Printing.Refused {
        return new Printing(Source.read(folder)).print(Printing.Request.of(What.BOOKLET));
    }

    /** The generated booklet in a child JVM with the target's heap: the median of its rounds, or why it failed. */
    private static String capped(Path scratch, Path folder) throws Exception {
        ChildJvm.Result result = ChildJvm.run(scratch, List.of(HEAP_CAP, "-Djava.awt.headless=true"), PrintCost.class,
                List.of(folder.toString(), String.valueOf(WARMUP), String.valueOf(ROUNDS)), 600);
        if (!result.ok()) {
            return "failed (exit " + result.exit() + ")";
        }
        return String.format(java.util.Locale.ROOT, "%,.0f", Double.parseDouble(result.valuesOf("booklet-ms").get(0)));
    }

    /** The child: prints the booklet of a folder, warm-up rounds then measured rounds, and their median. */
    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        int warmup = Integer.parseInt(args[1]);
        double[] millis = new double[Integer.parseInt(args[2])];
        for (int round = -warmup; round < millis.length; round++) {
            long t0 = System.nanoTime();
            booklet(folder);
            if (round >= 0) {
                millis[round] = (System.nanoTime() - t0) / 1e6;
            }
        }
        System.out.println("booklet-ms " + median(millis));
    }

    /** The most heap in use just after any collection while it is open: what was still held, garbage of the old generation included. */
    private static final class AfterCollections implements AutoCloseable {
        private final List<NotificationEmitter> emitters = new ArrayList<>();
        private final NotificationListener listener;
        private volatile long most;

        AfterCollections() {
            listener = (notification, handback) -> {
                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                    var info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                    long used = info.getGcInfo().getMemoryUsageAfterGc().values().stream().mapToLong(MemoryUsage::getUsed).sum();
                    synchronized (this) {
                        most = Math.max(most, used);
                    }
                }
            };
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof NotificationEmitter emitter) {
                    emitter.addNotificationListener(listener, null, null);
                    emitters.add(emitter);
                }
            }
        }

        double mostInUseMb() {
            return most / (1024.0 * 1024.0);
        }

        @Override
        public void close() throws ListenerNotFoundException {
            for (NotificationEmitter emitter : emitters) {
                emitter.removeNotificationListener(listener);
            }
        }
    }

    /** The table for docs/performance.md. */
    static void report(java.io.PrintStream out, List<Row> rows) {
        out.println("### Printing the whole booklet");
        out.println();
        out.println("| folder | entrants | pages | PDF, MB | open ms (median) | booklet ms (median) | booklet CPU ms (median) | booklet / open"
                + " | peak of the heap pools, MB | most heap in use after a collection, MB | booklet ms with " + HEAP_CAP + " (child JVM, median) |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (Row r : rows) {
            out.printf(java.util.Locale.ROOT, "| %s | %,d | %,d | %.1f | %,.0f | %,.0f | %,.0f | %.1f | %.0f | %.0f | %s |%n", r.folder(), r.entrants(),
                    r.pages(), r.bytes() / 1048576.0, r.openMillis(), r.bookletMillis(), r.bookletCpuMillis(), r.ratio(), r.peakHeapMb(),
                    r.liveHeapMb(), r.cappedMillis().isEmpty() ? "" : r.cappedMillis());
        }
        out.println();
    }

    /** sample-tournament/ of the working copy the bench runs from. */
    private static Path sampleTournament() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("sample-tournament/tournament.md"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("Run the bench from the project's folder: sample-tournament/ was not found above "
                    + Path.of("").toAbsolutePath());
        }
        return dir.resolve("sample-tournament");
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    private static double peakHeapMb() {
        long bytes = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                bytes += pool.getPeakUsage().getUsed();
            }
        }
        return bytes / (1024.0 * 1024.0);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
