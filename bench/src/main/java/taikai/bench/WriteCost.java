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
    record Row(int matches, int entrants, WriteShape shape, Samples road, Samples floor, Samples sqlite,
            Samples logAppend, Samples applied, Samples roadCpu) {
        /** The answer's floor: the one forced log append it waits for, plus the CPU the road spends to it. */
        double answerFloorMillis() {
            return logAppend.medianMillis() + roadCpu.medianMillis();
        }
    }

    private WriteCost() {
    }

    /**
     * Every size's road, floor and SQLite writes in one interleaved loop, so a slow spell of the
     * disk falls on every size alike and the cost at 1,024 matches compares with the cost at 64.
     */
    static List<Row> run(Settings settings) throws Exception {
        List<Sized> sizes = new ArrayList<>();
        Interleaved loop = new Interleaved();
        try {
            for (int matches : settings.writeMatches()) {
                Sized sized = prepare(settings, matches);
                sizes.add(sized);
                loop.add("road " + matches, sized.writes::next, sized.writes::awaitApplied, sized.applied)
                        .add("floor " + matches, sized.floor::write)
                        .add("sqlite " + matches, sized.sqlite::write).add("log append " + matches, sized.log::write);
            }
            List<Samples> samples = loop.run(settings.writeWarmup(), settings.writeRounds());
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < sizes.size(); i++) {
                Sized s = sizes.get(i);
                rows.add(new Row(s.matches, s.entrants, s.shape, samples.get(4 * i), samples.get(4 * i + 1),
                        samples.get(4 * i + 2), samples.get(4 * i + 3), s.applied,
                        s.writes.cpuOfLast(settings.writeRounds())));
            }
            return rows;
        } finally {
            for (Sized sized : sizes) {
                sized.sqlite.close();
                sized.log.close();
            }
        }
    }

    /** One size, ready to write: the road on its folder, its floor, its SQLite twin and a log kept SQLite's way. */
    private record Sized(int matches, int entrants, WriteShape shape, ScoreWrites writes, DiskFloor floor,
            SqliteTwin sqlite, LogAppendFloor log, Samples applied) {
    }

    private static Sized prepare(Settings settings, int matches) throws Exception {
        Path dir = Files.createDirectories(settings.work().resolve("write-" + matches));
        int entrants = Tournaments.entrantsForMatches(matches);
        CompetitionState state = Tournaments.pools("open", 0, entrants);
        Path calibration = dir.resolve("calibration");
        Tournaments.folder(calibration, List.of(state));
        WriteShape shape = calibrate(calibration);
        Path folder = dir.resolve("folder");
        Tournaments.folder(folder, List.of(state));
        // As the app opens it: a write answers once its log frame is forced (decision 0031).
        WriteRoad road = WriteRoad.standard(TournamentStore.open(folder, TournamentStore.Answers.ONCE_LOGGED),
                new ChangeFeed());
        return new Sized(matches, entrants, shape, new ScoreWrites(road, "open", "court A"),
                new DiskFloor(dir.resolve("floor"), shape),
                new SqliteTwin(dir.resolve("twin.db"), state.poolMatches(), sizeOf(shape, "history/")),
                new LogAppendFloor(dir.resolve("log"), sizeOf(shape, WriteAheadLog.DIRECTORY + "/")),
                new Samples("road until applied " + matches));
    }

    /** The bytes the write wrote into its first file whose path holds {@code part}, forced or not. */
    private static int sizeOf(WriteShape shape, String part) {
        return java.util.stream.Stream.concat(shape.files().stream(), shape.unforced().stream())
                .filter(f -> f.path().contains(part)).mapToInt(WriteShape.Forced::sizeBytes)
                .findFirst().orElseThrow(() -> new IllegalStateException("The write wrote no " + part + " file: "
                        + shape.files() + " " + shape.unforced()));
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
