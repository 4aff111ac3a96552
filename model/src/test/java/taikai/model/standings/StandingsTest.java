package taikai.model.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Play;

class StandingsTest {

    private static final Competition KENDO = Play.kendo();
    private static final Player A = Player.of("pa", "Abe", "Kyoto");
    private static final Player B = Player.of("pb", "Baba", "Osaka");
    private static final Player C = Player.of("pc", "Chiba", "Nara");
    private static final Player D = Player.of("pd", "Doi", "Kobe");

    private static int index;

    private static MatchResult played(Player a, Player b, String marksA, String marksB) {
        MatchResult m = MatchResult.poolMatch("Pool A", Integer.toString(index++), Side.of(a.name(), a.id()),
                Side.of(b.name(), b.id()), -1);
        return Play.completed(m, marksA, marksB);
    }

    private static Standings table(List<Player> players, List<MatchResult> matches) {
        return Standings.of(KENDO, new Pool("Pool A", players), matches, Overrides.NONE);
    }

    private static List<String> order(Standings s) {
        List<String> names = new ArrayList<>();
        s.rows().forEach(r -> names.add(r.entrant().name()));
        return names;
    }

    private static List<TieBreak> why(Standings s) {
        List<TieBreak> out = new ArrayList<>();
        s.rows().forEach(r -> out.add(r.separatedFromAbove()));
        return out;
    }

    @Test
    void moreWinsRankHigher() {
        Standings s = table(List.of(A, B, C), List.of(played(A, B, "", "M"), played(B, C, "M", ""), played(A, C, "", "K")));
        assertEquals(List.of("Baba", "Chiba", "Abe"), order(s));
        assertEquals(List.of(TieBreak.NONE, TieBreak.MORE_WINS, TieBreak.MORE_WINS), why(s));
        assertEquals(2, s.rows().get(0).wins());
        assertEquals(2, s.rows().get(2).losses());
    }

    @Test
    void drawsRankAboveLosses() {
        Standings s = table(List.of(A, B, C), List.of(played(A, B, "", ""), played(C, A, "M", ""), played(C, B, "", "M")));
        assertEquals(List.of("Baba", "Chiba", "Abe"), order(s));
        assertEquals(List.of(TieBreak.NONE, TieBreak.MORE_DRAWS, TieBreak.MORE_WINS), why(s));
        assertEquals(1, s.rowOf(A).orElseThrow().draws());
    }

    @Test
    void pointsWonThenFewerPointsLostSplitEqualResults() {
        Standings s = table(List.of(A, B, C, D), List.of(played(A, C, "M|K", ""), played(B, D, "M|K", "D"),
                played(C, D, "M", ""), played(A, B, "", "")));
        assertEquals(List.of("Abe", "Baba", "Chiba", "Doi"), order(s));
        assertEquals(TieBreak.FEWER_POINTS_LOST, s.rows().get(1).separatedFromAbove());
        Standings won = table(List.of(A, B, C), List.of(played(A, C, "M|K", ""), played(B, C, "M", ""),
                played(A, B, "", "")));
        assertEquals(List.of("Abe", "Baba", "Chiba"), order(won));
        assertEquals(TieBreak.MORE_POINTS_WON, won.rows().get(1).separatedFromAbove());
    }

    @Test
    void headToHeadSplitsEntrantsLevelOnEveryFigure() {
        // Abe and Baba: a win, a draw and a loss each, one point won and one lost; Abe beat Baba.
        List<MatchResult> matches = List.of(played(A, B, "M", ""), played(B, C, "M", ""), played(C, A, "M", ""),
                played(C, D, "M", ""), played(A, D, "", ""), played(B, D, "", ""));
        Standings s = table(List.of(B, A, C, D), matches);
        assertEquals(List.of("Chiba", "Abe", "Baba", "Doi"), order(s));
        assertEquals(List.of(TieBreak.NONE, TieBreak.MORE_WINS, TieBreak.HEAD_TO_HEAD, TieBreak.MORE_WINS), why(s));
    }

    @Test
    void aCircularTieIsDeclaredTiedAndNeedsADecision() {
        // Abe beats Baba, Baba beats Chiba, Chiba beats Abe, and each beats Doi by the same score.
        List<MatchResult> matches = List.of(played(A, B, "M", ""), played(B, C, "M", ""), played(C, A, "M", ""),
                played(A, D, "M", ""), played(B, D, "M", ""), played(C, D, "M", ""));
        Standings s = table(List.of(A, B, C, D), matches);
        assertEquals(List.of(TieBreak.NONE, TieBreak.TIED, TieBreak.TIED, TieBreak.MORE_WINS), why(s));
        assertEquals("tied: needs an override or a decider", s.rows().get(1).separatedFromAbove().words());
        assertEquals(List.of(1, 1, 1, 4), List.of(s.rows().get(0).place(), s.rows().get(1).place(),
                s.rows().get(2).place(), s.rows().get(3).place()));
        assertTrue(s.needsDecision());
        assertEquals(List.of(), s.qualifiers());
    }

