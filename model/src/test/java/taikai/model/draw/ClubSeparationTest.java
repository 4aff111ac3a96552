package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;

class ClubSeparationTest {
    private static final Competition KNOCKOUT = Entrants.competition(Format.KNOCKOUT, List.of("A"));
    private static final Competition TEAMS = Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT)
            .withSchedule(s -> s.withCourts(List.of("A"))).withEntrants(e -> e.withNumberPrefix("T"));

    @Test
    void fiveTeamsWithTwoClubPairsMeetTheirClubMateOnlyInTheFinal() {
        List<Player> teams = Entrants.fromDojos(List.of("London", "London", "Edinburgh", "Edinburgh", "Cardiff"));
        for (long seed = 0; seed < 40; seed++) {
            Bracket b = KnockoutDraw.draw(TEAMS, teams, seed);
            Map<String, Integer> leaf = Trees.leafOfId(b);
            assertEquals(3, Trees.meetingRound(leaf.get("p1"), leaf.get("p2")), "the London teams, seed " + seed);
            assertEquals(3, Trees.meetingRound(leaf.get("p3"), leaf.get("p4")), "the Edinburgh teams, seed " + seed);
        }
    }

    @Test
    void twoEntrantsWithByesInNeighbouringMatchesCountAsMeetingInTheirFirstMatch() {
        Player london = Player.of("a", "A", "London");
        Player london2 = Player.of("b", "B", "London");
        // leaves 0 and 2 both face a bye, so they meet in round two, the first match either fights
        Player[] leaves = {london, null, london2, null, Player.of("c", "C", "X"), Player.of("d", "D", "Y"), null, null};
        assertArrayEquals(new int[] {1, 0}, ClubSeparation.clashes(leaves));
    }

    /** Whatever the clubs, seeds and byes, no other placing of the unseeded entrants clashes less, level by level. */
    @Property(tries = 150)
    void noPlacingOfTheUnseededKeepsClubsFurtherApart(@ForAll("clubs") List<String> clubs,
            @ForAll @IntRange(min = 0, max = 2) int seeds, @ForAll long seed) {
        assertNoBetterPlacing(clubs, seeds, seed);
    }

    /** A field the pairwise swaps once left one clash short of the best: three clubs of three, two and two. */
    @Test
    void sevenEntrantsOfThreeClubsAreKeptAsFarApartAsAnyPlacingKeepsThem() {
        List<String> clubs = List.of("London", "Edinburgh", "London", "London", "Edinburgh", "Cardiff", "Cardiff");
        for (int seeds = 0; seeds <= 2; seeds++) {
            for (long seed = 0; seed < 200; seed++) {
                assertNoBetterPlacing(clubs, seeds, seed);
            }
        }
    }

    private static void assertNoBetterPlacing(List<String> clubs, int seeds, long seed) {
        List<Player> entrants = Entrants.seeded(Entrants.fromDojos(clubs), Math.min(seeds, clubs.size()));
        Bracket b = KnockoutDraw.draw(KNOCKOUT, entrants, seed);
        Player[] leaves = new Player[2 * b.rounds().get(0).size()];
        Map<String, Integer> leaf = Trees.leafOfId(b);
        List<Integer> free = new ArrayList<>();
        for (Player p : entrants) {
            leaves[leaf.get(p.id())] = p;
            if (p.seed() <= 0) {
                free.add(leaf.get(p.id()));
            }
        }
        int[] drawn = ClubSeparation.clashes(leaves);
        int[] best = best(leaves.clone(), free, 0, drawn);
        assertArrayEquals(best, drawn, "a better placing exists for " + clubs);
    }

    @Provide
    Arbitrary<List<String>> clubs() {
        return Arbitraries.of("London", "Edinburgh", "Cardiff", "", "NA").list().ofMinSize(2).ofMaxSize(7);
    }

    /** The lowest clash counts over every permutation of the entrants at the free leaves. */
    private static int[] best(Player[] leaves, List<Integer> free, int from, int[] best) {
        if (from == free.size()) {
            int[] c = ClubSeparation.clashes(leaves);
            return lower(c, best) ? c : best;
        }
        for (int k = from; k < free.size(); k++) {
            swap(leaves, free.get(from), free.get(k));
            best = best(leaves, free, from + 1, best);
            swap(leaves, free.get(from), free.get(k));
        }
        return best;
    }

    private static boolean lower(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return a[i] < b[i];
            }
        }
        return false;
    }

    private static void swap(Player[] leaves, int x, int y) {
        Player t = leaves[x];
        leaves[x] = leaves[y];
        leaves[y] = t;
    }
}
