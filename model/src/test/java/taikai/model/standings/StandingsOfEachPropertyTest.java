package taikai.model.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.competition.Competition;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Play;

/**
 * The tables of every pool from one split of the matches are the tables each pool gives from every
 * pool match of the competition: entrants with and without ids, names shared across pools, sides
 * written by name alone or by id alone, matches across pools and matches naming nobody.
 */
class StandingsOfEachPropertyTest {
    private static final List<String> LINES = List.of("", "M", "K", "M|K", "D|Ht", "H");

    record Case(Competition competition, List<Pool> pools, List<MatchResult> matches, Overrides overrides) {
    }

    @Property(tries = 300)
    void theTablesFromTheSplitMatchesAreTheTablesFromEveryMatch(@ForAll("cases") Case c) {
        List<Standings> each = Standings.ofEach(c.competition(), c.pools(), c.matches(), c.overrides());
        List<Standings> old = new ArrayList<>();
        for (Pool pool : c.pools()) {
            old.add(Standings.of(c.competition(), pool, c.matches(), c.overrides()));
        }
        assertEquals(old, each);
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Competition> competition = Arbitraries.of(Play.kendo(), Play.kendo().withPools(p -> p.withWinners(1)));
        Arbitrary<Integer> pools = Arbitraries.integers().between(1, 4);
        Arbitrary<List<Integer>> dice = Arbitraries.integers().between(0, 999).list().ofSize(120);
        return Combinators.combine(competition, pools, dice).as(StandingsOfEachPropertyTest::build);
    }

    private static Case build(Competition c, int poolCount, List<Integer> dice) {
        int[] k = {0};
        java.util.function.IntUnaryOperator roll = n -> dice.get(k[0]++ % dice.size()) % n;
        List<Pool> pools = new ArrayList<>();
        List<Player> everyone = new ArrayList<>();
        for (int p = 0; p < poolCount; p++) {
            List<Player> players = new ArrayList<>();
            int size = 2 + roll.applyAsInt(3);
            for (int i = 0; i < size; i++) {
                // A few names repeat across pools; some entrants have no id yet.
                String name = "Player " + (roll.applyAsInt(4) == 0 ? i : p * 10 + i);
                String id = roll.applyAsInt(4) == 0 ? "" : "p" + p + "-" + i;
                players.add(Player.of(id, name, "Dojo " + (i % 2)));
            }
            pools.add(new Pool("Pool " + (char) ('A' + p), players));
            everyone.addAll(players);
        }
        List<MatchResult> matches = new ArrayList<>();
        for (Pool pool : pools) {
            List<Player> players = pool.players();
            for (int i = 0; i < players.size(); i++) {
                for (int j = i + 1; j < players.size(); j++) {
                    matches.add(match(pool.name(), side(players.get(i), roll), side(players.get(j), roll),
                            matches.size(), roll.applyAsInt(1000), roll.applyAsInt(1000)));
                }
            }
        }
        for (int extra = roll.applyAsInt(4); extra > 0; extra--) {
            Player a = everyone.get(roll.applyAsInt(everyone.size()));
            Player b = everyone.get(roll.applyAsInt(everyone.size()));
            Side sideB = roll.applyAsInt(5) == 0 ? Side.of("Nobody", "") : side(b, roll);
            matches.add(match(pools.get(0).name(), side(a, roll), sideB, matches.size(), roll.applyAsInt(1000),
                    roll.applyAsInt(1000)));
        }
        Overrides overrides = roll.applyAsInt(4) == 0
                ? Overrides.NONE.withPoolRanks(Map.of("Pool A", Map.of(pools.get(0).players().get(0).name(), 1)))
                : Overrides.NONE;
        return new Case(c, pools, matches, overrides);
    }

    /** A side as a results row may hold it: name and id, the name alone, or the id alone. */
    private static Side side(Player p, java.util.function.IntUnaryOperator roll) {
        return switch (roll.applyAsInt(6)) {
            case 0 -> Side.of(p.name(), "");
            case 1 -> Side.of("", p.id());
            default -> Side.of(p.name(), p.id());
        };
    }

    private static MatchResult match(String pool, Side a, Side b, int index, int roll, int other) {
        MatchResult m = MatchResult.poolMatch(pool, "" + index, a, b, -1);
        String lineA = LINES.get(roll % LINES.size());
        String lineB = lineA.contains("Ht") || lineA.equals("M|K") ? "" : LINES.get(other % 3);
        MatchStatus status = roll % 7 == 0 ? MatchStatus.SCHEDULED : MatchStatus.COMPLETED;
        return Play.scored(m, lineA, lineB).withStatus(status);
    }
}
