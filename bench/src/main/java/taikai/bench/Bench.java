package taikai.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs every benchmark in one process and prints the tables of docs/performance.md:
 * {@code java -jar bench/target/taikai-bench.jar [--quick] [--only writes|throughput|draws|opens|window|followers] [--work DIR]
 * [--chart FILE]}.
 * The work folder (beside the jar by default, so on the project's disk, not a RAM disk) is
 * emptied first and removed at the end.
 */
public final class Bench {
    private Bench() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path jarDir = jarDirectory();
        Path work = jarDir.resolve("bench-work");
        Path chart = jarDir.resolve("performance-write-cost.png");
        boolean quick = false;
        String only = "";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--work" -> work = Path.of(args[++i]);
                case "--chart" -> chart = Path.of(args[++i]);
                case "--only" -> only = args[++i];
                default -> {
                    System.err.println("Unknown option " + args[i] + ". Use --quick, --only writes|throughput|draws|opens|window|followers,"
                            + " --work DIR or --chart FILE.");
                    System.exit(2);
                }
            }
        }
        delete(work);
        Files.createDirectories(work);
        Settings settings = quick ? Settings.quick(work, chart) : Settings.full(work, chart);
        String machine = machine(work);
        double loadAtStart = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        Report report = new Report(System.out);
        System.out.println("Machine: " + machine);
        System.out.println();
        try {
            List<WriteCost.Row> writes = List.of();
            List<OpenCost.Row> opens = List.of();
            if (only.isEmpty() || only.equals("writes")) {
                writes = WriteCost.run(settings);
                report.writes(writes);
                WriteChart.write(writes, machine, chart);
                System.out.println("Chart written to " + chart.toAbsolutePath());
                System.out.println();
                report.warmUp(WarmUpCurve.run(settings));
            }
            if (only.isEmpty() || only.equals("throughput")) {
                report.throughput(Throughput.run(settings));
            }
            if (only.isEmpty() || only.equals("draws")) {
                report.draws(DrawCost.run(settings));
            }
            if (only.isEmpty() || only.equals("opens")) {
                opens = OpenCost.run(settings);
                report.opens(opens);
            }
            if (only.isEmpty() || only.equals("prints")) {
                PrintCost.report(System.out, PrintCost.run(settings, quick ? List.of(300) : List.of(3000)));
            }
            if ((only.isEmpty() && System.getenv("DISPLAY") != null) || only.equals("window")) {
                report.firstWindow(FirstWindow.run(settings, jarDir.getParent().getParent(), quick ? 2 : 5));
            }
            if (only.equals("followers")) {
                FeedCrowd.print(FeedCrowd.run(settings, FeedCrowd.crowds(quick), quick ? 4 : 8));
            }
            if (only.equals("copies")) {
                CopyCost.print(work, quick ? 300 : 3000, quick ? 4 : 12, quick ? 3 : 7, System.out);
            }
            if (only.equals("schedule")) {
                ScheduleCost.print(ScheduleCost.run(work, settings.drawRounds()));
            }
            report.targets(writes, opens);
            System.out.printf(java.util.Locale.ROOT, "Load average (1 min): %.1f at the start, %.1f at the end.%n",
                    loadAtStart, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        } finally {
            delete(work);
        }
    }

    private static String machine(Path work) throws IOException {
        FileStore store = Files.getFileStore(work);
        return Runtime.getRuntime().availableProcessors() + " cores, " + store.type() + " disk, Java "
                + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + "), "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch");
    }

    private static Path jarDirectory() throws URISyntaxException {
        Path location = Path.of(Bench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return Files.isDirectory(location) ? location : location.getParent();
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
