package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.Change;
import taikai.storage.store.StoreFixtures;

class WriteRoadTest {
    private static final List<Mark> M = List.of(Mark.MEN);

    @TempDir
    Path root;

    private List<HistoryEntry> history(RoadFixture f, String competition, String match) throws Exception {
        Path file = root.resolve(f.store.competition(competition).historyPath(match));
        return Files.exists(file) ? HistoryFile.read("h", Files.readString(file), new Problems()) : List.of();
    }

    @Test
    void aPointIsAppliedAndItsHistoryLineWrittenInTheSameChange() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);

        Answer answer = f.road.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(M, f.match("open", 0).sideA().ippons());
        List<HistoryEntry> lines = history(f, "open", stored.id());
        assertEquals(1, lines.size());
        assertEquals("k-1", lines.get(0).asked().key());
        assertEquals("court A", lines.get(0).arrival().via());
        assertEquals(1, answer.sequence(), "the change note is numbered after the commit");
    }

    @Test
    void aRetryWithTheSameKeyIsADuplicateAndNothingIsWrittenTwice() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        Request request = new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of()));

        Answer first = f.road.submit(request);
        Answer again = f.road.submit(request);

        assertEquals(Outcome.APPLIED, first.outcome());
        assertEquals(Outcome.DUPLICATE, again.outcome());
        assertEquals(first.message(), again.message());
        assertEquals(1, history(f, "open", stored.id()).size());
    }

    @Test
    void aRetryAfterARestartIsRecognisedFromTheHistoryOnDisk() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        Request request = new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of()));
        f.road.submit(request);

        Answer afterRestart = f.road().submit(request);

        assertEquals(Outcome.DUPLICATE, afterRestart.outcome());
        assertEquals(1, history(f, "open", stored.id()).size());
    }

    @Test
    void theSameKeyWithAnotherBodyIsRefusedAsKeyReusedAndLeavesNoLine() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        f.road.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        Answer reused = f.road().submit(new Request("k-1", "court A",
                RoadFixture.points("open", stored, RoadFixture.START, List.of(Mark.KOTE), List.of())));

        assertEquals(Outcome.REFUSED, reused.outcome());
        assertEquals("key_reused", reused.rule());
        assertEquals(M, f.match("open", 0).sideA().ippons());
        assertEquals(1, history(f, "open", stored.id()).size());
    }

    @Test
    void aClockTenMinutesFastIsRefusedAndNothingIsWritten() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);

        Answer answer = f.road.submit(new Request("k-1", "court A",
                RoadFixture.points("open", stored, RoadFixture.START + 600_000, M, List.of())));

        assertEquals(Outcome.CLOCK_WRONG, answer.outcome());
        assertEquals(RoadFixture.START, answer.serverTime());
        assertEquals(List.of(), f.match("open", 0).sideA().ippons());
        assertEquals(List.of(), history(f, "open", stored.id()));
    }

    @Test
    void aRefusedEntryWritesNothingAndLeavesNoHistoryLine() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);

        Answer answer = f.road.submit(new Request("k-1", "court A",
                RoadFixture.points("open", stored, RoadFixture.START, List.of(Mark.MEN, Mark.KOTE, Mark.DO), List.of())));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("points-within-the-limit", answer.rule());
        assertEquals(List.of(), history(f, "open", stored.id()));
    }

    @Test
    void anAppliedGroupKeepsTheValuesItLeftStoredInItsHistoryLine() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);

        f.road.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        HistoryEntry line = history(f, "open", stored.id()).get(0);
        assertEquals("applied", line.answered().groups().get(0).result());
        assertEquals("M", line.answered().groups().get(0).appliedValues().get("ipponsA"), line.toString());
        assertEquals("", line.answered().groups().get(0).appliedValues().get("ipponsB"));
        assertEquals(Map.of(), line.answered().groups().get(0).heldValues());
        String file = java.nio.file.Files.readString(root.resolve("competitions/open/history/" + stored.id() + ".jsonl"));
        assertTrue(file.contains("\"values\":{\"ipponsA\":\"M\",\"hansokuA\":\"0\",\"ipponsB\":\"\",\"hansokuB\":\"0\"}"), file);
    }

    @Test
    void aChangeMadeBeforeTheStoredOneIsHeldAndKeptWholeInTheHistory() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        f.road.submit(new Request("late", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        Answer older = f.road.submit(new Request("early", "court B",
                RoadFixture.points("open", stored, RoadFixture.START - 60_000, List.of(Mark.KOTE), List.of())));

        assertEquals(Outcome.HELD, older.outcome(), older.message());
        assertEquals(M, f.match("open", 0).sideA().ippons());
        HistoryEntry line = history(f, "open", stored.id()).get(1);
        assertEquals("held", line.answered().groups().get(0).result());
        assertEquals("K", line.answered().groups().get(0).heldValues().get("ipponsA"));
    }

    @Test
    void aCompetitionBusyForTooLongAnswersTryAgainAndWritesNothing() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        WriteRoad impatient = new WriteRoad(f.store, Handlers.standard(), f.clock::get,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), java.time.Duration.ofMillis(50), new ChangeFeed());
        MatchResult stored = f.match("open", 0);
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> busy = pool.submit(() -> f.store.competition("open").write(java.time.Duration.ofSeconds(5), s -> {
            holding.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Change.none(null);
        }));
        assertTrue(holding.await(10, TimeUnit.SECONDS));

        Answer answer = impatient.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        release.countDown();
        busy.get(10, TimeUnit.SECONDS);
        pool.shutdown();
        assertEquals(Outcome.TRY_AGAIN, answer.outcome());
        assertEquals(List.of(), history(f, "open", stored.id()));
        // The same entry sent again once the competition is free lands once.
        assertEquals(Outcome.APPLIED, impatient.submit(new Request("k-1", "court A",
                RoadFixture.points("open", stored, RoadFixture.START, M, List.of()))).outcome());
    }

    @Test
    void anUnknownMatchIsRefusedWithASentence() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult ghost = f.match("open", 0).withId("Pool Q-9");

        Answer answer = f.road.submit(new Request("k", "court A", RoadFixture.points("open", ghost, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertTrue(answer.message().startsWith("Pool Q, match 10 is not in the competition's draw"), answer.message());
        assertFalse(answer.message().contains("Pool Q-9"), "no id in the sentence: " + answer.message());
    }
}
