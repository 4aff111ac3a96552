package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

class KnockoutDrawTest {
    private static final Competition KNOCKOUT = Entrants.competition(Format.KNOCKOUT, List.of("A", "B"));

    @Test
    void matchIdsCountRoundsFromTheFirstAndPositionsFromZero() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.of(8, 8), 1L);
        assertEquals(3, b.rounds().size());
        assertEquals(List.of("m-r1-0", "m-r1-1", "m-r1-2", "m-r1-3"), b.rounds().get(0).stream().map(BracketMatch::id).toList());
        assertEquals("m-r3-0", b.rounds().get(2).get(0).id());
    }

    @Test
    void aLaterSlotReadsWinnerOfItsFeederCountedFromTheFinal() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.of(8, 8), 1L);
        BracketMatch semi = Trees.match(b, "m-r2-1");
        assertEquals("Winner of r3-m2", semi.result().sideA().name());
        assertEquals("Winner of r3-m3", semi.placeholderB());
        assertEquals(List.of("m-r1-2", "m-r1-3"), semi.feeders());
        BracketMatch last = Trees.match(b, "m-r3-0");
        assertEquals("Winner of r2-m0", last.placeholderA());
        assertEquals(1, last.displayRound());
        assertEquals(2, semi.displayRound());
    }

    @Test
    void byesGoToTheTopSeedsAndDecideThemselves() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.seeded(Entrants.of(5, 5), 5), 4L);
        Set<String> withBye = new HashSet<>();
        for (BracketMatch m : b.rounds().get(0)) {
            MatchResult r = m.result();
            if (r.sideA().isEmpty() || r.sideB().isEmpty()) {
                assertEquals(MatchStatus.COMPLETED, r.status());
                withBye.add(r.verdict().winnerId());
                assertEquals(0, m.matchNumber(), "a bye is never a numbered match");
            }
        }
        assertEquals(Set.of("p1", "p2", "p3"), withBye);
        Set<String> inRoundTwo = new HashSet<>();
        b.rounds().get(1).forEach(m -> {
            inRoundTwo.add(m.result().sideA().participantId());
            inRoundTwo.add(m.result().sideB().participantId());
        });
        assertTrue(inRoundTwo.containsAll(withBye), "a bye's winner already stands in round two");
    }

    @Test
    void theBronzeMatchIsFedByTheSemiFinalsAndNumberedBeforeTheFinal() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT.withKnockout(k -> k.withThirdPlaceMatch(true)), Entrants.of(8, 8), 1L);
        BracketMatch bronze = b.thirdPlaceMatch();
        assertEquals("m-bronze", bronze.id());
        assertEquals(List.of("m-r2-0", "m-r2-1"), bronze.feeders());
        assertTrue(bronze.result().sideA().isEmpty() && bronze.result().sideB().isEmpty());
        assertEquals(7, bronze.matchNumber());
        assertEquals(8, Trees.match(b, "m-r3-0").matchNumber());
    }

    @Test
    void noBronzeMatchUnlessTheCompetitionAsksForOne() {
        assertNull(KnockoutDraw.draw(KNOCKOUT, Entrants.of(8, 8), 1L).thirdPlaceMatch());
    }

    @Test
    void withThreeEntrantsOneSemiFinalIsAByeSoThereIsNoBronzeMatch() {
        assertNull(KnockoutDraw.draw(KNOCKOUT.withKnockout(k -> k.withThirdPlaceMatch(true)), Entrants.of(3, 3), 1L).thirdPlaceMatch());
    }

    @Test
    void foughtMatchesAreNumberedRoundByRoundFromOne() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.of(6, 6), 9L);
        List<Integer> numbers = new ArrayList<>();
        b.allMatches().forEach(m -> {
            if (m.matchNumber() > 0) {
                numbers.add(m.matchNumber());
            }
        });
        assertEquals(List.of(1, 2, 3, 4, 5), numbers);
    }

    @Test
    void eachCourtPlaysOneHalfOfTheTreeAndTheFinalStaysOnTheFirst() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.of(8, 8), 1L);
        assertEquals(List.of("A", "A", "B", "B"), b.rounds().get(0).stream().map(m -> m.result().court()).toList());
        assertEquals("A", Trees.match(b, "m-r3-0").result().court());
    }

    @Test
    void theDrawOrderListsEntrantsTopToBottomForTheirNumbers() {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.of(6, 6), 9L);
        Map<String, Integer> leaf = Trees.leafOfId(b);
        List<String> order = new ArrayList<>(b.drawOrder());
        List<String> byLeaf = new ArrayList<>(leaf.keySet());
        byLeaf.sort((x, y) -> leaf.get(x) - leaf.get(y));
        assertEquals(byLeaf, order);
        assertEquals("K1", CompetitorNumbers.forDrawOrder("K", order).get(order.get(0)));
    }

    @Test
    void clubMatesDoNotMeetInTheFirstRound() {
        List<Player> four = Entrants.fromDojos(List.of("X", "X", "Y", "Y", "Z", "Z", "W", "W"));
        for (long seed = 0; seed < 30; seed++) {
            assertEquals(0, firstRoundClashes(KnockoutDraw.draw(KNOCKOUT, four, seed), four));
        }
    }

    @Test
    void aKnockoutNeedsTwoEntrants() {
        assertThrows(IllegalArgumentException.class, () -> KnockoutDraw.draw(KNOCKOUT, Entrants.of(1, 1), 1L));
    }

    @Property(tries = 200)
    void seedsOneAndTwoMeetOnlyInTheFinal(@ForAll @IntRange(min = 2, max = 70) int n, @ForAll long seed) {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.seeded(Entrants.of(n, 6), Math.min(n, 2)), seed);
        Map<String, Integer> leaf = Trees.leafOfId(b);
        assertEquals(b.rounds().size(), Trees.meetingRound(leaf.get("p1"), leaf.get("p2")));
    }

    @Property(tries = 200)
    void seedsOneToFourMeetOnlyFromTheSemiFinals(@ForAll @IntRange(min = 4, max = 70) int n, @ForAll long seed) {
        Bracket b = KnockoutDraw.draw(KNOCKOUT, Entrants.seeded(Entrants.of(n, 6), 4), seed);
        Map<String, Integer> leaf = Trees.leafOfId(b);
        for (int x = 1; x <= 4; x++) {
            for (int y = x + 1; y <= 4; y++) {
                assertTrue(Trees.meetingRound(leaf.get("p" + x), leaf.get("p" + y)) >= b.rounds().size() - 1);
            }
        }
    }

    @Property(tries = 200)
    void everyEntrantIsPlacedExactlyOnceInTheSmallestTree(@ForAll @IntRange(min = 2, max = 70) int n,
            @ForAll @IntRange(min = 0, max = 8) int seeds, @ForAll long seed) {
        List<Player> entrants = Entrants.seeded(Entrants.of(n, 5), Math.min(n, seeds));
        Bracket b = KnockoutDraw.draw(KNOCKOUT, entrants, seed);
        List<String> placed = new ArrayList<>();
        b.rounds().get(0).forEach(m -> {
            placed.add(m.result().sideA().participantId());
            placed.add(m.result().sideB().participantId());
        });
        placed.removeIf(String::isEmpty);
        assertEquals(n, placed.size());
        assertEquals(Set.copyOf(entrants.stream().map(Player::id).toList()), Set.copyOf(placed));
        assertEquals(StandardSeeding.treeSize(n), 2 * b.rounds().get(0).size());
        assertEquals(n, b.drawOrder().size());
        b.rounds().get(0).forEach(m -> assertFalse(m.result().sideA().isEmpty() && m.result().sideB().isEmpty(), "no empty match"));
    }

    @Property(tries = 200)
    void clubMatesAreSeparatedInTheFirstRoundWhenNoClubHoldsHalfTheField(@ForAll @IntRange(min = 4, max = 64) int n,
            @ForAll @IntRange(min = 3, max = 12) int dojos, @ForAll long seed) {
        List<Player> entrants = Entrants.of(n, dojos);
        Map<String, Integer> clubSize = new HashMap<>();
        entrants.forEach(p -> clubSize.merge(p.dojo(), 1, Integer::sum));
        if (clubSize.values().stream().anyMatch(size -> 2 * size > n)) {
            return;
        }
        assertEquals(0, firstRoundClashes(KnockoutDraw.draw(KNOCKOUT, entrants, seed), entrants));
    }

    @Property(tries = 200)
    void theSameSeedGivesTheSameBracket(@ForAll @IntRange(min = 2, max = 40) int n, @ForAll long seed) {
        List<Player> entrants = Entrants.seeded(Entrants.of(n, 4), Math.min(n, 3));
        assertEquals(KnockoutDraw.draw(KNOCKOUT, entrants, seed), KnockoutDraw.draw(KNOCKOUT, entrants, seed));
    }

    private static int firstRoundClashes(Bracket b, List<Player> entrants) {
        Map<String, String> dojo = new HashMap<>();
        entrants.forEach(p -> dojo.put(p.id(), p.dojo()));
        int clashes = 0;
        for (BracketMatch m : b.rounds().get(0)) {
            String a = dojo.get(m.result().sideA().participantId());
            if (a != null && a.equals(dojo.get(m.result().sideB().participantId()))) {
                clashes++;
            }
        }
        return clashes;
    }
}
