package taikai.model.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Play;

class SwissStandingsTest {
    private static final Competition SWISS = Competition.create("swiss", "Swiss", Kind.INDIVIDUAL, Format.SWISS)
            .withSwiss(s -> s.withRounds(2));
    private static final Player A = Player.of("pa", "Abe", "Kyoto");
    private static final Player B = Player.of("pb", "Baba", "Osaka");
    private static final Player C = Player.of("pc", "Chiba", "Nara");
    private static final Player D = Player.of("pd", "Doi", "Kobe");
    private static final Player E = Player.of("pe", "Endo", "Kobe");

    private static MatchResult bout(int round, int n, Player a, Player b, String marksA, String marksB) {
        MatchResult m = MatchResult.poolMatch("Swiss-R" + round, Integer.toString(n), Side.of(a.name(), a.id()),
                Side.of(b.name(), b.id()), round);
        return Play.completed(m, marksA, marksB);
    }

    private static MatchResult bye(int round, int n, Player a) {
        return MatchResult.poolMatch("Swiss-R" + round, Integer.toString(n), Side.of(a.name(), a.id()), Side.EMPTY, round)
                .withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(a.name()).withWinnerId(a.id()));
    }

    private static SwissStandings table(List<Player> players, MatchResult... rows) {
        return SwissStandings.of(CompetitionState.empty(SWISS).withPlayers(players).withPoolMatches(List.of(rows)));
    }

    private static List<String> order(SwissStandings s) {
        List<String> names = new ArrayList<>();
        s.rows().forEach(r -> names.add(r.entrant().name() + " " + r.place()));
        return names;
    }

    @Test
    void theScoreCountsWinsAndAByeAsOneWin() {
        SwissStandings s = table(List.of(A, B, C, D, E), bout(1, 0, A, B, "M", ""), bout(1, 1, C, D, "", "K"), bye(1, 2, E));

        assertEquals(List.of(1, 1, 1, 0, 0), s.rows().stream().map(SwissRow::score).toList());
        SwissRow endo = s.rows().stream().filter(r -> r.entrant().equals(E)).findFirst().orElseThrow();
        assertEquals(1, endo.byes());
        assertEquals(0, endo.played());
        assertEquals(0, endo.opponentsScore());
        assertFalse(s.complete(), "one round of two is drawn");
    }

    @Test
    void levelScoresAreSplitByTheOpponentsScoresBeforeThePoints() {
        // Round 1: Abe beats Baba, Chiba beats Doi. Round 2: Abe beats Chiba, Doi beats Baba by two points.
        SwissStandings s = table(List.of(A, B, C, D), bout(1, 0, A, B, "M", ""), bout(1, 1, C, D, "M", ""),
                bout(2, 0, A, C, "K", ""), bout(2, 1, B, D, "", "M|K"));

        // Chiba and Doi have 1 each; Chiba met Abe (2) and Doi (1) = 3, Doi met Chiba (1) and Baba (0) = 1,
        // although Doi won more points.
        assertEquals(List.of("Abe 1", "Chiba 2", "Doi 3", "Baba 4"), order(s));
        assertEquals(SwissTieBreak.STRONGER_OPPONENTS, s.rows().get(2).separatedFromAbove());
        assertEquals(SwissTieBreak.MORE_WINS, s.rows().get(1).separatedFromAbove());
        assertEquals(3, s.rows().get(1).opponentsScore());
        assertTrue(s.complete());
    }

    @Test
    void entrantsLevelOnEveryFigureAreSplitByTheirBoutOrShareThePlace() {
        // Both bouts of round 1 drawn: all level, nobody won.
        SwissStandings level = table(List.of(A, B, C, D), bout(1, 0, A, B, "", ""), bout(1, 1, C, D, "", ""));
        assertEquals(List.of("Abe 1", "Baba 1", "Chiba 1", "Doi 1"), order(level));
        assertEquals(SwissTieBreak.TIED, level.rows().get(3).separatedFromAbove());

        // Abe and Chiba each win round 1 by one point and draw each other in round 2: level on every figure
        // and their bout decided nothing, so they share 1st; Baba and Doi likewise share 3rd.
        SwissStandings split = table(List.of(A, B, C, D), bout(1, 0, A, B, "M", ""), bout(1, 1, D, C, "", "M"),
                bout(2, 0, A, C, "", ""), bout(2, 1, B, D, "", ""));
        assertEquals(List.of("Abe 1", "Chiba 1", "Baba 3", "Doi 3"), order(split));
        assertEquals(SwissTieBreak.TIED, split.rows().get(1).separatedFromAbove());
    }

    @Test
    void levelEntrantsWhoBeatEachOtherInACircleOrNeverMetShareThePlace() {
        // Everyone wins one bout by one point and loses one: each has 1 win and opponents worth 2.
        SwissStandings s = table(List.of(D, C, B, A), bout(1, 0, A, C, "M", ""), bout(1, 1, B, D, "M", ""),
                bout(2, 0, A, D, "", "M"), bout(2, 1, C, B, "M", ""));

        assertEquals(4, s.rows().size());
        s.rows().forEach(r -> assertEquals(1, r.score()));
        // Everyone beat exactly one of the other three: a cycle, so head-to-head cannot separate them.
        assertEquals(List.of(1, 1, 1, 1), s.rows().stream().map(SwissRow::place).toList());

        SwissStandings pair = table(List.of(C, A, B, D), bout(1, 0, A, C, "M", ""), bout(1, 1, B, D, "M", ""));
        // Abe and Baba level on every figure; they never met: they share 1st. Chiba and Doi likewise share 3rd.
        assertEquals(List.of("Abe 1", "Baba 1", "Chiba 3", "Doi 3"), order(pair));
    }

    @Test
    void rowsOfOtherPoolsAndEntrantsNeverSeatedAreLeftOut() {
        MatchResult pool = MatchResult.poolMatch("Pool A", "0", Side.of(A.name(), A.id()), Side.of(E.name(), E.id()), -1);
        SwissStandings s = table(List.of(A, B, E), bout(1, 0, A, B, "M", ""), Play.completed(pool, "", "M"));

        assertEquals(List.of("Abe 1", "Baba 2"), order(s));
        assertEquals(1, s.rounds());
    }

    @Test
    void theBoutsAmongEntrantsLevelOnEveryFigureSplitThem() {
        Player f = Player.of("pf", "Fujita", "Kobe");
        // Abe beats Baba, loses to Chiba; Baba beats Doi; Endo beats Chiba and draws Fujita... every win by one point.
        SwissStandings s = table(List.of(A, B, C, D, E, f), bout(1, 0, A, B, "M", ""), bout(1, 1, E, C, "M", ""),
                bout(1, 2, D, f, "M", ""), bout(2, 0, A, C, "", "M"), bout(2, 1, B, D, "M", ""), bout(2, 2, E, f, "", ""));

        // Abe, Baba and Chiba: 1 win, opponents worth 2, no draw, 1 point won and 1 lost. Among them Abe beat
        // Baba and Chiba beat Abe: Abe and Chiba one win each, Baba none, so Baba is below on head-to-head.
        List<SwissRow> level = s.rows().stream().filter(r -> r.opponentsScore() == 2 && r.draws() == 0).toList();
        assertEquals(List.of("Abe", "Chiba", "Baba"), level.stream().map(r -> r.entrant().name()).toList());
        assertEquals(SwissTieBreak.TIED, level.get(1).separatedFromAbove());
        assertEquals(SwissTieBreak.HEAD_TO_HEAD, level.get(2).separatedFromAbove());
        assertEquals(level.get(0).place(), level.get(1).place());
    }
}
