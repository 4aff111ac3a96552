package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.WriteRoad;
import taikai.model.competition.CompetitionState;
import taikai.storage.folder.FolderWriter;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;

/**
 * One score write through the whole write road, on competitions of growing size, side by side with
 * its disk floor and with the same change made in SQLite.
 */
final class WriteCost {
    /** One size's result. */
    record Row(int matches, int entrants, WriteShape shape, Samples road, Samples floor, Samples sqlite) {
    }

    private WriteCost() {
    }

    static List<Row> run(Settings settings) throws Exception {
        List<Row> rows = new ArrayList<>();
        for (int matches : settings.writeMatches()) {
            rows.add(one(settings, matches));
        }
        return rows;
    }

    private static Row one(Settings settings, int matches) throws Exception {
        Path dir = Files.createDirectories(settings.work().resolve("write-" + matches));
        int entrants = Tournaments.entrantsForMatches(matches);
        CompetitionState state = Tournaments.pools("open", 0, entrants);
        Path calibration = dir.resolve("calibration");
        Tournaments.folder(calibration, List.of(state));
        WriteShape shape = calibrate(calibration);
        Path folder = dir.resolve("folder");
        Tournaments.folder(folder, List.of(state));
        WriteRoad road = WriteRoad.standard(TournamentStore.open(folder), new ChangeFeed());
        ScoreWrites writes = new ScoreWrites(road, "open", "court A");
        DiskFloor floor = new DiskFloor(dir.resolve("floor"), shape);
        int historyLine = shape.files().stream().filter(f -> f.path().contains("/history/"))
                .mapToInt(WriteShape.Forced::sizeBytes).findFirst().orElse(0);
        try (SqliteTwin sqlite = new SqliteTwin(dir.resolve("twin.db"), state.poolMatches(), historyLine)) {
            List<Samples> samples = new Interleaved()
                    .add("road", writes::next)
                    .add("floor", floor::write)
                    .add("sqlite", sqlite::write)
                    .run(settings.writeWarmup(), settings.writeRounds());
            return new Row(matches, entrants, shape, samples.get(0), samples.get(1), samples.get(2));
        }
    }

    /**
     * Two writes through a road whose log watches the disk, on a copy of the benchmark's folder; the
     * second is the kind the benchmark repeats (the first also creates the history folder). Its
     * files and sizes are the floor's.
     */
    static WriteShape calibrate(Path folder) throws Exception {
        RecordingFileOps recording = new RecordingFileOps(folder);
        WriteAheadLog wal = WriteAheadLog.open(folder, recording, BusyRetry.STANDARD);
        TournamentStore store = TournamentStore.open(folder, wal, new AtomicFile(recording, BusyRetry.STANDARD),
                FolderWriter.withRandomIds());
        WriteRoad road = new WriteRoad(store, Handlers.standard(), System::currentTimeMillis,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), new ChangeFeed());
        ScoreWrites writes = new ScoreWrites(road, "open", "calibration");
        writes.next();
        recording.take();
        writes.next();
        return recording.take();
    }
}
