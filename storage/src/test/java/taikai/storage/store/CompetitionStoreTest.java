package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;

class CompetitionStoreTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path root;

    private static HistoryEntry line(String matchId, String key) {
        return new HistoryEntry(matchId,
                new Arrival(1L, 2L, "desktop"),
                new Asked("score", key, "h", ""),
                new Answered("applied", "Recorded.", List.of()));
    }

    private static CompetitionState withCourt(CompetitionState state, int index, String court) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(index, matches.get(index).withCourt(court));
        return state.withPoolMatches(matches);
    }

    @Test
    void aChangeAndItsHistoryLineLandTogether() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        String first = open.read().state().orElseThrow().poolMatches().get(0).id();

        open.write(WAIT, state -> Change.of(withCourt(state, 0, "B"), List.of(line(first, "k1")), null));

        assertEquals("B", open.read().state().orElseThrow().poolMatches().get(0).court());
        String history = Files.readString(root.resolve(open.historyPath(first)));
        assertEquals(List.of(line(first, "k1")), HistoryFile.read("h", history, new Problems()));
        try (var left = Files.list(root.resolve(".wal"))) {
            assertEquals(List.of("taikai.log"), left.map(path -> path.getFileName().toString()).toList(),
                    "the change went through the one log file, and no record file or temporary file is left");
        }
    }

    @Test
    void aHandEditIsWhatTheNextWriteReads() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        Path csv = root.resolve("competitions/open/pool-matches.csv");
        String text = Files.readString(csv);
        // An organiser marks the first bout as running in a text editor.
        String[] lines = text.split("\n", -1);
        lines[1] = lines[1].replace(",scheduled,", ",running,");
        Files.writeString(csv, String.join("\n", lines));

        MatchStatus seen = open.write(WAIT, state -> Change.none(state.poolMatches().get(0).status()));

        assertEquals(MatchStatus.RUNNING, seen);
    }

    @Test
    void aFileTheChangeLeavesAloneIsNotWrittenEvenWhenEditedByHandMeanwhile() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        Path config = root.resolve("competitions/open/config.md");
        String first = open.read().state().orElseThrow().poolMatches().get(0).id();
        String edited = Files.readString(config) + "\nNotes typed by the organiser while a court was scoring.\n";

        open.write(WAIT, state -> {
            Files.writeString(config, edited); // after the write read the folder, before it commits
            return Change.of(withCourt(state, 0, "B"), List.of(line(first, "k1")), null);
        });

        assertEquals(edited, Files.readString(config), "compared with what the write read, config.md was unchanged");
        assertEquals("B", open.read().state().orElseThrow().poolMatches().get(0).court());
    }

    @Test
    void aBrokenFileStopsWritesAndIsLeftExactlyAsItWas() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8),
                StoreFixtures.drawnPools("kids", 6));
        Path bracket = root.resolve("competitions/open/bracket.json");
        byte[] broken = "{\"rounds\": [".getBytes(StandardCharsets.UTF_8);
        Files.write(bracket, broken);

        CompetitionUnavailableException refused = assertThrows(CompetitionUnavailableException.class,
                () -> store.competition("open").write(WAIT, state -> Change.of(state, List.of(), null)));

        assertTrue(refused.getMessage().contains("competitions/open/bracket.json line 1"), refused.getMessage());
        assertArrayEquals(broken, Files.readAllBytes(bracket));
        // Other competitions keep working.
        store.competition("kids").write(WAIT, state -> Change.of(withCourt(state, 0, "B"), List.of(), null));
        assertEquals("B", store.competition("kids").read().state().orElseThrow().poolMatches().get(0).court());
    }

    @Test
    void writesToOneCompetitionNeverInterleave() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        String match = open.read().state().orElseThrow().poolMatches().get(0).id();
        int threads = 6;
        int writesEach = 25;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            done.add(pool.submit(() -> {
                for (int i = 0; i < writesEach; i++) {
                    String key = thread + "-" + i;
                    // Read-modify-write of the scheduled time as a counter: a lost update would show.
                    open.write(WAIT, state -> {
                        MatchResult m = state.poolMatches().get(0);
                        int count = m.scheduledAt().isEmpty() ? 0 : Integer.parseInt(m.scheduledAt());
                        List<MatchResult> ms = new ArrayList<>(state.poolMatches());
                        ms.set(0, m.withScheduledAt(Integer.toString(count + 1)));
                        return Change.of(state.withPoolMatches(ms), List.of(line(match, key)), null);
                    });
                }
                return null;
            }));
        }
        for (Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        int total = threads * writesEach;
        assertEquals(Integer.toString(total), open.read().state().orElseThrow().poolMatches().get(0).scheduledAt());
        List<HistoryEntry> lines = HistoryFile.read("h", Files.readString(root.resolve(open.historyPath(match))), new Problems());
        assertEquals(total, lines.size());
        assertEquals(total, lines.stream().map(h -> h.asked().key()).distinct().count());
    }

    @Test
    void writesToDifferentCompetitionsRunInParallel() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8),
                StoreFixtures.drawnPools("kids", 6));
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> slow = pool.submit(() -> store.competition("open").write(WAIT, state -> {
            holding.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Change.none(null);
        }));
        assertTrue(holding.await(10, TimeUnit.SECONDS));

        store.competition("kids").write(Duration.ofMillis(500), state -> Change.of(withCourt(state, 0, "B"), List.of(), null));

        assertThrows(LockTimeoutException.class,
                () -> store.competition("open").write(Duration.ofMillis(50), state -> Change.none(null)));
        release.countDown();
        slow.get(10, TimeUnit.SECONDS);
        pool.shutdown();
    }

    @Test
    void severalLinesForOneMatchGoInOneAppendInOrder() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        String match = open.read().state().orElseThrow().poolMatches().get(1).id();

        open.write(WAIT, state -> Change.of(state, List.of(line(match, "a"), line(match, "b")), null));

        List<HistoryEntry> lines = HistoryFile.read("h", Files.readString(root.resolve(open.historyPath(match))), new Problems());
        assertEquals(List.of("a", "b"), lines.stream().map(h -> h.asked().key()).toList());
    }

    @Test
    void aDiscardedDrawTakesItsHistoryAsideInTheSameTransaction() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        CompetitionStore open = store.competition("open");
        String match = open.read().state().orElseThrow().poolMatches().get(0).id();
        open.write(WAIT, state -> Change.of(state, List.of(line(match, "a")), null));

        String aside = "competitions/open/history/discarded-20270314T101500/" + HistoryFile.fileName(match);
        open.write(WAIT, state -> new Change<>(state.withPoolMatches(List.of()).withPools(List.of()), List.of(),
                Map.of(match, aside), null));

        assertFalse(Files.exists(root.resolve(open.historyPath(match))));
        assertTrue(Files.readString(root.resolve(aside)).contains("\"key\":\"a\""));
    }
}
