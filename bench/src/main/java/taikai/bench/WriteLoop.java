package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;
import taikai.wal.file.ForwardingFileOps;

/**
 * Score writes on one competition in a loop, with nothing beside them, for a profiler to watch:
 * {@code java -XX:StartFlightRecording=filename=w.jfr,settings=profile -cp taikai-bench.jar
 * taikai.bench.WriteLoop DIR MATCHES WRITES [--no-force|--floor|--as-app]}. Prints the mean time of a write
 * and the CPU the writing thread spent on it, in Java and in the kernel. With {@code --as-app} the store
 * is opened as the app opens it (decision 0031): the write answers once its log frame is forced, its
 * results file is applied on the store's applying thread, and the CPU printed is the writing thread's to
 * the answer alone (the loop waits for the apply outside it). With {@code --no-force} every
 * fsync is left out, which leaves the road's own work (and the page cache's): never a way to run the
 * app, only a way to see what a write costs besides the disk. With {@code --floor} the loop makes the
 * write's disk floor ({@link DiskFloor}) instead, for the CPU a write's forced writes cost alone.
 */
public final class WriteLoop {
    private WriteLoop() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int matches = Integer.parseInt(args[1]);
        int writes = Integer.parseInt(args[2]);
        Files.createDirectories(dir);
        CompetitionState state = Tournaments.pools("open", 0, Tournaments.entrantsForMatches(matches));
        Tournaments.folder(dir, List.of(state));
        WriteRoad road;
        if (args.length > 3 && args[3].equals("--no-force")) {
            FileOps ops = new NoForce();
            WriteAheadLog wal = WriteAheadLog.open(dir, ops, BusyRetry.STANDARD);
            TournamentStore store = TournamentStore.open(dir, wal, new AtomicFile(ops, BusyRetry.STANDARD),
                    FolderWriter.withRandomIds());
            road = new WriteRoad(store, Handlers.standard(), System::currentTimeMillis,
                    new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
        } else if (args.length > 3 && args[3].equals("--as-app")) {
            road = WriteRoad.standard(TournamentStore.open(dir, TournamentStore.Answers.ONCE_LOGGED), new ChangeFeed());
        } else {
            road = WriteRoad.standard(TournamentStore.open(dir), new ChangeFeed());
        }
        Interleaved.Op loop;
        if (args.length > 3 && args[3].equals("--floor")) {
            Path calibration = dir.resolve("calibration");
            Tournaments.folder(calibration, List.of(state));
            loop = new DiskFloor(dir.resolve("floor"), WriteCost.calibrate(calibration))::write;
        } else {
            loop = new ScoreWrites(road, "open", "court A")::next;
        }
        for (int i = 0; i < writes / 5; i++) {
            loop.run();
            road.store().awaitApplied();
        }
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long took = 0;
        long answerCpu = 0;
        long cpuStart = threads.getCurrentThreadCpuTime();
        long userStart = threads.getCurrentThreadUserTime();
        for (int i = 0; i < writes; i++) {
            long cpuBefore = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            loop.run();
            took += System.nanoTime() - start;
            answerCpu += threads.getCurrentThreadCpuTime() - cpuBefore;
            road.store().awaitApplied();
        }
        // The thread's user time is counted in clock ticks, so it is taken over the whole loop.
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        long user = threads.getCurrentThreadUserTime() - userStart;
        System.out.printf(java.util.Locale.ROOT, "%d writes on %d matches: %.3f ms a write to its answer, %.3f ms of"
                + " the writing thread's CPU to the answer; %.3f ms of its CPU a write in all (%.3f ms in Java, %.3f ms in"
                + " the kernel)%n", writes, matches, took / 1e6 / writes, answerCpu / 1e6 / writes, cpu / 1e6 / writes,
                user / 1e6 / writes, (cpu - user) / 1e6 / writes);
    }

    /** The disk's operations with every force left out. */
    private static final class NoForce extends ForwardingFileOps {
        NoForce() {
            super(DiskFileOps.instance());
        }

        @Override
        public void forceFile(Path file) {
        }

        @Override
        public void forceData(Path file) {
        }

        @Override
        public void forceDirectory(Path dir) {
        }
    }
}
