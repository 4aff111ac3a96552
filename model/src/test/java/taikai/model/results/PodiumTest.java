package taikai.model.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Play;

class PodiumTest {
    private static final Competition KNOCKOUT = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT);
    private static final Player A = Player.of("pa", "Abe", "Kyoto");
    private static final Player B = Player.of("pb", "Baba", "Osaka");
    private static final Player C = Player.of("pc", "Chiba", "Nara");
    private static final Player D = Player.of("pd", "Doi", "Kobe");
    private static final List<Player> FOUR = List.of(A, B, C, D);

    private static MatchResult knockout(String id, Player a, Player b, Player winner) {
        MatchResult m = MatchResult.scheduled(id, "", "", side(a), side(b), -1);
        return winner == null ? m : m.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(winner.name()).withWinnerId(winner.id()));
    }

    private static Side side(Player p) {
        return p == null ? Side.EMPTY : Side.of(p.name(), p.id());
    }

    private static CompetitionState tree(Competition c, MatchResult semi1, MatchResult semi2, MatchResult fin,
            MatchResult bronze) {
        Bracket bracket = Bracket.EMPTY.withRounds(List.of(List.of(BracketMatch.of(semi1), BracketMatch.of(semi2)),
                List.of(BracketMatch.of(fin))));
        if (bronze != null) {
            bracket = bracket.withThirdPlaceMatch(BracketMatch.of(bronze));
        }
        return CompetitionState.empty(c).withPlayers(FOUR).withBracket(bracket);
    }

    private static List<String> names(Podium podium) {
        return podium.finishers().stream().map(f -> f.place() + " " + f.name() + " (" + f.dojo() + ")").toList();
    }

    @Test
    void withoutABronzeMatchBothSemiFinalLosersAreThird() {
        Podium p = Podium.of(tree(KNOCKOUT, knockout("m-r1-0", A, B, A), knockout("m-r1-1", C, D, D),
                knockout("m-r2-0", A, D, D), null));

        assertEquals(List.of("1 Doi (Kobe)", "2 Abe (Kyoto)", "3 Baba (Osaka)", "3 Chiba (Nara)"), names(p));
        assertTrue(p.complete());
        assertEquals(Medal.BRONZE, p.at(3).get(1).medal());
    }

    @Test
    void withABronzeMatchOnlyItsWinnerIsThird() {
        Competition bronze = KNOCKOUT.withKnockout(k -> k.withThirdPlaceMatch(true));
        Podium p = Podium.of(tree(bronze, knockout("m-r1-0", A, B, A), knockout("m-r1-1", C, D, D),
                knockout("m-r2-0", A, D, A), knockout("m-bronze", B, C, C)));

        assertEquals(List.of("1 Abe (Kyoto)", "2 Doi (Kobe)", "3 Chiba (Nara)"), names(p));
        assertTrue(p.complete());
    }

    @Test
    void placesNotDecidedYetAreMissingAndThePodiumIsNotComplete() {
        Competition bronze = KNOCKOUT.withKnockout(k -> k.withThirdPlaceMatch(true));
        Podium p = Podium.of(tree(bronze, knockout("m-r1-0", A, B, A), knockout("m-r1-1", C, D, D),
                knockout("m-r2-0", A, D, null), knockout("m-bronze", B, C, C)));

        assertEquals(List.of("3 Chiba (Nara)"), names(p));
        assertFalse(p.complete());
        assertEquals(Podium.NONE, Podium.of(CompetitionState.empty(KNOCKOUT).withPlayers(FOUR)));
    }

    @Test
    void aSemiFinalWonAgainstAByeGivesNoThird() {
        Podium p = Podium.of(tree(KNOCKOUT, knockout("m-r1-0", A, B, A), knockout("m-r1-1", C, null, C),
                knockout("m-r2-0", A, C, C), null));

        assertEquals(List.of("1 Chiba (Nara)", "2 Abe (Kyoto)", "3 Baba (Osaka)"), names(p));
    }

    @Test
    void aLeagueGivesThePlacesOfItsFinishedTable() {
        Competition league = Competition.create("league", "League", Kind.INDIVIDUAL, Format.LEAGUE);
        List<MatchResult> bouts = List.of(pool(0, A, B, "M", ""), pool(1, C, D, "M", ""), pool(2, A, C, "M", ""),
                pool(3, B, D, "M", ""), pool(4, A, D, "M", ""), pool(5, B, C, "M", ""));
        CompetitionState state = CompetitionState.empty(league).withPlayers(FOUR)
                .withPools(List.of(new Pool("Pool A", FOUR))).withPoolMatches(bouts);

        assertEquals(List.of("1 Abe (Kyoto)", "2 Baba (Osaka)", "3 Chiba (Nara)"), names(Podium.of(state)));
        assertEquals(List.of("1 Abe (Kyoto)", "2 Baba (Osaka)", "3 Chiba (Nara)", "3 Doi (Kobe)"),
                names(Podium.of(state.withCompetition(league.withLeague(l -> l.withTwoThirdPlaces(true))))));
        List<MatchResult> oneLeft = new java.util.ArrayList<>(bouts.subList(0, 5));
        oneLeft.add(MatchResult.poolMatch("Pool A", "5", side(B), side(C), -1));
        CompetitionState unfinished = state.withPoolMatches(oneLeft);
        assertEquals(List.of(), names(Podium.of(unfinished)));
        assertFalse(Podium.of(unfinished).complete());
    }

    @Test
    void aSwissGivesThePlacesOfItsTableOnceEveryRoundIsFought() {
        Competition swiss = Competition.create("swiss", "Swiss", Kind.INDIVIDUAL, Format.SWISS).withSwiss(s -> s.withRounds(1));
        MatchResult r1 = Play.completed(MatchResult.poolMatch("Swiss-R1", "0", side(A), side(B), 1), "M", "");
        MatchResult r2 = Play.completed(MatchResult.poolMatch("Swiss-R1", "1", side(C), side(D), 1), "", "K");
        CompetitionState state = CompetitionState.empty(swiss).withPlayers(FOUR).withPoolMatches(List.of(r1, r2));

        Podium p = Podium.of(state);
        assertTrue(p.complete());
        assertEquals(List.of("1 Abe (Kyoto)", "1 Doi (Kobe)", "3 Baba (Osaka)", "3 Chiba (Nara)"), names(p));
        assertFalse(Podium.of(state.withCompetition(swiss.withSwiss(s -> s.withRounds(2)))).complete());
    }

    @Test
    void theMedalTableCountsGoldsThenSilversThenBronzesByDojo() {
        Podium one = new Podium(List.of(new Finisher(1, "Abe", "pa", "Kyoto"), new Finisher(2, "Baba", "pb", "Osaka"),
                new Finisher(3, "Chiba", "pc", "Osaka"), new Finisher(3, "Doi", "pd", "Kobe")), true);
        Podium two = new Podium(List.of(new Finisher(1, "Endo", "pe", "Kobe"), new Finisher(2, "Fujita", "pf", "Kyoto"),
                new Finisher(3, "Goto", "pg", "")), false);

        List<MedalTable.Line> table = MedalTable.of(List.of(one, two));

        assertEquals(List.of(new MedalTable.Line("Kyoto", 1, 1, 0), new MedalTable.Line("Kobe", 1, 0, 1),
                new MedalTable.Line("Osaka", 0, 1, 1), new MedalTable.Line("No dojo given", 0, 0, 1)), table);
    }

    private static MatchResult pool(int n, Player a, Player b, String marksA, String marksB) {
        return Play.completed(MatchResult.poolMatch("Pool A", Integer.toString(n), side(a), side(b), -1), marksA, marksB);
    }
}
