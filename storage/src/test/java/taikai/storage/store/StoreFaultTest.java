package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.io.FileUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderWriter;
import taikai.wal.WriteAheadLog;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;

/**
 * Issue "Crash-safe writes", item 6: an I/O failure at any step of a multi-file write (the match,
 * a competitor's status and the history line) before its log frame is forced answers with an error
 * that says what failed and leaves the change whole or absent; a failure after it (in the apply that
 * follows the answer, decision 0031) leaves the answered change in the log, and every read after
 * the fault clears sees it. Either way the next write succeeds once the fault clears.
 */
class StoreFaultTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path temp;

    private static Change<Void> withdrawal(CompetitionState state) {
        MatchResult first = state.poolMatches().get(0);
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(0, first.withCourt("B").withVerdict(v -> v.withDecisionReason("injury")));
        CompetitorStatus barred = new CompetitorStatus(first.sideA().participantId(), false, true,
                "kiken-injury at " + first.id(), first.id(), Instant.parse("2027-03-14T10:15:00Z"));
        HistoryEntry line = new HistoryEntry(first.id(),
                new Arrival(1L, 2L, "desktop"),
                new Asked("kiken", "k-" + first.id(), "h", ""),
                new Answered("applied", "Recorded.", List.of()));
        return Change.of(state.withPoolMatches(matches).withStatuses(List.of(barred)), List.of(line), null);
    }

    /** Either every part of the withdrawal is on disk or none is. */
    private static boolean wholeOrAbsent(Path root) {
        CompetitionState state = TournamentStore.openForReading(root).competition("open").read().state().orElseThrow();
        boolean match = state.poolMatches().get(0).court().equals("B");
        boolean status = !state.statuses().isEmpty();
        boolean history = Files.exists(root.resolve("competitions/open/history").resolve(
                state.poolMatches().get(0).id() + ".jsonl"));
        assertEquals(match, status, "the match and the status record land together");
        assertEquals(match, history, "the match and its history line land together");
        return match;
    }

    private int operationsOfOneWrite() throws Exception {
        Path root = temp.resolve("count");
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        FaultyFileOps ops = new FaultyFileOps();
        TournamentStore store = store(root, ops);
        ops.failOnce(Integer.MAX_VALUE);
        store.competition("open").write(WAIT, StoreFaultTest::withdrawal);
        store.competition("open").awaitApplied();
        return ops.calls().size();
    }

    private static TournamentStore store(Path root, FaultyFileOps ops) throws IOException {
        return store(root, ops, TournamentStore.Answers.ONCE_LOGGED);
    }

    private static TournamentStore store(Path root, FaultyFileOps ops, TournamentStore.Answers answers)
            throws IOException {
        return TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds(), answers);
    }

    @Test
    void aFailureAtAnyStepLeavesTheChangeWholeOrAbsentAndTheNextWriteSucceeds() throws Exception {
        int operations = operationsOfOneWrite();
        assertTrue(operations > 5, "a multi-file write uses several file operations, found " + operations);
        Path template = temp.resolve("template");
        StoreFixtures.folder(template, StoreFixtures.drawnPools("open", 8));
        int answeredThenFailed = 0;
        for (TournamentStore.Answers answers : TournamentStore.Answers.values())
        for (boolean persistent : new boolean[] {false, true}) {
            for (int k = 1; k <= operations; k++) {
                Path root = temp.resolve(answers + (persistent ? "-persistent-" : "-once-") + k);
                FileUtils.copyDirectory(template.toFile(), root.toFile());
                FaultyFileOps ops = new FaultyFileOps();
                TournamentStore store = store(root, ops, answers);
                if (persistent) {
                    ops.failFrom(k);
                } else {
                    ops.failOnce(k);
                }
                boolean answered;
                try {
                    store.competition("open").write(WAIT, StoreFaultTest::withdrawal);
                    answered = true;
                } catch (IOException failure) {
                    assertFalse(failure.getMessage().isBlank(), "the error says what failed");
                    answered = false;
                }
                assertTrue(answers == TournamentStore.Answers.ONCE_LOGGED || !answered,
                        "operation " + k + ": a store answering once applied answers no failed write");
                if (answered && !persistent) {
                    // The apply after the answer failed once: a read waits for it and replays the log.
                    assertTrue(store.competition("open").read().state().orElseThrow().poolMatches().get(0).court()
                            .equals("B"), "operation " + k + ": a read after the answer sees the write");
                }
                store.competition("open").awaitApplied();
                if (answered && ops.calls().size() >= k) {
                    answeredThenFailed++;
                }
                ops.heal();
                if (answered) {
                    assertTrue(store.competition("open").read().state().orElseThrow().statuses().size() == 1,
                            "operation " + k + ": once the fault clears, a read sees the answered write");
                }
                // The next write (here: the same withdrawal again, as a retry would) succeeds.
                store.competition("open").write(WAIT, state -> state.statuses().isEmpty()
                        ? withdrawal(state) : Change.none(null));
                store.competition("open").awaitApplied();
                boolean landed = wholeOrAbsent(TournamentStore.open(root).root());
                assertTrue(landed, "after operation " + k + " failed");
            }
        }
        assertTrue(answeredThenFailed > 0, "some faults fall between the answer and the apply");
    }

    @Test
    void reopeningAfterAFailedWriteFindsTheChangeWholeOrAbsent() throws Exception {
        int operations = operationsOfOneWrite();
        Path template = temp.resolve("template2");
        StoreFixtures.folder(template, StoreFixtures.drawnPools("open", 8));
        for (int k = 1; k <= operations; k++) {
            Path root = temp.resolve("reopen-" + k);
            FileUtils.copyDirectory(template.toFile(), root.toFile());
            FaultyFileOps ops = new FaultyFileOps();
            TournamentStore store = store(root, ops);
            ops.failFrom(k);
            boolean answered;
            try {
                store.competition("open").write(WAIT, StoreFaultTest::withdrawal);
                answered = true;
            } catch (IOException failure) {
                answered = false;
            }
            store.competition("open").awaitApplied();
            // The app dies here; opening the folder again replays or discards the change, and an
            // answered one is there.
            TournamentStore.open(root);
            assertEquals(answered || wholeOrAbsent(root), wholeOrAbsent(root), "operation " + k);
            if (answered) {
                assertTrue(wholeOrAbsent(root), "operation " + k + ": the answered write is there after reopening");
            }
        }
    }
}
