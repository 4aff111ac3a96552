package taikai.model.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

class CourtQueueTest {

    static MatchResult bout(String pool, int n, String court, String time, MatchStatus status) {
        return MatchResult.poolMatch(pool, Integer.toString(n), Side.of("a" + n, "a" + n), Side.of("b" + n, "b" + n), -1)
                .withCourt(court).withScheduledAt(time).withStatus(status);
    }

    static List<String> ids(List<MatchResult> matches) {
        return matches.stream().map(MatchResult::id).toList();
    }

    @Test
    void theRunningMatchComesFirstThenTheWaitingOnesByTime() {
        List<MatchResult> matches = List.of(
                bout("Pool A", 0, "A", "09:00", MatchStatus.COMPLETED),
                bout("Pool A", 1, "A", "10:00", MatchStatus.SCHEDULED),
                bout("Pool A", 2, "A", "9:30", MatchStatus.SCHEDULED),
                bout("Pool A", 3, "A", "11:00", MatchStatus.RUNNING),
                bout("Pool B", 0, "B", "08:00", MatchStatus.SCHEDULED));
        assertEquals(List.of("Pool A-3", "Pool A-2", "Pool A-1"), ids(CourtQueue.of("A", matches)));
    }

    @Test
    void equalTimesFallBackToTheMatchNumber() {
        List<MatchResult> matches = List.of(bout("Pool A", 10, "A", "09:00", MatchStatus.SCHEDULED),
                bout("Pool A", 2, "A", "09:00", MatchStatus.SCHEDULED),
                MatchResult.scheduled("m-r1-0", "", "", Side.of("x", "x"), Side.of("y", "y"), -1).withCourt("A").withScheduledAt("09:00"),
                bout("Pool A", 9, "A", "", MatchStatus.SCHEDULED));
        assertEquals(List.of("Pool A-2", "Pool A-10", "m-r1-0", "Pool A-9"), ids(CourtQueue.of("A", matches)));
    }

    @Test
    void aFullDateTimeOrdersByItsInstant() {
        List<MatchResult> matches = List.of(bout("Pool A", 0, "A", "2026-05-02T09:00:00Z", MatchStatus.SCHEDULED),
                bout("Pool A", 1, "A", "2026-05-01T17:00:00Z", MatchStatus.SCHEDULED));
        assertEquals(List.of("Pool A-1", "Pool A-0"), ids(CourtQueue.of("A", matches)));
    }

    @Property(tries = 200)
    void theQueueIsTheSameWhateverOrderTheMatchesArriveIn(@ForAll("mixedMatches") List<MatchResult> matches,
            @ForAll long shuffleSeed) {
        List<MatchResult> shuffled = new ArrayList<>(matches);
        Collections.shuffle(shuffled, new Random(shuffleSeed));

        List<MatchResult> queue = CourtQueue.of("A", matches);

        assertEquals(queue, CourtQueue.of("A", shuffled));
        for (int i = 1; i < queue.size(); i++) {
            assertTrue(queue.get(i).status() != MatchStatus.RUNNING || queue.get(i - 1).status() == MatchStatus.RUNNING,
                    "a running match never waits behind a waiting one");
        }
    }

    @Provide
    Arbitrary<List<MatchResult>> mixedMatches() {
        Arbitrary<String> times = Arbitraries.of("", "9:05", "09:05", "10:00", "later",
                "2026-05-01T17:00:00Z", "2026-05-01T09:00");
        Arbitrary<MatchStatus> statuses = Arbitraries.of(MatchStatus.class);
        Arbitrary<MatchResult> bouts = Combinators.combine(
                Arbitraries.of("Pool A", "Pool B"), Arbitraries.integers().between(0, 30), times,
                statuses).as((pool, n, time, status) -> bout(pool, n, "A", time, status));
        Arbitrary<MatchResult> knockouts = Combinators.combine(
                Arbitraries.integers().between(1, 4), Arbitraries.integers().between(0, 7), times)
                .as((round, i, time) -> MatchResult.scheduled("m-r" + round + "-" + i, "", "", Side.of("x", "x"),
                        Side.of("y", "y"), -1).withCourt("A").withScheduledAt(time));
        return Arbitraries.oneOf(bouts, knockouts).list().ofMaxSize(25)
                .uniqueElements(MatchResult::id);
    }

