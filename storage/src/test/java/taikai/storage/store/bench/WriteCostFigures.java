package taikai.storage.store.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.io.FileUtils;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.store.Change;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.TournamentStore;
import taikai.storage.store.crash.StormFolder;
import taikai.wal.file.AtomicFile;

/**
 * Figures for the issue note "Crash-safe writes", not a test: what one score write through
 * {@link CompetitionStore#write} costs (lock, read the competition from disk, change one match
 * row, commit the changed file and the history line through the write-ahead log) next to a bare
 * {@link AtomicFile#replace} of a file the size of the same {@code pool-matches.csv}. Both run in
 * the same process, interleaved (alternating which goes first) after a warm-up, on the largest
 * {@code pool-matches.csv} of {@code sample-tournament/} (of a generated 40-entrant pools
 * competition when there is no sample). The folder lies under {@code target/}, on
 * the real disk: a temporary folder can be memory, where forcing costs nothing.
 *
 * <p>Run from the repository root (the sample is found from the storage module's directory):
 * <pre>
 * mvn -B -q -DskipTests install
 * cd storage
 * mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * java -cp "target/test-classes:target/classes:$(cat target/test.classpath)" \
 *     taikai.storage.store.bench.WriteCostFigures [measured rounds, default 400]
 * </pre>
 * (on Windows, {@code ;} between class path entries).
 */
public final class WriteCostFigures {
    private static final int DEFAULT_ROUNDS = 400;
    private static final int WARM_UP_ROUNDS = 100;
    private static final Duration WAIT = Duration.ofSeconds(30);

    private WriteCostFigures() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_ROUNDS;
        Path work = Path.of("target", "write-cost-figures").toAbsolutePath();
        FileUtils.deleteDirectory(work.toFile());
        Path root = work.resolve("data");
        Files.createDirectories(work);
        String source = StormFolder.prepare(root);
        TournamentStore store = TournamentStore.open(root);
        String id = largestPoolCompetition(store);
        CompetitionStore competition = store.competition(id);
        Path csv = root.resolve(FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES));
        Path bare = Files.createDirectories(work.resolve("bare")).resolve(FolderLayout.POOL_MATCHES);
        byte[] bytes = Files.readAllBytes(csv);
        AtomicFile atomicFile = AtomicFile.onDisk();

        long[] storeNanos = new long[rounds];
        long[] bareNanos = new long[rounds];
        long[] readNanos = new long[rounds];
        for (int i = -WARM_UP_ROUNDS; i < rounds; i++) {
            int round = i;
            long storeTime;
            long bareTime;
            if ((i & 1) == 0) {
                storeTime = timed(() -> scoreWrite(competition, round));
                bareTime = timed(() -> atomicFile.replace(bare, changed(bytes, round)));
            } else {
                bareTime = timed(() -> atomicFile.replace(bare, changed(bytes, round)));
                storeTime = timed(() -> scoreWrite(competition, round));
            }
            // The read alone, to tell parsing from forcing in the store's figure.
            long readTime = timed(competition::read);
            if (i >= 0) {
                storeNanos[i] = storeTime;
                bareNanos[i] = bareTime;
                readNanos[i] = readTime;
            }
        }
        System.out.printf("Write cost on %s, competition \"%s\", pool-matches.csv of %,d bytes, %d rounds after %d of "
                + "warm-up, folder in %s%n", source, id, bytes.length, rounds, WARM_UP_ROUNDS, work);
        print("store score write (lock, read, WAL commit, history line)", storeNanos);
        print("bare AtomicFile.replace of the same size", bareNanos);
        print("of the store's write: reading the competition alone", readNanos);
        System.out.printf("ratio store / bare: median %.1fx, p95 %.1fx%n",
                (double) percentile(storeNanos, 50) / percentile(bareNanos, 50),
                (double) percentile(storeNanos, 95) / percentile(bareNanos, 95));
    }

    /** The competition with the largest pool-matches.csv: a write rewrites that whole file. */
    private static String largestPoolCompetition(TournamentStore store) throws IOException {
        String largest = null;
        long largestBytes = -1;
        for (LoadedCompetition competition : store.read().competitions().values()) {
            Path csv = store.root().resolve(FolderLayout.competitionFile(competition.id(), FolderLayout.POOL_MATCHES));
            if (!competition.failed() && Files.isRegularFile(csv) && Files.size(csv) > largestBytes) {
                largest = competition.id();
                largestBytes = Files.size(csv);
            }
        }
        if (largest == null) {
            throw new IllegalStateException("No competition with pool matches to measure.");
        }
        return largest;
    }

    /**
     * A point for side A of one match (of its first bout, in a team encounter) and its history
     * line: the everyday write of a court table.
     */
    private static void scoreWrite(CompetitionStore competition, int round) throws Exception {
        competition.write(WAIT, state -> {
            List<MatchResult> matches = new ArrayList<>(state.poolMatches());
            int index = Math.floorMod(round, matches.size());
            MatchResult match = matches.get(index);
            // Zero to two points, turn about, so every round really changes the row.
            List<Mark> points = Math.floorMod(round, 3) == 0 ? List.of()
                    : Math.floorMod(round, 3) == 1 ? List.of(Mark.MEN) : List.of(Mark.MEN, Mark.KOTE);
            MatchResult scored;
            if (match.subBouts().isEmpty()) {
                scored = match.withSideA(match.sideA().withIppons(points));
            } else {
                List<SubBout> bouts = new ArrayList<>(match.subBouts());
                bouts.set(0, bouts.get(0).withIpponsA(points));
                scored = match.withSubBouts(bouts);
            }
            matches.set(index, scored.withProvenance(p -> p.withModifiedAt(1_000_000L + round)));
            HistoryEntry line = new HistoryEntry(match.id(),
                    new Arrival(1_000_000L + round, 1_000_000L + round, "desktop"),
                    new Asked("score", "bench-" + round, "bench", ""),
                    new Answered("applied", "Recorded.", List.of()));
            return Change.of(state.withPoolMatches(matches), List.of(line), null);
        });
    }

    private static byte[] changed(byte[] bytes, int round) {
        byte[] copy = bytes.clone();
        copy[0] = (byte) ('a' + Math.floorMod(round, 26));
        return copy;
    }

    private static long timed(Action action) throws Exception {
        long start = System.nanoTime();
        action.run();
        return System.nanoTime() - start;
    }

    private static void print(String what, long[] nanos) {
        System.out.printf("%-58s median %7.2f ms, p95 %7.2f ms%n", what, percentile(nanos, 50) / 1e6,
                percentile(nanos, 95) / 1e6);
    }

    /** Nearest-rank percentile. */
    private static long percentile(long[] nanos, int p) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    @FunctionalInterface
    private interface Action {
        void run() throws Exception;
    }
}
