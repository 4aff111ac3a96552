package taikai.bench;

import java.lang.management.ManagementFactory;
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
 * rounds after a warm-up, and the most heap the booklet's making held (peak of the heap pools).
 */
final class PrintCost {
    private static final int WARMUP = 1;
    private static final int ROUNDS = 3;

    private PrintCost() {
    }

    record Row(String folder, int entrants, int pages, long bytes, double openMillis, double bookletMillis, double peakHeapMb) {
        double ratio() {
            return bookletMillis / openMillis;
        }
    }

    static List<Row> run(Settings settings, List<Integer> sizes) throws Exception {
        List<Row> rows = new ArrayList<>();
        Path sample = settings.work().resolve("print-sample");
        copy(sampleTournament(), sample);
        rows.add(one("sample-tournament", entrants(sample), sample));
        for (int entrants : sizes) {
            Path folder = settings.work().resolve("print-" + entrants);
            Tournaments.tournament(folder, entrants);
            rows.add(one("generated", entrants, folder));
        }
        return rows;
    }

    private static int entrants(Path folder) {
        return Source.read(folder).competitions().stream().mapToInt(c -> c.players().size()).sum();
    }

    private static Row one(String name, int entrants, Path folder) throws Exception {
        double[] open = new double[ROUNDS];
        double[] booklet = new double[ROUNDS];
        Printed printed = null;
        double peak = 0;
        for (int round = -WARMUP; round < ROUNDS; round++) {
            long t0 = System.nanoTime();
            TournamentOpen.open(folder);
            long t1 = System.nanoTime();
            System.gc();
            resetPeaks();
            long t2 = System.nanoTime();
            printed = new Printing(Source.read(folder)).print(Printing.Request.of(What.BOOKLET));
            long t3 = System.nanoTime();
            double heap = peakHeapMb();
            if (round >= 0) {
                open[round] = (t1 - t0) / 1e6;
                booklet[round] = (t3 - t2) / 1e6;
                peak = Math.max(peak, heap);
            }
        }
        return new Row(name, entrants, printed.pages(), printed.pdf().length, median(open), median(booklet), peak);
    }

    /** The table for docs/performance.md. */
    static void report(java.io.PrintStream out, List<Row> rows) {
        out.println("### Printing the whole booklet");
        out.println();
        out.println("| folder | entrants | pages | PDF, MB | open ms (median) | booklet ms (median) | booklet / open | peak heap while printing, MB |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (Row r : rows) {
            out.printf(java.util.Locale.ROOT, "| %s | %,d | %,d | %.1f | %.0f | %.0f | %.1f | %.0f |%n", r.folder(), r.entrants(), r.pages(),
                    r.bytes() / 1048576.0, r.openMillis(), r.bookletMillis(), r.ratio(), r.peakHeapMb());
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

    private static void copy(Path from, Path to) throws java.io.IOException {
        try (var walk = Files.walk(from)) {
            for (Path path : walk.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
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
