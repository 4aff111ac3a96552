package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Opening tournaments of growing size, each in child JVMs: the cold open (first in a fresh JVM,
 * as at the app's start), with and without an application class data archive, and as the launcher
 * runs the app (the archive and the quick compiler only), taken in turns;
 * warm opens side by side with reading every byte of the folder; the heap the opened tournament
 * keeps; and the least {@code -Xmx} a cold open completes in.
 */
final class OpenCost {
    /** The smallest and largest heap tried, and the step the search stops at, in megabytes. */
    private static final int HEAP_FLOOR_MB = 8;
    private static final int HEAP_CEILING_MB = 2048;
    private static final int HEAP_STEP_MB = 8;
    private static final long CHILD_TIMEOUT_SECONDS = 300;

    /** One size's result; the cold samples hold one open per child JVM. */
    record Row(int entrants, int competitions, long files, long bytes, Samples cold, Samples coldCpu,
            Samples coldArchived, Samples coldLaunched, Samples open, Samples floor, long liveBytes, int leastHeapMb) {
    }

    private OpenCost() {
    }

    static List<Row> run(Settings settings) throws Exception {
        List<Row> rows = new ArrayList<>();
        Path archive = null;
        for (int entrants : settings.openEntrants()) {
            Path folder = settings.work().resolve("open-" + entrants);
            Tournaments.tournament(folder, entrants);
            if (archive == null) {
                archive = archive(settings.work(), folder);
            }
            rows.add(one(settings, entrants, folder, archive));
        }
        return rows;
    }

    /** A dynamic class data archive of the classes an open loads, as an installer could ship one. */
    private static Path archive(Path work, Path folder) throws Exception {
        Path archive = work.resolve("open.jsa");
        ChildJvm.run(work, List.of("-XX:ArchiveClassesAtExit=" + archive), OpenProbe.class,
                List.of("cold", folder.toString()), CHILD_TIMEOUT_SECONDS).orFail("Archiving the classes of an open");
        return archive;
    }

    private static Row one(Settings settings, int entrants, Path folder, Path archive) throws Exception {
        long[] filesAndBytes = TournamentOpen.filesAndBytes(folder);
        int competitions;
        try (var list = Files.list(folder.resolve("competitions"))) {
            competitions = (int) list.count();
        }
        Samples cold = new Samples("cold");
        Samples coldCpu = new Samples("cold, CPU");
        Samples coldArchived = new Samples("cold, archived");
        Samples coldLaunched = new Samples("cold, as launched");
        for (int run = 0; run < settings.openColdRuns(); run++) {
            ChildJvm.Result plain = coldOpen(settings.work(), folder, List.of());
            cold.add(Long.parseLong(plain.valuesOf("cold").get(0)));
            coldCpu.add(Long.parseLong(plain.valuesOf("cpu").get(0)));
            ChildJvm.Result archived = coldOpen(settings.work(), folder, List.of("-XX:SharedArchiveFile=" + archive));
            coldArchived.add(Long.parseLong(archived.valuesOf("cold").get(0)));
            // As the launcher runs the app: the archive, and the quick compiler only (see the taikai script).
            ChildJvm.Result launched = coldOpen(settings.work(), folder,
                    List.of("-XX:SharedArchiveFile=" + archive, ChildJvm.AS_LAUNCHED_JIT));
            coldLaunched.add(Long.parseLong(launched.valuesOf("cold").get(0)));
        }
        ChildJvm.Result warm = ChildJvm.run(settings.work(), List.of(), OpenProbe.class, List.of("warm",
                folder.toString(), Integer.toString(settings.openWarmup()), Integer.toString(settings.openRounds())),
                CHILD_TIMEOUT_SECONDS).orFail("Opening " + entrants + " entrants");
        return new Row(entrants, competitions, filesAndBytes[0], filesAndBytes[1], cold, coldCpu, coldArchived, coldLaunched,
                samples("open", warm), samples("floor", warm), Long.parseLong(warm.valuesOf("live").get(0)),
                leastHeapMb(settings.work(), folder));
    }

    private static ChildJvm.Result coldOpen(Path work, Path folder, List<String> jvmArgs) throws Exception {
        return ChildJvm.run(work, jvmArgs, OpenProbe.class, List.of("cold", folder.toString()),
                CHILD_TIMEOUT_SECONDS).orFail("A cold open of " + folder.getFileName());
    }

    private static Samples samples(String name, ChildJvm.Result result) {
        return Samples.of(name, result.valuesOf(name).stream().map(Long::parseLong).toList());
    }

    /** Halves the range of {@code -Xmx} until the least heap a cold open completes in is known to a step. */
    private static int leastHeapMb(Path scratch, Path folder) throws Exception {
        int fails = HEAP_FLOOR_MB;
        int fits = HEAP_CEILING_MB;
        if (!opensIn(scratch, folder, fits)) {
            return -1;
        }
        while (fits - fails > HEAP_STEP_MB) {
            int middle = (fails + fits) / 2;
            if (opensIn(scratch, folder, middle)) {
                fits = middle;
            } else {
                fails = middle;
            }
        }
        return fits;
    }

    private static boolean opensIn(Path scratch, Path folder, int heapMb) throws Exception {
        return ChildJvm.run(scratch, List.of("-Xmx" + heapMb + "m", "-XX:+ExitOnOutOfMemoryError"), OpenProbe.class,
                List.of("cold", folder.toString()), CHILD_TIMEOUT_SECONDS).ok();
    }
}
