package taikai.app.road.actions.court;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.result.CorrectResult;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.StoreFixtures;

class StartMatchTest {
    @TempDir
    Path root;

    @Test
    void aStartSetsTheMatchRunningOnTheCourtAndWritesItsLine() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = f.submit(new StartMatch("open", "Pool A-0", "B"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().startsWith("Pool A, match 1 is running on court B."), answer.message());
        MatchResult match = f.match("open", "Pool A-0");
        assertEquals(MatchStatus.RUNNING, match.status());
        assertEquals("B", match.court());
        assertTrue(match.provenance().groupStamps().get("verdict") >= ActionFolder.START, "the start is a server write at the server's time");
        List<HistoryEntry> lines = f.history("open", "Pool A-0");
        assertEquals(1, lines.size());
        assertEquals("start", lines.get(0).asked().action());
    }

    @Test
    void unknownMatchIsRefused() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = f.submit(new StartMatch("open", "Pool Q-9", "A"));

        assertEquals("unknown-match", answer.rule());
        assertTrue(answer.message().startsWith("That match is not in competition"), answer.message());
    }

    @Test
    void matchNotFinishedRefusesToStartAFinishedMatch() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", "Pool A-0");
        f.submit(new CorrectResult("open", "Pool A-0", stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN))), ""));

        Answer answer = f.submit(new StartMatch("open", "Pool A-0", "A"));

        assertEquals("match-not-finished", answer.rule(), answer.message());
    }

    @Test
    void matchNotRunningRefusesToStartAMatchTwice() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        f.submit(new StartMatch("open", "Pool A-0", "A"));

        Answer again = f.submit(new StartMatch("open", "Pool A-0", "B"));

        assertEquals("match-not-running", again.rule());
        assertEquals(1, f.history("open", "Pool A-0").size(), "a refusal leaves no line");
    }

    @Test
    void sidesKnownRefusesAKnockoutMatchStillHoldingPlaceholders() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("mixed");
        String first = drawn.bracket().rounds().get(0).get(0).id();

        Answer answer = f.submit(new StartMatch("mixed", first, "A"));

        assertEquals("sides-known", answer.rule());
        assertTrue(answer.message().matches("Match \\d+ is still waiting for its competitors \\(Pool [A-Z], \\d(st|nd|rd|th) against .*"),
                answer.message());
    }

    @Test
    void aBarredCompetitorDoesNotStepOntoTheCourt() throws Exception {
        CompetitionState pools = StoreFixtures.drawnPools("open", 8);
        MatchResult first = pools.poolMatches().get(0);
        String barred = first.sideA().participantId();
        CompetitorStatus bar = new CompetitorStatus(barred, false, true, "kiken at Pool Z-0", "Pool Z-0",
                Instant.ofEpochMilli(ActionFolder.START));
        ActionFolder f = new ActionFolder(root, pools.withStatuses(List.of(bar)));

        Answer answer = f.submit(new StartMatch("open", first.id(), "A"));

        assertEquals("aka-eligible", answer.rule());
        assertTrue(answer.message().contains("kiken at Pool Z-0"), answer.message());
        assertEquals(MatchStatus.SCHEDULED, f.match("open", first.id()).status());
    }

    @Test
    void shiroEligibleIsAskedAfterAka() throws Exception {
        CompetitionState pools = StoreFixtures.drawnPools("open", 8);
        MatchResult first = pools.poolMatches().get(0);
        CompetitorStatus bar = new CompetitorStatus(first.sideB().participantId(), false, false, "kiken-voluntary at Pool Z-0",
                "Pool Z-0", Instant.ofEpochMilli(ActionFolder.START));
        ActionFolder f = new ActionFolder(root, pools.withStatuses(List.of(bar)));

        assertEquals("shiro-eligible", f.submit(new StartMatch("open", first.id(), "A")).rule());
    }

    @Test
    void courtIsFreeNamesTheMatchRunningThereInAnotherCompetition() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("men", 8), StoreFixtures.drawnPools("women", 8));
        f.submit(new StartMatch("men", "Pool B-1", "A"));

        Answer answer = f.submit(new StartMatch("women", "Pool A-0", "A"));

        assertEquals("court-is-free", answer.rule());
        assertTrue(answer.message().contains("Pool B, match 2 of \"Open men\""), answer.message());
        assertEquals(MatchStatus.SCHEDULED, f.match("women", "Pool A-0").status());
        assertEquals(Outcome.APPLIED, f.submit(new StartMatch("women", "Pool A-0", "B")).outcome(), "another court is free");
    }

    @Test
    void twoStartsOnOneCourtInTwoCompetitionsAtTheSameMomentLetExactlyOneThrough() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("men", 8), StoreFixtures.drawnPools("women", 8));
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            for (String match : List.of("Pool A-0", "Pool A-1", "Pool B-0", "Pool B-1")) {
                CyclicBarrier together = new CyclicBarrier(2);
                Future<Answer> men = threads.submit(() -> {
                    together.await(10, TimeUnit.SECONDS);
                    return f.submit(new StartMatch("men", match, "A"));
                });
                Future<Answer> women = threads.submit(() -> {
                    together.await(10, TimeUnit.SECONDS);
                    return f.submit(new StartMatch("women", match, "A"));
                });
                List<Answer> answers = List.of(men.get(20, TimeUnit.SECONDS), women.get(20, TimeUnit.SECONDS));

                assertEquals(1, answers.stream().filter(a -> a.outcome() == Outcome.APPLIED).count(), answers.toString());
                assertEquals(1, answers.stream().filter(a -> "court-is-free".equals(a.rule())).count(), answers.toString());
                long running = List.of("men", "women").stream()
                        .filter(c -> f.match(c, match).status() == MatchStatus.RUNNING).count();
                assertEquals(1, running, "one running match on court A in the whole tournament");
                String winner = answers.get(0).outcome() == Outcome.APPLIED ? "men" : "women";
                assertEquals(Outcome.APPLIED, f.submit(new Requeue(winner, match)).outcome());
            }
        } finally {
            threads.shutdownNow();
        }
    }
}
