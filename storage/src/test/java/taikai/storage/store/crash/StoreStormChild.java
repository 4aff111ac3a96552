package taikai.storage.store.crash;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.TournamentStore;
import taikai.wal.crash.KillLoop;

/**
 * The child of the store crash test: opens the data folder through {@link TournamentStore} and
 * runs one thread per writer of the {@link StormPlan}, each committing {@link StormWithdrawal}s
 * through {@link CompetitionStore#write} until the process is killed. It prints
 * {@code <writer> <n>} only after {@code write} returned, so every printed line is a promise
 * that transaction n is on disk.
 *
 * <p>Arguments: the data folder, the plan file, and optionally how many transactions each writer
 * makes before the child exits by itself (for the run that dumps the class-data archive).
 */
public final class StoreStormChild {
    private static final Duration LOCK_WAIT = Duration.ofSeconds(30);

    private StoreStormChild() {
    }

    public static void main(String[] args) throws Exception {
        TournamentStore store = TournamentStore.open(Path.of(args[0]));
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