    private static MatchResult waiting(Player a, Player b) {
        return MatchResult.poolMatch("Pool A", Integer.toString(index++), Side.of(a.name(), a.id()), Side.of(b.name(), b.id()), -1);
    }

    @Test
    void rightAfterTheDrawNobodyIsTiedYet() {
        Standings s = table(List.of(A, B, C), List.of(waiting(A, B), waiting(B, C), waiting(A, C)));
        assertEquals(List.of(TieBreak.NONE, TieBreak.LEVEL_SO_FAR, TieBreak.LEVEL_SO_FAR), why(s));
        assertFalse(s.needsDecision(), "nothing to settle before a bout is fought");
    }

    @Test
    void aLevelPairWithABoutStillToFightIsProvisionalAndTiedOnceItIsFought() {
        // Abe and Baba drew; Chiba has not fought either yet, so the bouts to come may separate them.
        MatchResult draw = played(A, B, "", "");
        MatchResult ac = waiting(A, C);
        MatchResult bc = waiting(B, C);
        Standings mid = table(List.of(A, B, C), List.of(draw, ac, bc));
        assertTrue(why(mid).contains(TieBreak.LEVEL_SO_FAR), why(mid).toString());
        assertFalse(why(mid).contains(TieBreak.TIED), why(mid).toString());
        assertFalse(mid.needsDecision());

        Standings done = table(List.of(A, B, C), List.of(draw, Play.completed(ac, "M", ""), Play.completed(bc, "M", "")));
        assertEquals(List.of(TieBreak.NONE, TieBreak.TIED, TieBreak.MORE_WINS), why(done));
        assertTrue(done.needsDecision());
    }

    @Test
    void aDeciderSplitsATieThatHeadToHeadCannot() {
        List<MatchResult> matches = List.of(played(A, B, "M", "M"));
        MatchResult decider = MatchResult.poolMatch("Pool A", "TB-0", Side.of(B.name(), B.id()), Side.of(A.name(), A.id()), -1);
        Standings before = table(List.of(A, B), matches);
        assertEquals(TieBreak.TIED, before.rows().get(1).separatedFromAbove());
        List<MatchResult> withDecider = new ArrayList<>(matches);
        withDecider.add(Play.completed(decider, "K", ""));
        Standings after = table(List.of(A, B), withDecider);
        assertEquals(List.of("Baba", "Abe"), order(after));
        assertEquals(TieBreak.DECIDER, after.rows().get(1).separatedFromAbove());
        assertEquals(1, after.rows().get(0).draws());
        assertEquals(0, after.rows().get(0).wins());
    }

    @Test
    void anOverrideRankWinsOverTheComputedOrder() {
        List<MatchResult> matches = List.of(played(A, B, "M", ""), played(A, C, "M", ""), played(B, C, "M", ""));
        Overrides chiba = Overrides.NONE.withPoolRanks(Map.of("Pool A", Map.of("Chiba", 1)));
        Standings s = Standings.of(KENDO, new Pool("Pool A", List.of(A, B, C)), matches, chiba);
        assertEquals(List.of("Chiba", "Abe", "Baba"), order(s));
        assertTrue(s.rows().get(0).overridden());
        assertEquals(List.of(TieBreak.NONE, TieBreak.OVERRIDE, TieBreak.MORE_WINS), why(s));
        assertEquals(List.of(C, A), s.qualifiers());
    }

    @Test
    void anOverrideRankOutsideThePoolTakesTheNextFreePlace() {
        List<MatchResult> matches = List.of(played(A, B, "M", ""), played(A, C, "M", ""), played(B, C, "M", ""));
        Overrides odd = Overrides.NONE.withPoolRanks(Map.of("Pool A", Map.of("Abe", 9, "Baba", 9)));
        Standings s = Standings.of(KENDO, new Pool("Pool A", List.of(A, B, C)), matches, odd);
        assertEquals(List.of("Chiba", "Abe", "Baba"), order(s));
        assertTrue(s.rows().get(1).overridden());
    }

