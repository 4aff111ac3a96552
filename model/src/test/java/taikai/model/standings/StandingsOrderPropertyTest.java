package taikai.model.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.scoring.Play;

/** The standings are a function of the set of matches: the order of the list never matters. */
class StandingsOrderPropertyTest {

    /** Scorelines a side can end with; the pairs below never make 2-2. */
    private static final List<String> LINES = List.of("", "M", "K", "M|K", "D|Ht", "H");

    record Case(Competition competition, Pool pool, List<MatchResult> matches, Overrides overrides) {
    }

    @Property(tries = 250)
    void aPermutationOfTheMatchListNeverChangesTheStandings(@ForAll("cases") Case c, @ForAll long seed) {
        List<MatchResult> shuffled = new ArrayList<>(c.matches());
        Collections.shuffle(shuffled, new Random(seed));
        assertEquals(Standings.of(c.competition(), c.pool(), c.matches(), c.overrides()),
                Standings.of(c.competition(), c.pool(), shuffled, c.overrides()));
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Competition> competition = Arbitraries.of(Play.kendo(), Play.kendo().withPools(p -> p.withWinners(1)),
                Play.teams(TeamMatchType.FIXED).withTeams(t -> t.withSize(3)));
        Arbitrary<Integer> size = Arbitraries.integers().between(2, 5);
        Arbitrary<List<Integer>> results = Arbitraries.integers().between(0, 99).list().ofSize(40);
        Arbitrary<Boolean> overridden = Arbitraries.integers().between(0, 4).map(n -> n == 0);
        return Combinators.combine(competition, size, results, overridden).as(StandingsOrderPropertyTest::build);
    }

    private static Case build(Competition c, int size, List<Integer> dice, boolean overridden) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            players.add(Player.of("p" + i, "Player " + i, "Dojo " + (i % 2)));
        }
        List<MatchResult> matches = new ArrayList<>();
        int k = 0;
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                matches.add(match(c, players.get(i), players.get(j), "" + matches.size(), dice.get(k++ % dice.size()),
                        dice.get(k++ % dice.size())));
            }
        }
        // Sometimes a tie-break row between the first two entrants.
        if (dice.get(39) % 3 == 0) {
            matches.add(match(c, players.get(1), players.get(0), "TB-0", dice.get(38), dice.get(37)));
        }
        Overrides overrides = overridden
                ? Overrides.NONE.withPoolRanks(Map.of("Pool A", Map.of("Player " + (size - 1), 1)))
                : Overrides.NONE;
        return new Case(c, new Pool("Pool A", players), matches, overrides);
    }

    private static MatchResult match(Competition c, Player a, Player b, String index, int roll, int other) {
        MatchResult m = MatchResult.poolMatch("Pool A", index, Side.of(a.name(), a.id()), Side.of(b.name(), b.id()), -1);
        String lineA = LINES.get(roll % LINES.size());
        String lineB = lineA.contains("Ht") || lineA.equals("M|K") ? "" : LINES.get(other % 3);
        MatchStatus status = roll % 7 == 0 ? MatchStatus.SCHEDULED : MatchStatus.COMPLETED;
        if (!c.isTeam()) {
            return Play.scored(m, lineA, lineB).withStatus(status);
        }
        List<SubBout> bouts = List.of(Play.bout(0, "x", "y", lineA, lineB), Play.bout(1, "x", "y", lineB, ""),
                Play.bout(2, "x", "y", "", other % 2 == 0 ? "M" : ""));
        MatchResult encounter = m.withSubBouts(bouts).withStatus(status);
        return roll % 11 == 0 ? encounter.withRawSubResults("[{broken").withVerdict(v -> v.withWinner(a.name()).withWinnerId(a.id())) : encounter;
    }
}
