package taikai.storage.store.crash;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.TournamentStore;
import taikai.storage.folder.FolderWriter;
import taikai.wal.WriteAheadLog;
import taikai.wal.crash.KillLoop;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.TempFiles;

/**
 * The child of the store crash test: opens the data folder through {@link TournamentStore} and
 * runs one thread per writer of the {@link StormPlan}, each committing {@link StormWithdrawal}s
 * through {@link CompetitionStore#write} until the process is killed. It prints
 * {@code <writer> <n>} only after {@code write} returned, so every printed line is a promise
 * that transaction n is on disk. The store answers once the log frame is forced, as the running app's
 * does, so a kill may fall between the answer and the apply; {@code -Dtaikai.storm.applyPauseMillis}
 * widens that moment ({@link ApplyPause}).
 *
 * <p>Arguments: the data folder, the plan file, and optionally how many transactions each writer
 * makes before the child exits by itself (for the run that dumps the class-data archive).
 */
public final class StoreStormChild {
    private static final Duration LOCK_WAIT = Duration.ofSeconds(30);

    private StoreStormChild() {
    }

    public static void main(String[] args) throws Exception {
        // As the running app opens it: a write answers once its log frame is forced (decision 0031);
        // with a pause before each rename, a kill often falls between the answer and the apply.
        Path root = Path.of(args[0]);
        long pause = Long.getLong(ApplyPause.PROPERTY, 0);
        TournamentStore store = pause == 0 ? TournamentStore.open(root, TournamentStore.Answers.ONCE_LOGGED)
                : openPausing(root, pause);
        StormPlan plan = StormPlan.load(Path.of(args[1]));
        long transactions = args.length > 2 ? Long.parseLong(args[2]) : Long.MAX_VALUE;
        List<Thread> threads = new ArrayList<>();
        for (StormPlan.Writer writer : plan.writers()) {
            CompetitionStore competition = store.competition(writer.competition());
            // Carries on from what the folder holds: the check found it whole after the last kill.
            long first = StormWithdrawal.lastWritten(competition.read().state().orElseThrow(), writer.name()) + 1;
            threads.add(new Thread(() -> storm(competition, writer, first, transactions), writer.name()));
        }
        KillLoop.say(KillLoop.READY);
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
    }

    private static TournamentStore openPausing(Path root, long pauseMillis) throws java.io.IOException {
        ApplyPause ops = new ApplyPause(pauseMillis);
        TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds(),
                TournamentStore.Answers.ONCE_LOGGED);
        TempFiles.sweep(store.root());
        return store;
    }

    private static void storm(CompetitionStore competition, StormPlan.Writer writer, long first, long transactions) {
        try {
            for (long n = first; n - first < transactions; n++) {
                long number = n;
                competition.write(LOCK_WAIT, state -> StormWithdrawal.change(state, writer, number));
                KillLoop.say(writer.name() + " " + n);
            }
        } catch (Exception e) {
            e.printStackTrace();
            System.exit(3);
        }
    }
}
