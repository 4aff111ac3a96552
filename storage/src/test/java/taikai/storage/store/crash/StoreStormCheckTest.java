package taikai.storage.store.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.entrant.Player;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderReader;
import taikai.storage.history.HistoryFile;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/**
 * The store crash test's check must be able to fail: a lost or a half-applied write, a damaged
 * log record or a file that no longer loads, made here by hand, is caught; whole writes pass.
 */
class StoreStormCheckTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path temp;
    private Path root;
    private StormPlan plan;
    private StoreStormCheck check;

    @BeforeEach
    void folder() throws Exception {
        root = temp.resolve("data");
        StormFolder.prepare(root);
        plan = StormPlan.of(FolderReader.read(root), 3, 2, 6);
        check = new StoreStormCheck(root, plan);
    }

    private void write(String writer, long n, boolean withHistory) throws Exception {
        StormPlan.Writer w = plan.writer(writer);
        TournamentStore.open(root).competition(w.competition()).write(WAIT, state -> {
            Change<Void> change = StormWithdrawal.change(state, w, n);
            return withHistory ? change : Change.of(change.state(), List.of(), null);
        });
    }

    @Test
    void wholeTransactionsPassWithNothingLost() throws Exception {
        for (long n = 1; n <= 8; n++) {
            write("w0", n, true);
            write("w3", n, true);
        }
        assertEquals(0, check.afterKill(1, List.of("w0 7", "w3 8")));
    }

    @Test
    void anAcknowledgedTransactionThatIsMissingCountsAsLost() throws Exception {
        write("w0", 1, true);
        assertEquals(1, check.afterKill(1, List.of("w0 1", "w0 2")));
    }

    @Test
    void aMatchAndStatusWithoutTheirHistoryLineAreCaughtAsHalfApplied() throws Exception {
        write("w1", 1, true);
        write("w1", 2, false);
        AssertionError caught = assertThrows(AssertionError.class, () -> check.afterKill(1, List.of("w1 1")));
        assertTrue(caught.getMessage().contains("must reflect the last"), caught.getMessage());
    }

    @Test
    void aHistoryLineWithoutItsMatchIsCaughtAsHalfApplied() throws Exception {
        write("w2", 1, true);
        StormPlan.Writer w = plan.writer("w2");
        byte[] line = HistoryFile.line(new HistoryEntry(w.matchOf(2),
                new Arrival(1L, 1L, "desktop"),
                new Asked("kiken", new StormTag("w2", 2).key(), "storm", ""),
                new Answered("applied", "Recorded the withdrawal.", List.of())));
        Path history = root.resolve("competitions/" + w.competition() + "/history/" + HistoryFile.fileName(w.matchOf(2)));
        Files.createDirectories(history.getParent());
        Files.write(history, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        AssertionError caught = assertThrows(AssertionError.class, () -> check.afterKill(1, List.of("w2 1")));
        assertTrue(caught.getMessage().contains("must reflect the last"), caught.getMessage());
    }

    @Test
    void aRosterNoteBehindTheLastTransactionIsCaught() throws Exception {
        write("w0", 1, true);
        write("w0", 2, true);
        TournamentStore.open(root).competition(plan.writer("w0").competition()).write(WAIT, state -> {
            List<Player> players = new ArrayList<>(state.players());
            int row = StormWithdrawal.rosterRow(players, "w0");
            players.set(row, players.get(row).withMetadata(List.of(new StormTag("w0", 1).text())));
            return Change.of(state.withPlayers(players), List.of(), null);
        });
        AssertionError caught = assertThrows(AssertionError.class, () -> check.afterKill(1, List.of("w0 2")));
        assertTrue(caught.getMessage().contains("the roster row says transaction 1"), caught.getMessage());
    }

    @Test
    void aDamagedLogRecordFailsTheCheck() throws Exception {
        write("w0", 1, true);
        Files.createDirectories(root.resolve(".wal"));
        Files.writeString(root.resolve(".wal/taikai-00000000000000000099.wal"), "not a record");
        AssertionError caught = assertThrows(AssertionError.class, () -> check.afterKill(1, List.of("w0 1")));
        assertTrue(caught.getMessage().contains("is damaged"), caught.getMessage());
    }

    @Test
    void aFileDamagedSinceTheStartFailsTheCheck() throws Exception {
        write("w0", 1, true);
        Files.writeString(root.resolve("competitions/" + plan.writer("w0").competition() + "/competitor-status.yaml"),
                "statuses: [");
        AssertionError caught = assertThrows(AssertionError.class, () -> check.afterKill(1, List.of("w0 1")));
        // Either the reopen's log replay names the file as changed since its logged write, or (once a
        // checkpoint has emptied the log) the load names it as broken.
        assertTrue(caught.getMessage().contains("no longer loads")
                || caught.getMessage().contains("competitor-status.yaml was changed after"), caught.getMessage());
    }
}
