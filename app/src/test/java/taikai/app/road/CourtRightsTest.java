package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.MatchSlot;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.store.StoreFixtures;

/**
 * "May this court write this match" is a rule of the road (decision 0007), checked under the
 * competition's lock on the state it writes: a court writes its own court's matches only, the
 * organiser every match, and a refused write leaves nothing on disk.
 */
class CourtRightsTest {
    private static final List<Mark> M = List.of(Mark.MEN);

    @TempDir
    Path root;

    private RoadFixture onCourtA() throws Exception {
        CompetitionState drawn = StoreFixtures.drawnPools("open", 8);
        CompetitionState placed = MatchSlot.replace(drawn, drawn.poolMatches().get(0).withCourt("A"));
        return new RoadFixture(root, MatchSlot.replace(placed, placed.poolMatches().get(1).withCourt("")));
    }

    @Test
    void aCourtWritesAMatchOnItsOwnCourt() throws Exception {
        RoadFixture f = onCourtA();
        MatchResult stored = f.match("open", 0);

        Answer answer = f.road.submit(new Request("k-1", "court A", "A", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(M, f.match("open", 0).sideA().ippons());
    }

    @Test
    void aCourtWritingAnotherCourtsMatchIsRefusedAndNothingIsWritten() throws Exception {
        RoadFixture f = onCourtA();
        MatchResult stored = f.match("open", 0);
        Path history = root.resolve(f.store.competition("open").historyPath(stored.id()));

        Answer answer = f.road.submit(new Request("k-2", "court B", "B", RoadFixture.points("open", stored, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals(CourtRights.RULE, answer.rule());
        assertTrue(answer.message().contains("court B") && answer.message().contains("court A"), answer.message());
        assertEquals(List.of(), f.match("open", 0).sideA().ippons());
        assertFalse(Files.exists(history), "a refused write leaves no history line");
    }

    @Test
    void aMatchOnNoCourtYetIsTheHallLaptopsToEnter() throws Exception {
        RoadFixture f = onCourtA();
        MatchResult unplaced = f.match("open", 1);

        Answer answer = f.road.submit(new Request("k-3", "court A", "A", RoadFixture.points("open", unplaced, RoadFixture.START, M, List.of())));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertTrue(answer.message().contains("on no court yet") && answer.message().contains("hall laptop"), answer.message());
    }

    @Test
    void theOrganiserWritesAMatchOnAnyCourt() throws Exception {
        RoadFixture f = onCourtA();

        Answer answer = f.road.submit(new Request("k-4", "organiser", RoadFixture.points("open", f.match("open", 0), RoadFixture.START, M, List.of())));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
    }
}
