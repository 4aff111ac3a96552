package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.model.competition.CompetitionState;
import taikai.storage.store.TournamentStore;

/**
 * Writes per second a hall laptop sustains: bursts of score writes on one competition from one
 * writer, on one competition from four writers (four courts, one lock), and on four competitions
 * from four writers at once, each side by side with the same bursts of floor writes.
 */
final class Throughput {
    static final int WRITERS = 4;

    /** One way of writing: burst durations of the road and of the floor, and how many writes a burst holds. */
    record Row(String name, int writesPerBurst, Samples road, Samples floor) {
        double roadPerSecond() {
            return writesPerBurst / (road.medianMillis() / 1000.0);
        }

        double floorPerSecond() {
            return writesPerBurst / (floor.medianMillis() / 1000.0);
        }
    }

    private Throughput() {
    }

    static List<Row> run(Settings settings) throws Exception {
        Path dir = Files.createDirectories(settings.work().resolve("throughput"));
        int entrants = Tournaments.entrantsForMatches(settings.throughputMatches());
        List<CompetitionState> states = new ArrayList<>();
        for (int c = 0; c < WRITERS; c++) {
            states.add(Tournaments.pools("c" + c, c * entrants, entrants));
        }
        Path calibration = dir.resolve("calibration");
        Tournaments.folder(calibration, List.of(states.get(0).withCompetition(states.get(0).competition().withId("open"))));
        WriteShape shape = WriteCost.calibrate(calibration);
        Path folder = dir.resolve("folder");
        Tournaments.folder(folder, states);
        // As the app opens it: a write answers once its log frame is forced (decision 0031).
        TournamentStore store = TournamentStore.open(folder, TournamentStore.Answers.ONCE_LOGGED);
        WriteRoad road = WriteRoad.standard(store, new ChangeFeed());
        List<Interleaved.Op> ownCompetition = new ArrayList<>();
        List<Interleaved.Op> sharedCompetition = new ArrayList<>();
        List<Interleaved.Op> floors = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            ownCompetition.add(new ScoreWrites(road, "c" + w, "court " + w)::next);
            sharedCompetition.add(new ScoreWrites(road, "c0", "shared court " + w)::next);
            floors.add(new DiskFloor(dir.resolve("floor-" + w), shape)::write);
        }
        int n = settings.throughputWrites();
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            List<Samples> samples = new Interleaved()
                    .add("one competition, one writer", () -> burst(pool, n, ownCompetition.subList(0, 1), store))
                    .add("floor, one writer", () -> burst(pool, n, floors.subList(0, 1), store))
                    .add("one competition, four writers", () -> burst(pool, n, sharedCompetition, store))
                    .add("floor, four writers", () -> burst(pool, n, floors, store))
                    .add("four competitions, four writers", () -> burst(pool, n, ownCompetition, store))
                    .run(1, settings.throughputRounds());
            // The floor has no lock, so four writers on one competition and on four share one floor.
            return List.of(new Row("one competition, one writer", n, samples.get(0), samples.get(1)),
                    new Row("one competition, " + WRITERS + " writers", n * WRITERS, samples.get(2), samples.get(3)),
                    new Row(WRITERS + " competitions, " + WRITERS + " writers", n * WRITERS, samples.get(4),
                            samples.get(3)));
        } finally {
            pool.shutdownNow();
        }
    }

    /** Each writer makes {@code n} writes, all writers at once; returns when all are done and applied. */
    private static void burst(ExecutorService pool, int n, List<Interleaved.Op> writers, TournamentStore store)
            throws Exception {
        List<Callable<Void>> tasks = new ArrayList<>();
        for (Interleaved.Op writer : writers) {
            tasks.add(() -> {
                for (int i = 0; i < n; i++) {
                    writer.run();
                }
                return null;
            });
        }
        for (Future<Void> done : pool.invokeAll(tasks)) {
            done.get();
        }
        store.awaitApplied();
    }
}
