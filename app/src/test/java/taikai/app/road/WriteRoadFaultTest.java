package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.MatchEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.store.StoreFixtures;

/**
 * Decision 0034: a fault in the program on the write road is answered {@code internal_error} in a
 * sentence for a person, written to the hall's log with its stack trace, and nothing is written. The
 * fault comes from a rule registered through the road's own handler registry ({@link Handlers#with}),
 * the seam every action's rules come in by: the score entry's rules are replaced by one that fails.
 */
class WriteRoadFaultTest {
    private static final List<Mark> M = List.of(Mark.MEN);

    @TempDir
    Path root;
    @TempDir
    Path settings;

    private ProblemLog log;

    @BeforeEach
    void openLog() throws Exception {
        log = ProblemLog.open(settings);
    }

    @AfterEach
    void closeLog() {
        log.close();
    }

    private static WriteRoad failingRoad(RoadFixture f, RuntimeException fault) {
        Handlers handlers = Handlers.standard().with(MatchEntry.class, (action, state, context) -> {
            throw fault;
        });
        return new WriteRoad(f.store, handlers, f.clock::get, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), f.road.feed());
    }

    private Map<String, String> files() throws Exception {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.filter(Files::isRegularFile).toList()) {
                all.put(root.relativize(p).toString(), new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1));
            }
        }
        return all;
    }

    @Test
    void aRuleThatThrowsIsAnsweredInternalErrorLoggedWithItsStackTraceAndWritesNothing() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        WriteRoad road = failingRoad(f, new IllegalStateException("a pool with no rounds reached the score rule"));
        Map<String, String> before = files();

        Answer answer = road.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.INTERNAL_ERROR, answer.outcome());
        assertEquals("internal_error", answer.outcome().code());
        assertEquals(Answer.INTERNAL_ERROR_SENTENCE, answer.message());
        assertFalse(answer.message().contains("Exception"), "no class name for a person: " + answer.message());
        assertFalse(answer.message().contains("pool with no rounds"), "the fault's own words stay in the log");
        assertEquals(0, answer.sequence(), "no change note");
        assertEquals(before, files(), "nothing was written to the data folder");
        assertEquals(0, f.road.feed().lastSequence());

        String logged = Files.readString(ProblemLog.newest(settings));
        assertTrue(logged.contains("java.lang.IllegalStateException: a pool with no rounds reached the score rule"), logged);
        assertTrue(logged.contains("\tat taikai.app.road.WriteRoadFaultTest"), "with the stack trace: " + logged);
        assertTrue(logged.contains("\"score\"") && logged.contains("k-1"), "says which write failed: " + logged);
    }

    @Test
    void theSameEntrySentAgainMeetsTheSameFaultAndIsNotRememberedAsAnswered() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        WriteRoad road = failingRoad(f, new NullPointerException());
        Request request = new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of()));

        assertEquals(Outcome.INTERNAL_ERROR, road.submit(request).outcome());
        assertEquals(Outcome.INTERNAL_ERROR, road.submit(request).outcome());

        // Once the program is mended (the road restarted with its real rules), the same entry lands once.
        assertEquals(Outcome.APPLIED, f.road.submit(request).outcome());
        assertEquals(M, f.match("open", 0).sideA().ippons());
    }

    @Test
    void anErrorThrownByARuleIsAnsweredInternalErrorToo() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        Handlers handlers = Handlers.standard().with(MatchEntry.class, (action, state, context) -> {
            throw new AssertionError("a rule's own check failed");
        });
        WriteRoad road = new WriteRoad(f.store, handlers, f.clock::get, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), new ChangeFeed());

        Answer answer = road.submit(new Request("k-1", "court A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.INTERNAL_ERROR, answer.outcome());
        assertTrue(Files.readString(ProblemLog.newest(settings)).contains("java.lang.AssertionError: a rule's own check failed"));
    }
}
