package taikai.app.road.actions.court;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.result.CorrectResult;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.storage.store.StoreFixtures;

/** Requeue, a move to another court, and a move within a court's queue. */
class QueueActionsTest {
    @TempDir
    Path root;

    /** Every bout of the pools on court A, five minutes apart from 9:00, in bout order. */
    private static CompetitionState timed() {
        CompetitionState pools = StoreFixtures.drawnPools("open", 8);
        List<MatchResult> rows = new ArrayList<>();
        for (int i = 0; i < pools.poolMatches().size(); i++) {
            int minutes = 9 * 60 + 5 * i;
            rows.add(pools.poolMatches().get(i).withCourt("A").withScheduledAt(String.format("%d:%02d", minutes / 60, minutes % 60)));
        }
        return pools.withPoolMatches(rows);
    }

    private static List<String> queue(ActionFolder f) {
        return CourtQueue.of("A", f.state("open").poolMatches()).stream().map(MatchResult::id).toList();
    }

    @Test
    void aRequeuedMatchWaitsAgainOnTheSameCourtWithItsPoints() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());
        f.submit(new StartMatch("open", "Pool A-0", "B"));

        Answer answer = f.submit(new Requeue("open", "Pool A-0"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        MatchResult match = f.match("open", "Pool A-0");
        assertEquals(MatchStatus.SCHEDULED, match.status());
        assertEquals("B", match.court());
        assertEquals(List.of("start", "requeue"), f.history("open", "Pool A-0").stream().map(l -> l.asked().action()).toList());
    }

    @Test
    void correctItInsteadRefusesToRequeueAFinishedMatch() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());
        MatchResult stored = f.match("open", "Pool A-0");
        f.submit(new CorrectResult("open", "Pool A-0", stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN))), ""));

        Answer answer = f.submit(new Requeue("open", "Pool A-0"));

        assertEquals("correct-it-instead", answer.rule());
        assertTrue(answer.message().contains("correct its result"), answer.message());
    }

    @Test
    void matchIsRunningRefusesToRequeueAMatchAlreadyWaiting() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());

        assertEquals("match-is-running", f.submit(new Requeue("open", "Pool A-0")).rule());
    }

    @Test
    void aMatchMovesToAnotherCourtsQueue() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());

        Answer answer = f.submit(new AssignCourt("open", "Pool A-2", "B"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("B", f.match("open", "Pool A-2").court());
        assertEquals("court", f.history("open", "Pool A-2").get(0).asked().action());
    }

    @Test
    void matchNotRunningRefusesToMoveAMatchBeingFought() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());
        f.submit(new StartMatch("open", "Pool A-0", "A"));

        assertEquals("match-not-running", f.submit(new AssignCourt("open", "Pool A-0", "B")).rule());
        assertEquals("A", f.match("open", "Pool A-0").court());
    }

    @Test
    void matchNotFinishedKeepsAFinishedMatchOnTheCourtItWasPlayed() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());
        MatchResult stored = f.match("open", "Pool A-0");
        f.submit(new CorrectResult("open", "Pool A-0", stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN))), ""));

        assertEquals("match-not-finished", f.submit(new AssignCourt("open", "Pool A-0", "B")).rule());
    }

    @Test
    void aMoveInTheQueueTradesScheduledTimesAndNeverNumbers() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());
        List<String> before = queue(f);
        String last = before.get(before.size() - 1);
        String lastTime = f.match("open", last).scheduledAt();

        Answer answer = f.submit(new MoveInQueue("open", "A", last, 0));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        List<String> after = queue(f);
        assertEquals(last, after.get(0));
        assertEquals(before.subList(0, before.size() - 1), after.subList(1, after.size()));
        assertEquals("9:00", f.match("open", last).scheduledAt());
        assertEquals(lastTime, f.match("open", before.get(before.size() - 2)).scheduledAt());
        assertEquals(before.size(), f.state("open").poolMatches().size(), "no match was renumbered or lost");
        assertEquals(1, f.history("open", before.get(0)).size(), "a match whose time changed gets its own line");
        assertEquals("queue", f.history("open", last).get(0).asked().action());
    }

    @Test
    void waitingOnCourtRefusesAMatchInAnotherQueue() throws Exception {
        ActionFolder f = new ActionFolder(root, timed());

        assertEquals("waiting-on-court", f.submit(new MoveInQueue("open", "B", "Pool A-1", 0)).rule());
    }

    @Test
    void distinctTimesRefusesAMoveAmongMatchesWithNoTimes() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        MatchResult any = f.state("open").poolMatches().get(3);

        Answer answer = f.submit(new MoveInQueue("open", any.court(), any.id(), 0));

        assertEquals("distinct-times", answer.rule(), answer.message());
    }
}
