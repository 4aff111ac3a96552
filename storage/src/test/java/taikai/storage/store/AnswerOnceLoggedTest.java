package taikai.storage.store;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.FolderWriter;
import taikai.storage.store.crash.ApplyPause;
import taikai.wal.WriteAheadLog;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;

/**
 * Decision 0031: a store opened with {@link TournamentStore.Answers#ONCE_LOGGED} returns from a
 * write once its log frame is forced and applies the files after, still under the competition's
 * lock. Here the apply is held back (a pause before the results file's rename), so each test sees
 * what happens in that moment: a read waits for the apply, the next write reads the applied files,
 * a crash in it is finished by the reopen, and a hand edit made after it is what the next write reads.
 */
class AnswerOnceLoggedTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final long PAUSE_MILLIS = 300;

    @TempDir
    Path root;
    private ApplyPause ops;

    private static HistoryEntry line(String matchId, String key) {
        return new HistoryEntry(matchId,
                new Arrival(1L, 2L, "desktop"),
                new Asked("score", key, "h", ""),
                new Answered("applied", "Recorded.", List.of()));
    }

    private static Change<Void> court(CompetitionState state, int index, String court, String key) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(index, matches.get(index).withCourt(court));
        return Change.of(state.withPoolMatches(matches), List.of(line(matches.get(index).id(), key)), null);
    }

    /** The folder's store as the app opens it, every rename (the apply of a replaced file) held back. */
    private TournamentStore slowApplying() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        ApplyPause ops = new ApplyPause(PAUSE_MILLIS);
        this.ops = ops;
        return TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds(), TournamentStore.Answers.ONCE_LOGGED);
    }

    @Test
    void theWriteAnswersBeforeItsApplyAndEveryReadAfterTheAnswerSeesIt() throws Exception {
        TournamentStore store = slowApplying();
        CompetitionStore open = store.competition("open");
        ops.hold();

        open.write(WAIT, state -> court(state, 0, "B", "k1"));
        assertEquals(0, ops.renames(), "the write answered before its results file was renamed into place");
        assertEquals("A", FolderReader.readCompetition(root, "open").state().orElseThrow().poolMatches().get(0).court(),
                "the file itself still holds the old row at the answer");
        Thread reader = Thread.currentThread();
        AtomicBoolean readWaited = new AtomicBoolean();
        Thread releasing = new Thread(() -> {
            try {
                // The apply goes on only once the read below waits for it.
                await().atMost(WAIT).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(5))
                        .until(() -> Set.of(Thread.State.WAITING, Thread.State.TIMED_WAITING, Thread.State.BLOCKED)
                                .contains(reader.getState()));
                readWaited.set(true);
            } finally {
                ops.release();
            }
        });
        releasing.start();

        assertEquals("B", open.read().state().orElseThrow().poolMatches().get(0).court(), "a read waits for the apply");
        releasing.join();
        assertTrue(readWaited.get(), "the read waited while the apply was held back");
        assertEquals(1, ops.renames());

        open.write(WAIT, state -> court(state, 1, "B", "k2"));
        assertEquals("B", store.read().competition("open").orElseThrow().state().orElseThrow().poolMatches().get(1)
                .court(), "the tournament's read waits too");
    }

    @Test
    void theNextWriteOfTheCompetitionReadsTheAppliedFiles() throws Exception {
        TournamentStore store = slowApplying();
        CompetitionStore open = store.competition("open");

        open.write(WAIT, state -> court(state, 0, "B", "k1"));
        String seen = open.write(WAIT, state -> Change.none(state.poolMatches().get(0).court()));

        assertEquals("B", seen);
        String history = Files.readString(root.resolve(open.historyPath(
                open.read().state().orElseThrow().poolMatches().get(0).id())));
        assertEquals(1, history.lines().count(), "one history line: applied once");
    }

    @Test
    void aCrashBetweenTheAnswerAndTheApplyIsFinishedByTheReopen() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        FaultyFileOps ops = new FaultyFileOps();
        TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds(), TournamentStore.Answers.ONCE_LOGGED);
        // Every operation after the log's force fails, as if the process had died there.
        ops.interleave("move", () -> ops.failFrom(1));
        store.competition("open").write(WAIT, state -> court(state, 0, "B", "k1"));
        store.competition("open").awaitApplied();
        assertEquals("A", FolderReader.readCompetition(root, "open").state().orElseThrow().poolMatches().get(0).court());

        TournamentStore reopened = TournamentStore.open(root);

        assertEquals("B", reopened.competition("open").read().state().orElseThrow().poolMatches().get(0).court());
        assertTrue(!reopened.openNotices().isEmpty(), "the reopen says it finished a change");
    }

    @Test
    void aHandEditAfterTheApplyIsWhatTheNextWriteReadsAndABrokenOneIsRefusedAndKept()
            throws Exception {
        TournamentStore store = slowApplying();
        CompetitionStore open = store.competition("open");
        open.write(WAIT, state -> court(state, 0, "B", "k1"));
        open.awaitApplied();

        Path csv = root.resolve("competitions/open/pool-matches.csv");
        String[] lines = Files.readString(csv).split("\n", -1);
        lines[1] = lines[1].replace(",scheduled,", ",running,");
        Files.writeString(csv, String.join("\n", lines));
        assertEquals(taikai.model.match.MatchStatus.RUNNING,
                open.write(WAIT, state -> Change.none(state.poolMatches().get(0).status())));

        byte[] broken = "id,\"unclosed\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(csv, broken);
        assertThrows(CompetitionUnavailableException.class, () -> open.write(WAIT, state -> court(state, 1, "B", "k2")));
        assertArrayEquals(broken, Files.readAllBytes(csv), "the broken file is never overwritten");
    }
}