    @Test
    void poolWinnersQualifyOnceThePoolIsComplete() {
        MatchResult open = MatchResult.poolMatch("Pool A", "9", Side.of(B.name(), B.id()), Side.of(C.name(), C.id()), -1);
        List<MatchResult> matches = new ArrayList<>(List.of(played(A, B, "M", ""), played(A, C, "M", ""), open));
        Standings running = table(List.of(A, B, C), matches);
        assertFalse(running.complete());
        assertEquals(List.of(), running.qualifiers());
        matches.set(2, Play.completed(open, "", "K"));
        assertEquals(List.of(A, C), table(List.of(A, B, C), matches).qualifiers());
        Standings done = Standings.of(KENDO.withPools(p -> p.withWinners(1)), new Pool("Pool A", List.of(A, B, C)), matches, Overrides.NONE);
        assertEquals(List.of(A), done.qualifiers());
    }

    @Test
    void aDegradedMatchIsFlaggedInTheStandingsItFeedsAndCountsOnlyItsRecordedWinner() {
        Competition teams = Play.teams(TeamMatchType.FIXED);
        MatchResult readable = Play.completed(MatchResult.poolMatch("Pool A", "0", Side.of("Abe", "pa"),
                Side.of("Baba", "pb"), -1), "", "").withSubBouts(List.of(Play.bout(0, "a1", "b1", "M|K", "")));
        MatchResult degraded = Play.completed(MatchResult.poolMatch("Pool A", "1", Side.of("Chiba", "pc"),
                Side.of("Abe", "pa"), -1), "", "").withRawSubResults("[{oops").withVerdict(v -> v.withWinner("Chiba").withWinnerId("pc"));
        Standings s = Standings.of(teams, new Pool("Pool A", List.of(A, B, C)), List.of(readable, degraded), Overrides.NONE);
        StandingRow chiba = s.rowOf(C).orElseThrow();
        assertEquals(1, chiba.wins());
        assertEquals(0, chiba.pointsWon());
        assertTrue(chiba.degraded());
        assertTrue(s.rowOf(A).orElseThrow().degraded());
        assertFalse(s.rowOf(B).orElseThrow().degraded());
        assertEquals(2, s.rowOf(A).orElseThrow().pointsWon());
        assertTrue(s.degraded());
    }

    @Test
    void teamsLevelOnWinsAreSplitOnIndividualVictories() {
        Competition teams = Play.teams(TeamMatchType.FIXED);
        MatchResult ab = Play.completed(MatchResult.poolMatch("Pool A", "0", Side.of("Abe", "pa"), Side.of("Baba", "pb"), -1),
                "", "").withSubBouts(List.of(Play.bout(0, "a1", "b1", "M", ""), Play.bout(1, "a2", "b2", "M", ""),
                        Play.bout(2, "a3", "b3", "", "M|K")));
        MatchResult bc = Play.completed(MatchResult.poolMatch("Pool A", "1", Side.of("Baba", "pb"), Side.of("Chiba", "pc"), -1),
                "", "").withSubBouts(List.of(Play.bout(0, "a1", "b1", "M", ""), Play.bout(1, "a2", "b2", "M", ""),
                        Play.bout(2, "a3", "b3", "M", "")));
        MatchResult ca = Play.completed(MatchResult.poolMatch("Pool A", "2", Side.of("Chiba", "pc"), Side.of("Abe", "pa"), -1),
                "", "").withSubBouts(List.of(Play.bout(0, "a1", "b1", "M", ""), Play.bout(1, "a2", "b2", "M", ""),
                        Play.bout(2, "a3", "b3", "", "M")));
        Standings s = Standings.of(teams, new Pool("Pool A", List.of(A, B, C)), List.of(ab, bc, ca), Overrides.NONE);
        assertEquals(List.of("Baba", "Abe", "Chiba"), order(s));
        assertEquals(List.of(TieBreak.NONE, TieBreak.MORE_VICTORIES, TieBreak.MORE_VICTORIES), why(s));
        assertEquals(4, s.rowOf(B).orElseThrow().victories());
    }

    @Test
    void matchesOfOtherPoolsAndUnfinishedMatchesDoNotCount() {
        Player stranger = Player.of("px", "Xu", "Elsewhere");
        MatchResult running = played(A, B, "M|K", "").withStatus(MatchStatus.RUNNING);
        Standings s = table(List.of(A, B), List.of(played(A, stranger, "M|K", ""), running));
        assertEquals(0, s.rowOf(A).orElseThrow().wins());
        assertEquals(0, s.rowOf(A).orElseThrow().pointsWon());
        assertFalse(s.complete());
    }
}
