package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class LeagueOrderTest {

    @Test
    void withThreeEntrantsEveryOrderHasTwoBackToBackBoutsSoTwoIsTaken() {
        assertEquals(2, LeagueOrder.backToBack(LeagueOrder.of(3, 1L)));
    }

    @Test
    void withFourEntrantsTheFewestPossibleBackToBackBoutsIsTwo() {
        // Each bout of four shares a fighter with all but one other bout, so at most every other change is clean.
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(2, LeagueOrder.backToBack(LeagueOrder.of(4, seed)));
        }
    }

    @Test
    void withFiveEntrantsNobodyFightsTwiceInARow() {
        for (long seed = 0; seed < 50; seed++) {
            assertEquals(0, LeagueOrder.backToBack(LeagueOrder.of(5, seed)));
        }
    }

    @Test
    void oneEntrantHasNoBouts() {
        assertEquals(List.of(), LeagueOrder.of(1, 3L));
    }

    @Property(tries = 200)
    void fromFiveEntrantsOnNobodyFightsTwiceInARow(@ForAll @IntRange(min = 5, max = 24) int n, @ForAll long seed) {
        assertEquals(0, LeagueOrder.backToBack(LeagueOrder.of(n, seed)));
    }

    @Property(tries = 200)
    void everyPairMeetsExactlyOnce(@ForAll @IntRange(min = 2, max = 24) int n, @ForAll long seed) {
        List<int[]> order = LeagueOrder.of(n, seed);
        Set<String> pairs = new HashSet<>();
        for (int[] bout : order) {
            assertEquals(true, bout[0] < bout[1] && bout[0] >= 0 && bout[1] < n);
            pairs.add(bout[0] + "-" + bout[1]);
        }
        assertEquals(n * (n - 1) / 2, order.size());
        assertEquals(order.size(), pairs.size());
    }

    @Property(tries = 200)
    void theSameSeedGivesTheSameOrder(@ForAll @IntRange(min = 2, max = 16) int n, @ForAll long seed) {
        List<int[]> first = LeagueOrder.of(n, seed);
        List<int[]> second = LeagueOrder.of(n, seed);
        for (int i = 0; i < first.size(); i++) {
            assertEquals(List.of(first.get(i)[0], first.get(i)[1]), List.of(second.get(i)[0], second.get(i)[1]));
        }
    }
}
