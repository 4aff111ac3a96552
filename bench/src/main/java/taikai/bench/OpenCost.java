package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Opening tournaments of growing size, each in child JVMs: the cold open (first in a fresh JVM,
 * as at the app's start), warm opens side by side with reading every byte of the folder, the heap
 * the opened tournament keeps, and the least {@code -Xmx} a cold open completes in.
 */
final class OpenCost {
    /** The smallest and largest heap tried, and the step the search stops at, in megabytes. */
    private static final int HEAP_FLOOR_MB = 16;
    private static final int HEAP_CEILING_MB = 2048;
    private static final int HEAP_STEP_MB = 8;
    private static final long CHILD_TIMEOUT_SECONDS = 300;

    /** One size's result; {@code cold} holds one sample per child JVM. */
    record Row(int entrants, int competitions, long files, long bytes, Samples cold, Samples open, Samples floor,
            long liveBytes, int leastHeapMb) {
    }

    private OpenCost() {
    }

    static List<Row> run(Settings settings) throws Exception {
        List<Row> rows = new ArrayList<>();
        for (int entrants : settings.openEntrants()) {
            rows.add(one(settings, entrants));
        }
        return rows;
    }

    private static Row one(Settings settings, int entrants) throws Exception {
        Path folder = settings.work().resolve("open-" + entrants);
        Tournaments.tournament(folder, entrants);
        long[] filesAndBytes = TournamentOpen.filesAndBytes(folder);
        int competitions;
        try (var list = Files.list(folder.resolve("competitions"))) {
            competitions = (int) list.count();
        }
        Samples cold = new Samples("cold");
        ChildJvm.Result timed = null;
        for (int run = 0; run < settings.openColdRuns(); run++) {
            timed = ChildJvm.run(settings.work(), List.of(), OpenProbe.class, List.of("time", folder.toString(),
                    Integer.toString(settings.openWarmup()), Integer.toString(settings.openRounds())),
                    CHILD_TIMEOUT_SECONDS);
            if (!timed.ok()) {
                throw new IllegalStateException("Opening " + entrants + " entrants failed: " + timed.lines());
            }
            cold.add(Long.parseLong(timed.valuesOf("cold").get(0)));
        }
        return new Row(entrants, competitions, filesAndBytes[0], filesAndBytes[1], cold,
                samples("open", timed), samples("floor", timed), Long.parseLong(timed.valuesOf("live").get(0)),
                leastHeapMb(settings.work(), folder));
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
                List.of("once", folder.toString()), CHILD_TIMEOUT_SECONDS).ok();
    }
}
