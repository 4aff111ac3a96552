package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;

class PoolDrawTest {
    private static final Competition MIXED = Entrants.competition(Format.POOLS_THEN_KNOCKOUT, List.of("A", "B")).withPools(p -> p.withSize(3));

    @Test
    void aMinimumPoolSizeGivesTheExtraEntrantsToTheFirstPools() {
        assertArrayEquals(new int[] {4, 3, 3}, PoolDraw.poolSizes(10, 3, false));
    }

    @Test
    void aMaximumPoolSizeOpensAnotherPoolInstead() {
        assertArrayEquals(new int[] {3, 3, 2, 2}, PoolDraw.poolSizes(10, 3, true));
    }

    @Test
    void noPoolIsLeftWithASingleEntrant() {
        assertArrayEquals(new int[] {3}, PoolDraw.poolSizes(3, 2, true));
        assertArrayEquals(new int[] {2}, PoolDraw.poolSizes(2, 3, false));
    }

    @Test
    void anUnsetPoolSizeReadsAsThree() {
        assertArrayEquals(new int[] {3, 3}, PoolDraw.poolSizes(6, 0, false));
    }

    @Test
    void aDrawNeedsTwoEntrants() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PoolDraw.draw(MIXED, Entrants.of(1, 1), 1L));
        assertTrue(e.getMessage().endsWith("then draw again."));
    }

    @Test
    void seedsOneToFourAreSpreadOnePerPoolInSeedOrder() {
        List<Player> entrants = Entrants.seeded(Entrants.of(12, 12), 4);
        PoolDraw.Result draw = PoolDraw.draw(MIXED, entrants, 7L);
        for (int i = 0; i < 4; i++) {
            assertEquals(i + 1, draw.pools().get(i).players().get(0).seed(), "seed " + (i + 1) + " heads pool " + i);
        }
    }

    @Test
    void aSecondTierSeedAvoidsThePoolOfItsClubMate() {
        // Snake order would send seed 3 to Pool B, but seed 2 there is from the same club, so it takes Pool A.
        List<Player> entrants = Entrants.seeded(Entrants.fromDojos(List.of("X", "Y", "Y", "Z", "W", "V")), 3);
        PoolDraw.Result draw = PoolDraw.draw(MIXED, entrants, 3L);
        assertEquals(List.of(1, 3), seedsIn(draw.pools().get(0)));
        assertEquals(List.of(2), seedsIn(draw.pools().get(1)));
    }

    @Test
    void withoutClubMatesTheSecondTierOfSeedsSnakesBack() {
        List<Player> entrants = Entrants.seeded(Entrants.fromDojos(List.of("X", "Y", "Z", "W", "V", "U")), 3);
        PoolDraw.Result draw = PoolDraw.draw(MIXED, entrants, 3L);
        assertEquals(List.of(1), seedsIn(draw.pools().get(0)));
        assertEquals(List.of(2, 3), seedsIn(draw.pools().get(1)));
    }

    @Test
    void boutsAreNumberedInPlayingOrderFromPoolA0() {
        PoolDraw.Result draw = PoolDraw.draw(MIXED, Entrants.of(6, 6), 11L);
        List<MatchResult> poolA = draw.bouts().stream().filter(b -> b.pool().equals("Pool A")).toList();
        for (int n = 0; n < poolA.size(); n++) {
            assertEquals("Pool A-" + n, poolA.get(n).id());
            assertEquals(Integer.toString(n), poolA.get(n).index());
            assertEquals(-1, poolA.get(n).round());
        }
        assertEquals("Pool A-0", draw.bouts().get(0).id());
    }

    @Test
    void entrantsAreNumberedFromThePrefixThroughThePools() {
        PoolDraw.Result draw = PoolDraw.draw(MIXED, Entrants.of(6, 6), 11L);
        List<String> numbers = new ArrayList<>();
        draw.pools().forEach(p -> p.players().forEach(pl -> numbers.add(pl.number())));
        assertEquals(List.of("K1", "K2", "K3", "K4", "K5", "K6"), numbers);
    }

    @Test
    void consecutivePoolsShareACourt() {
        PoolDraw.Result draw = PoolDraw.draw(MIXED, Entrants.of(12, 12), 2L);
        Map<String, String> court = new HashMap<>();
        draw.bouts().forEach(b -> court.put(b.pool(), b.court()));
        assertEquals(Map.of("Pool A", "A", "Pool B", "A", "Pool C", "B", "Pool D", "B"), court);
    }

    @Property(tries = 200)
    void everyEntrantIsPlacedExactlyOnce(@ForAll @IntRange(min = 2, max = 40) int n, @ForAll @IntRange(min = 1, max = 8) int dojos,
            @ForAll @IntRange(min = 0, max = 6) int seeds, @ForAll @IntRange(min = 2, max = 6) int poolSize, @ForAll long seed) {
        List<Player> entrants = Entrants.seeded(Entrants.of(n, dojos), Math.min(seeds, n));
        PoolDraw.Result draw = PoolDraw.draw(MIXED.withPools(p -> p.withSize(poolSize)), entrants, seed);
        List<String> placed = new ArrayList<>();
        draw.pools().forEach(p -> p.players().forEach(pl -> placed.add(pl.id())));
        assertEquals(n, placed.size());
        assertEquals(Set.copyOf(entrants.stream().map(Player::id).toList()), Set.copyOf(placed));
        int smallest = draw.pools().stream().mapToInt(p -> p.players().size()).min().orElseThrow();
        int largest = draw.pools().stream().mapToInt(p -> p.players().size()).max().orElseThrow();
        assertTrue(largest - smallest <= 1, "pool sizes differ by at most one");
    }

    @Property(tries = 200)
    void clubMatesAreSpreadAsEvenlyAsThePoolCountAllows(@ForAll @IntRange(min = 2, max = 40) int n,
            @ForAll @IntRange(min = 1, max = 10) int dojos, @ForAll long seed) {
        PoolDraw.Result draw = PoolDraw.draw(MIXED, Entrants.of(n, dojos), seed);
        int pools = draw.pools().size();
        Map<String, Integer> clubSize = new HashMap<>();
        Entrants.of(n, dojos).forEach(p -> clubSize.merge(p.dojo(), 1, Integer::sum));
        for (Pool pool : draw.pools()) {
            Map<String, Integer> inPool = new HashMap<>();
            pool.players().forEach(p -> inPool.merge(p.dojo(), 1, Integer::sum));
            inPool.forEach((dojo, count) -> assertTrue(count <= (clubSize.get(dojo) + pools - 1) / pools,
                    dojo + " has " + count + " of " + clubSize.get(dojo) + " in " + pool.name() + " of " + pools + " pools"));
        }
    }

    @Property(tries = 200)
    void clubMatesAreSpreadAroundOnePoolHeadingSeedEach(@ForAll @IntRange(min = 4, max = 40) int n,
            @ForAll @IntRange(min = 1, max = 6) int dojos, @ForAll @IntRange(min = 1, max = 13) int seeds, @ForAll long seed) {
        int pools = PoolDraw.poolSizes(n, 3, false).length;
        List<Player> entrants = Entrants.seeded(Entrants.of(n, dojos), Math.min(seeds, pools));
        PoolDraw.Result draw = PoolDraw.draw(MIXED, entrants, seed);
        Map<String, Integer> clubSize = new HashMap<>();
        entrants.forEach(p -> clubSize.merge(p.dojo(), 1, Integer::sum));
        for (Pool pool : draw.pools()) {
            Map<String, Integer> inPool = new HashMap<>();
            pool.players().forEach(p -> inPool.merge(p.dojo(), 1, Integer::sum));
            inPool.forEach((dojo, count) -> assertTrue(count <= (clubSize.get(dojo) + pools - 1) / pools,
                    dojo + " has " + count + " of " + clubSize.get(dojo) + " in " + pool.name() + " of " + pools + " pools"));
        }
    }

    @Property(tries = 200)
    void eachPoolIsARoundRobinWithoutBackToBackBoutsFromFiveOn(@ForAll @IntRange(min = 2, max = 30) int n,
            @ForAll @IntRange(min = 2, max = 7) int poolSize, @ForAll long seed) {
        PoolDraw.Result draw = PoolDraw.draw(MIXED.withPools(p -> p.withSize(poolSize)), Entrants.of(n, 4), seed);
        for (Pool pool : draw.pools()) {
            List<MatchResult> bouts = draw.bouts().stream().filter(b -> b.pool().equals(pool.name())).toList();
            int size = pool.players().size();
            assertEquals(size * (size - 1) / 2, bouts.size());
            Set<String> pairs = new HashSet<>();
            for (int i = 0; i < bouts.size(); i++) {
                MatchResult b = bouts.get(i);
                pairs.add(Set.of(b.sideA().participantId(), b.sideB().participantId()).toString());
                if (i > 0 && size >= 5) {
                    Set<String> before = Set.of(bouts.get(i - 1).sideA().participantId(), bouts.get(i - 1).sideB().participantId());
                    assertTrue(!before.contains(b.sideA().participantId()) && !before.contains(b.sideB().participantId()));
                }
            }
            assertEquals(bouts.size(), pairs.size(), "every pair once in " + pool.name());
        }
    }

    @Property(tries = 200)
    void theSameSeedGivesTheSameDraw(@ForAll @IntRange(min = 2, max = 30) int n, @ForAll long seed) {
        List<Player> entrants = Entrants.seeded(Entrants.of(n, 5), Math.min(2, n));
        assertEquals(PoolDraw.draw(MIXED, entrants, seed), PoolDraw.draw(MIXED, entrants, seed));
    }

    private static List<Integer> seedsIn(Pool pool) {
        return pool.players().stream().map(Player::seed).filter(s -> s > 0).toList();
    }
}