    @Test
    void movingAMatchChangesWhenItIsPlayedNotItsNumber() {
        List<MatchResult> matches = List.of(bout("Pool A", 0, "A", "09:00", MatchStatus.SCHEDULED),
                bout("Pool A", 1, "A", "09:05", MatchStatus.SCHEDULED),
                bout("Pool A", 2, "A", "09:10", MatchStatus.SCHEDULED));
        QueueMove move = CourtQueue.move("A", matches, "Pool A-2", 0);
        assertEquals(List.of(new QueueMove.Retime("", "Pool A-2", "09:00"), new QueueMove.Retime("", "Pool A-0", "09:05"),
                new QueueMove.Retime("", "Pool A-1", "09:10")), move.changes());
    }

    @Test
    void aMatchCannotMoveAheadOfTheRunningOne() {
        List<MatchResult> matches = List.of(bout("Pool A", 0, "A", "09:00", MatchStatus.RUNNING),
                bout("Pool A", 1, "A", "09:05", MatchStatus.SCHEDULED),
                bout("Pool A", 2, "A", "09:10", MatchStatus.SCHEDULED));
        QueueMove move = CourtQueue.move("A", matches, "Pool A-2", 0);
        assertEquals(List.of(new QueueMove.Retime("", "Pool A-2", "09:05"), new QueueMove.Retime("", "Pool A-1", "09:10")), move.changes());
        assertEquals("Pool A, match 1 is being fought now; it cannot move in the queue.",
                CourtQueue.move("A", matches, "Pool A-0", 2).refusal());
    }

    @Test
    void aMoveThatSharedTimesCannotExpressIsRefused() {
        List<MatchResult> matches = List.of(bout("Pool A", 0, "A", "09:00", MatchStatus.SCHEDULED),
                bout("Pool A", 1, "A", "09:00", MatchStatus.SCHEDULED));
        assertTrue(CourtQueue.move("A", matches, "Pool A-1", 0).refusal().startsWith("The matches waiting on court A share scheduled times"));
    }

    @Test
    void aFinishedMatchIsNotInTheQueueToMove() {
        List<MatchResult> matches = List.of(bout("Pool A", 0, "A", "09:00", MatchStatus.COMPLETED));
        assertEquals("That match is not waiting on court A; it may have finished or moved to another court.",
                CourtQueue.move("A", matches, "Pool A-0", 0).refusal());
    }

    @Test
    void competitionsSharingACourtAreToldApartByCompetition() {
        List<Queued> matches = List.of(new Queued("men", bout("Pool A", 0, "A", "09:00", MatchStatus.SCHEDULED)),
                new Queued("women", bout("Pool A", 0, "A", "09:05", MatchStatus.SCHEDULED)));
        QueueMove move = CourtQueue.move("A", matches, "women", "Pool A-0", 0);
        assertEquals(List.of(new QueueMove.Retime("women", "Pool A-0", "09:00"), new QueueMove.Retime("men", "Pool A-0", "09:05")),
                move.changes());
    }

    @Property(tries = 200)
    void afterAMoveTheQueueReadsInTheNewOrderWithTheSameIdsAndTimes(@ForAll @IntRange(min = 1, max = 12) int n,
            @ForAll @IntRange(min = 0, max = 11) int from, @ForAll @IntRange(min = 0, max = 11) int to) {
        List<MatchResult> matches = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            matches.add(bout("Pool A", i, "A", String.format("%02d:%02d", 9 + i / 6, (i % 6) * 10), MatchStatus.SCHEDULED));
        }
        String moving = "Pool A-" + (from % n);
        QueueMove move = CourtQueue.move("A", matches, moving, to);
        List<MatchResult> after = new ArrayList<>(matches);
        for (QueueMove.Retime r : move.changes()) {
            after.replaceAll(m -> m.id().equals(r.matchId()) ? m.withScheduledAt(r.scheduledAt()) : m);
        }
        List<String> expected = new ArrayList<>(ids(matches));
        expected.remove(moving);
        expected.add(Math.min(to, n - 1), moving);
        assertEquals(expected, ids(CourtQueue.of("A", after)));
        assertEquals(matches.stream().map(MatchResult::scheduledAt).sorted().toList(),
                after.stream().map(MatchResult::scheduledAt).sorted().toList());
    }
}
