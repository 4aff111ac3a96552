package taikai.app.road.actions.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.court.StartMatch;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.standings.Standings;
import taikai.storage.store.StoreFixtures;

/** Winner and pool-rank overrides, into overrides.json with their reasons. */
class OverrideTest {
    private static final List<Mark> TWO = List.of(Mark.MEN, Mark.KOTE);

    @TempDir
    Path root;

    private static void akaWins(ActionFolder f, String competition, String matchId) {
        MatchResult stored = f.match(competition, matchId);
        Answer answer = f.submit(new CorrectResult(competition, matchId, stored.withSideA(stored.sideA().withIppons(TWO)), ""));
        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
    }

    private static ActionFolder cup(Path root) throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        return f;
    }

    @Test
    void anOverriddenWinnerIsMarkedInTheBracketKeptWithItsReasonAndMovesOn() throws Exception {
        ActionFolder f = cup(root);
        MatchResult first = f.match("cup", "m-r1-0");
        akaWins(f, "cup", "m-r1-0");

        Answer answer = f.submit(new OverrideWinner("cup", "m-r1-0", Corner.B, "aka used an illegal shinai"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState after = f.state("cup");
        BracketMatch node = after.bracket().find("m-r1-0").orElseThrow();
        assertTrue(node.overridden());
        assertEquals(first.sideB().participantId(), node.result().verdict().winnerId());
        assertEquals(first.sideB().participantId(), f.match("cup", "m-r2-0").sideA().participantId());
        assertEquals(Map.of("m-r1-0", first.sideB().name()), after.overrides().winners());
        assertEquals(Map.of("m-r1-0", "aka used an illegal shinai"), after.overrides().winnerReasons());
        assertEquals("aka used an illegal shinai", f.history("cup", "m-r1-0").get(1).asked().reason());
        assertTrue(f.file("cup", "overrides.json").contains("\"winners\""));
    }

    @Test
    void anOverrideDecidesAMatchNotYetFought() throws Exception {
        ActionFolder f = cup(root);
        MatchResult first = f.match("cup", "m-r1-1");

        Answer answer = f.submit(new OverrideWinner("cup", "m-r1-1", Corner.A, "shiro did not report"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(first.sideA().participantId(), f.match("cup", "m-r2-0").sideB().participantId());
    }

    @Test
    void overrideNeedsReason() throws Exception {
        ActionFolder f = cup(root);

        assertEquals("override-needs-reason", f.submit(new OverrideWinner("cup", "m-r1-0", Corner.B, "")).rule());
        assertEquals(List.of(), f.history("cup", "m-r1-0"));
    }

    @Test
    void winnerOverrideInKnockoutRefusesAPoolMatch() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        assertEquals("winner-override-in-knockout", f.submit(new OverrideWinner("open", "Pool A-0", Corner.B, "why")).rule());
    }

    @Test
    void sidesKnownRefusesAnOverrideOfASlotStillWaiting() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        String first = f.draw("mixed").bracket().rounds().get(0).get(0).id();

        assertEquals("sides-known", f.submit(new OverrideWinner("mixed", first, Corner.A, "why")).rule());
    }

    @Test
    void winnerNotFightingOnRefusesOnceTheNextMatchStarted() throws Exception {
        ActionFolder f = cup(root);
        akaWins(f, "cup", "m-r1-0");
        akaWins(f, "cup", "m-r1-1");
        f.submit(new StartMatch("cup", "m-r2-0", "A"));

        Answer answer = f.submit(new OverrideWinner("cup", "m-r1-0", Corner.B, "illegal shinai"));

        assertEquals("winner-not-fighting-on", answer.rule());
        assertTrue(answer.message().startsWith("Match 5 has already started"), answer.message());
    }

    @Test
    void aPoolRankOverrideSeatsTheNewQualifierInTheKnockout() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("mixed");
        Pool pool = drawn.pools().get(0);
        drawn.poolMatches().stream().filter(m -> m.pool().equals(pool.name())).forEach(m -> akaWins(f, "mixed", m.id()));
        CompetitionState finished = f.state("mixed");
        Standings table = Standings.of(finished.competition(), finished.pools().get(0), finished.poolMatches(), finished.overrides());
        Player last = table.rows().get(table.rows().size() - 1).entrant();
        String slot = pool.name() + "-1st";

        Answer answer = f.submit(new OverridePoolRank("mixed", pool.name(), last.id(), 1, "the others were disqualified"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState after = f.state("mixed");
        assertEquals(Map.of(pool.name(), Map.of(last.name(), 1)), after.overrides().poolRanks());
        assertEquals("the others were disqualified", after.overrides().poolRankReasons().get(pool.name()).get(last.name()));
        BracketMatch seated = after.bracket().allMatches().stream()
                .filter(m -> m.placeholderA().equals(slot) || m.placeholderB().equals(slot)).findFirst().orElseThrow();
        MatchResult result = seated.result();
        String there = seated.placeholderA().equals(slot) ? result.sideA().participantId() : result.sideB().participantId();
        assertEquals(last.id(), there);
        assertEquals("override-rank", f.history("mixed", WriteRoad.COMPETITION_HISTORY).get(1).asked().action());
    }

    @Test
    void rankZeroRemovesTheOverrideWithoutAReason() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        Player someone = f.state("open").pools().get(0).players().get(2);
        f.submit(new OverridePoolRank("open", "Pool A", someone.id(), 1, "tie decided by lot"));

        Answer answer = f.submit(new OverridePoolRank("open", "Pool A", someone.id(), 0, ""));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(f.state("open").overrides().isEmpty());
    }

    @Test
    void poolRankRulesRefuseInOrder() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        Player someone = f.state("open").pools().get(0).players().get(0);

        assertEquals("pool-exists", f.submit(new OverridePoolRank("open", "Pool Q", someone.id(), 1, "r")).rule());
        assertEquals("entrant-in-pool", f.submit(new OverridePoolRank("open", "Pool B", someone.id(), 1, "r")).rule());
        assertEquals("rank-within-pool", f.submit(new OverridePoolRank("open", "Pool A", someone.id(), 5, "r")).rule());
        assertEquals("override-needs-reason", f.submit(new OverridePoolRank("open", "Pool A", someone.id(), 1, " ")).rule());
        assertTrue(f.state("open").overrides().isEmpty());
    }

    @Test
    void aWinnerOverrideStandsOverALaterCorrectionUntilTheOrganiserRemovesIt() throws Exception {
        ActionFolder f = cup(root);
        MatchResult first = f.match("cup", "m-r1-0");
        akaWins(f, "cup", "m-r1-0");
        f.submit(new OverrideWinner("cup", "m-r1-0", Corner.B, "aka used an illegal shinai"));
        MatchResult overridden = f.match("cup", "m-r1-0");

        Answer corrected = f.submit(new CorrectResult("cup", "m-r1-0", overridden.withSideA(overridden.sideA()
                .withIppons(List.of(Mark.MEN, Mark.KOTE))).withSideB(overridden.sideB().withIppons(List.of(Mark.DO))),
                "sheet check"));

        assertEquals(Outcome.APPLIED, corrected.outcome(), corrected.message());
        MatchResult afterCorrection = f.match("cup", "m-r1-0");
        assertEquals(List.of(Mark.DO), afterCorrection.sideB().ippons(), "the correction's points landed");
        assertEquals(first.sideB().participantId(), afterCorrection.verdict().winnerId(), "the organiser's winner stands");
        assertEquals(first.sideB().participantId(), f.match("cup", "m-r2-0").sideA().participantId());

        Answer removed = f.submit(new RemoveWinnerOverride("cup", "m-r1-0", "the shinai was legal after all"));

        assertEquals(Outcome.APPLIED, removed.outcome(), removed.message());
        CompetitionState after = f.state("cup");
        assertTrue(after.overrides().winners().isEmpty());
        assertTrue(after.overrides().winnerReasons().isEmpty());
        BracketMatch node = after.bracket().find("m-r1-0").orElseThrow();
        assertTrue(!node.overridden(), "the node is no longer marked overridden");
        assertEquals(first.sideA().participantId(), node.result().verdict().winnerId(), "the winner comes from the points again");
        assertEquals(first.sideA().participantId(), f.match("cup", "m-r2-0").sideA().participantId());
        List<taikai.model.history.HistoryEntry> lines = f.history("cup", "m-r1-0");
        assertEquals("remove-override-winner", lines.get(lines.size() - 1).asked().action());
        assertEquals("the shinai was legal after all", lines.get(lines.size() - 1).asked().reason());
    }

    @Test
    void removingTheOverrideOfAMatchNeverFoughtPutsItBackInTheQueue() throws Exception {
        ActionFolder f = cup(root);
        MatchResult first = f.match("cup", "m-r1-1");
        f.submit(new OverrideWinner("cup", "m-r1-1", Corner.A, "shiro did not report"));

        Answer removed = f.submit(new RemoveWinnerOverride("cup", "m-r1-1", ""));

        assertEquals(Outcome.APPLIED, removed.outcome(), removed.message());
        assertEquals(taikai.model.match.MatchStatus.SCHEDULED, f.match("cup", "m-r1-1").status());
        assertEquals("", f.match("cup", "m-r1-1").verdict().winnerId());
        assertTrue(!first.sideA().participantId().equals(f.match("cup", "m-r2-0").sideB().participantId()),
                "the overriding winner is taken out of the next match");
    }

    @Test
    void removingAWinnerOverrideThatDoesNotExistIsRefused() throws Exception {
        ActionFolder f = cup(root);
        akaWins(f, "cup", "m-r1-0");

        assertEquals("override-exists", f.submit(new RemoveWinnerOverride("cup", "m-r1-0", "")).rule());
        assertEquals("unknown-match", f.submit(new RemoveWinnerOverride("cup", "m-r9-9", "")).rule());
    }
}
