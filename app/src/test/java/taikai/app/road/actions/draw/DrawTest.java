package taikai.app.road.actions.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
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
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.team.SaveLineup;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

class DrawTest {
    @TempDir
    Path root;

    private static void akaWins(ActionFolder f, String competition, MatchResult m) {
        f.submit(new CorrectResult(competition, m.id(), m.withSideA(m.sideA().withIppons(List.of(Mark.MEN))), ""));
    }

    @Test
    void aKnockoutDrawNumbersItsEntrantsInDrawOrder() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 6));

        Answer answer = f.submit(new GenerateDraw("cup", 11));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState drawn = f.state("cup");
        assertEquals(6, drawn.bracket().drawOrder().size());
        assertEquals(3, drawn.bracket().rounds().size());
        assertEquals(CompetitionStatus.PLAYOFFS, drawn.competition().status());
        assertEquals(11, drawn.competition().drawSeed());
        assertEquals("draw", f.history("cup", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
    }

    @Test
    void poolsThenKnockoutDrawsNumberedPoolsAndThePlaceholderTree() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));

        CompetitionState drawn = f.draw("mixed");

        assertEquals(2, drawn.pools().size());
        assertEquals(12, drawn.poolMatches().size());
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8"), drawn.pools().stream()
                .flatMap(p -> p.players().stream()).map(Player::number).toList());
        assertTrue(drawn.bracket().allMatches().stream().anyMatch(m -> m.placeholderA().equals("Pool A-1st")
                || m.placeholderB().equals("Pool A-1st")));
        assertTrue(f.file("mixed", "pools.csv").contains(",1,"), "the numbers are in pools.csv");
        assertEquals(CompetitionStatus.POOLS, drawn.competition().status());
    }

    @Test
    void aLeagueIsOnePoolOfEveryone() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("league", Kind.INDIVIDUAL, Format.LEAGUE, 5));

        CompetitionState drawn = f.draw("league");

        assertEquals(1, drawn.pools().size());
        assertEquals(10, drawn.poolMatches().size());
        assertEquals(Bracket.EMPTY, drawn.bracket());
    }

    @Test
    void aSwissDrawsRoundAfterRoundOnceTheLastIsFinished() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("swiss", Kind.INDIVIDUAL, Format.SWISS, 6));
        CompetitionState first = f.draw("swiss");
        assertEquals(3, first.poolMatches().size());

        Answer early = f.submit(new GenerateDraw("swiss", 8));
        assertEquals("swiss-round-ready", early.rule(), early.message());

        first.poolMatches().forEach(m -> akaWins(f, "swiss", m));
        Answer second = f.submit(new GenerateDraw("swiss", 8));

        assertEquals(Outcome.APPLIED, second.outcome(), second.message());
        CompetitionState after = f.state("swiss");
        assertEquals(6, after.poolMatches().size());
        assertEquals(2, after.competition().swiss().currentRound());
    }

    @Test
    void noDrawYetRefusesASecondDraw() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 6));
        f.draw("cup");

        assertEquals("no-draw-yet", f.submit(new GenerateDraw("cup", 9)).rule());
    }

    @Test
    void enoughEntrantsCountsOnlyThoseCheckedInWhenTheCompetitionChecksIn() throws Exception {
        CompetitionState entered = ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 6);
        entered = entered.withCompetition(entered.competition().withEntrants(e -> e.withCheckInEnabled(true)));
        ActionFolder f = new ActionFolder(root, entered);

        Answer answer = f.submit(new GenerateDraw("cup", 1));

        assertEquals("enough-entrants", answer.rule());
        assertTrue(answer.message().contains("0 checked in"), answer.message());
    }

    @Test
    void drawPossibleRefusesAKnockoutWithASingleQualifier() throws Exception {
        CompetitionState entered = ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 3);
        ActionFolder f = new ActionFolder(root, entered.withCompetition(entered.competition().withPools(p -> p.withWinners(1))));

        Answer answer = f.submit(new GenerateDraw("mixed", 1));

        assertEquals("draw-possible", answer.rule(), answer.message());
        assertEquals(List.of(), f.state("mixed").pools());
    }

    @Test
    void aDiscardRemovesTheDrawAndMovesItsHistoryAsideInTheSameChange() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("mixed");
        akaWins(f, "mixed", drawn.poolMatches().get(0));
        Path history = root.resolve("competitions/mixed/history/Pool A-0.jsonl");
        assertTrue(Files.exists(history));

        Answer answer = f.submit(new DiscardDraw("mixed"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState after = f.state("mixed");
        assertEquals(List.of(), after.pools());
        assertEquals(List.of(), after.poolMatches());
        assertEquals(Bracket.EMPTY, after.bracket());
        assertEquals(CompetitionStatus.DRAW_READY, after.competition().status());
        assertFalse(Files.exists(history), "the draw's history goes with it");
        assertTrue(Files.exists(root.resolve("competitions/mixed/history/discarded-20270314T045320/Pool A-0.jsonl")),
                "kept aside under the time of the discard");
        assertEquals(List.of("draw", "discard-draw"), f.history("mixed", WriteRoad.COMPETITION_HISTORY).stream()
                .map(l -> l.asked().action()).toList());

        CompetitionState again = f.draw("mixed");
        assertEquals(12, again.poolMatches().size());
        assertEquals(List.of(), f.history("mixed", "Pool A-0"), "a new draw reusing the ids starts with no history");
    }

    @Test
    void aDiscardKeepsTheStartingLineUpsAndDropsThoseOfTheDrawsMatches() throws Exception {
        CompetitionState league = taikai.app.road.actions.team.TeamLineups.league();
        ActionFolder f = new ActionFolder(root, league);
        String team = league.players().get(0).id();
        f.submit(new SaveLineup("teams", team, "", Map.of("senpo", "m-0-1")));
        MatchResult theirs = f.draw("teams").poolMatches().stream()
                .filter(m -> m.sideA().participantId().equals(team) || m.sideB().participantId().equals(team)).findFirst().orElseThrow();
        f.submit(new SaveLineup("teams", team, theirs.id(), Map.of("senpo", "m-0-2")));

        f.submit(new DiscardDraw("teams"));

        assertEquals(1, f.state("teams").lineups().size());
        assertTrue(f.state("teams").lineups().get(0).isStarting());
    }

    @Test
    void drawToDiscardRefusesWhenNothingIsDrawn() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 6));

        assertEquals("draw-to-discard", f.submit(new DiscardDraw("cup")).rule());
    }

    @Test
    void noMatchRunningRefusesADiscardWhileAMatchIsFought() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("league", Kind.INDIVIDUAL, Format.LEAGUE, 4));
        f.draw("league");
        f.submit(new StartMatch("league", "Pool A-0", "A"));

        Answer answer = f.submit(new DiscardDraw("league"));

        assertEquals("no-match-running", answer.rule());
        assertTrue(answer.message().startsWith("Pool A, match 1 is being fought on court"), answer.message());
        assertEquals(MatchStatus.RUNNING, f.match("league", "Pool A-0").status());
    }
}
