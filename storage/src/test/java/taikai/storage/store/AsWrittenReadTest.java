package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderReader;

/**
 * Decision 0045: the store reads the results file it last wrote without splitting its rows again,
 * and that changes nothing a read gives. Every read after a write is what a read with nothing kept
 * gives, and a hand edit the same size as the file, with its time set back, is still what the next
 * write reads (spec section 5: read from disk under the lock). Decision 0054: so it is in a store that
 * answers once the frame is logged and works out the file's reading ahead, after the apply.
 */
class AsWrittenReadTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path root;

    private static Change<Void> court(CompetitionState state, int index, String court, String key) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(index, matches.get(index).withCourt(court));
        HistoryEntry line = new HistoryEntry(matches.get(index).id(),
                new Arrival(1L, 2L, "desktop"),
                new Asked("score", key, "h", ""),
                new Answered("applied", "Recorded.", List.of()));
        return Change.of(state.withPoolMatches(matches), List.of(line), null);
    }

    @Test
    void everyReadAfterAWriteIsWhatAReadWithNothingKeptGives() throws Exception {
        writeEveryMatchThriceReadingEachTime(StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 12)), false);
    }

    @Test
    void everyReadAfterAWriteAnsweredOnceLoggedIsWhatAReadWithNothingKeptGives() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 12)).close();
        TournamentStore store = TournamentStore.open(root, TournamentStore.Answers.ONCE_LOGGED);
        try {
            writeEveryMatchThriceReadingEachTime(store, true);
        } finally {
            store.close();
        }
    }

    /** Every other write waits for its apply when {@code settleSome}, so its reading is worked out ahead. */
    private void writeEveryMatchThriceReadingEachTime(TournamentStore store, boolean settleSome) throws Exception {
        CompetitionStore open = store.competition("open");
        int matches = open.read().state().orElseThrow().poolMatches().size();
        for (int i = 0; i < 3 * matches; i++) {
            int at = i % matches;
            open.write(WAIT, state -> court(state, at, "C" + at % 3, "k" + at));
            CompetitionState kept = open.read().state().orElseThrow();
            assertEquals(FolderReader.readCompetition(root, "open").state().orElseThrow(), kept);
            if (settleSome && i % 2 == 0) {
                open.awaitApplied();
            }
        }
    }

    @Test
    void aHandEditOfTheSameSizeAndTimeAfterAWriteIsWhatTheNextWriteReads() throws Exception {
        handEditAfterAWrite(StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)));
    }

    @Test
    void aHandEditAfterTheReadingWasWorkedOutAheadIsWhatTheNextWriteReads() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        TournamentStore store = TournamentStore.open(root, TournamentStore.Answers.ONCE_LOGGED);
        try {
            handEditAfterAWrite(store);
        } finally {
            store.close();
        }
    }

    private void handEditAfterAWrite(TournamentStore store) throws Exception {
        CompetitionStore open = store.competition("open");
        open.write(WAIT, state -> court(state, 0, "B", "k1"));
        open.awaitApplied();

        Path csv = root.resolve("competitions/open/pool-matches.csv");
        String before = Files.readString(csv);
        FileTime time = Files.getLastModifiedTime(csv);
        String[] lines = before.split("\n", -1);
        String court = open.read().state().orElseThrow().poolMatches().get(1).court();
        assertEquals(1, court.length());
        lines[2] = lines[2].replaceFirst("," + court + ",", ",Z,"); // the second match's court, one letter for one
        String edited = String.join("\n", lines);
        assertNotEquals(before, edited);
        Files.writeString(csv, edited);
        Files.setLastModifiedTime(csv, time);
        assertEquals(before.length(), Files.size(csv));

        assertEquals("Z", open.write(WAIT, state -> Change.none(state.poolMatches().get(1).court())));
        assertEquals("Z", open.read().state().orElseThrow().poolMatches().get(1).court());
    }
}
