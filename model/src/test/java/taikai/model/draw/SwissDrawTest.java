package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

class SwissDrawTest {
    private static final Competition SWISS = Entrants.competition(Format.SWISS, List.of("A", "B"));

    @Test
    void swissRowsAreNamedByRoundAndBoard() {
        SwissDraw.Round r = SwissDraw.nextRound(SWISS, Entrants.of(4, 4), List.of(), 1L);
        MatchResult first = r.matches().get(0);
        assertEquals(1, r.number());
        assertEquals("Swiss-R1-0", first.id());
        assertEquals("Swiss-R1", first.pool());
        assertEquals("0", first.index());
        assertEquals(1, first.round());
        assertEquals(List.of("A", "B"), r.matches().stream().map(MatchResult::court).toList());
    }

    @Test
    void inTheFirstRoundTheTopHalfMeetsTheBottomHalf() {
        SwissDraw.Round r = SwissDraw.nextRound(SWISS, Entrants.seeded(Entrants.of(8, 8), 8), List.of(), 1L);
        assertEquals(List.of("p1-p5", "p2-p6", "p3-p7", "p4-p8"), r.matches().stream().map(SwissDrawTest::pair).toList());
    }

    @Test
    void anOddFieldGivesTheLowestPlacedAByeWonWithoutFighting() {
        SwissDraw.Round r = SwissDraw.nextRound(SWISS, Entrants.seeded(Entrants.of(5, 5), 5), List.of(), 1L);
        MatchResult bye = r.matches().get(r.matches().size() - 1);
        assertEquals("Swiss-R1-2", bye.id());
        assertEquals("p5", bye.sideA().participantId());
        assertTrue(bye.sideB().isEmpty());
        assertEquals(MatchStatus.COMPLETED, bye.status());
        assertEquals("p5", bye.verdict().winnerId());
    }

    @Test
    void theNextRoundPairsWinnersWithWinners() {
        List<Player> field = Entrants.seeded(Entrants.of(8, 8), 8);
        List<MatchResult> rows = new ArrayList<>(decideAll(SwissDraw.nextRound(SWISS, field, List.of(), 1L).matches(), true));
        SwissDraw.Round two = SwissDraw.nextRound(SWISS, field, rows, 1L);
        assertEquals(2, two.number());
        assertEquals(List.of("p1-p3", "p2-p4", "p5-p7", "p6-p8"), two.matches().stream().map(SwissDrawTest::pair).toList());
    }

    @Test
    void aRoundIsDrawnOnlyOnceTheLastIsFinished() {
        List<Player> field = Entrants.of(4, 4);
        SwissDraw.Round one = SwissDraw.nextRound(SWISS, field, List.of(), 1L);
        SwissDraw.Round refused = SwissDraw.nextRound(SWISS, field, one.matches(), 1L);
        assertEquals("Round 1 is not finished; decide all its bouts before drawing round 2.", refused.refusal());
    }

    @Test
    void noRoundIsDrawnBeyondTheSetNumberOfRounds() {
        List<Player> field = Entrants.of(4, 4);
        List<MatchResult> one = decideAll(SwissDraw.nextRound(SWISS.withSwiss(s -> s.withRounds(1)), field, List.of(), 1L).matches(), true);
        assertEquals("All 1 Swiss rounds are drawn; the Swiss is complete.",
                SwissDraw.nextRound(SWISS.withSwiss(s -> s.withRounds(1)), field, one, 1L).refusal());
    }

    @Test
    void whenEveryPairingWouldRepeatTheRoundIsRefused() {
        List<Player> field = Entrants.of(2, 2);
        List<MatchResult> one = decideAll(SwissDraw.nextRound(SWISS, field, List.of(), 1L).matches(), true);
        SwissDraw.Round two = SwissDraw.nextRound(SWISS, field, one, 1L);
        assertTrue(two.isRefused());
        assertEquals("Every way to pair round 2 repeats an earlier bout; end the Swiss here.", two.refusal());
    }

    @Test
    void otherRowsAreNotSwissRounds() {
        assertEquals(0, SwissDraw.roundOf(MatchResult.poolMatch("Pool A", "0", null, null, -1)));
        assertEquals(12, SwissDraw.roundOf(MatchResult.poolMatch("Swiss-R12", "3", null, null, 12)));
    }

    @Property(tries = 200)
    void noPairingRepeatsAndEveryoneIsPlacedOnceARoundWithASecondByeOnlyWhenUnavoidable(@ForAll @IntRange(min = 2, max = 20) int n,
            @ForAll @IntRange(min = 1, max = 6) int roundsWanted, @ForAll long seed) {
        List<Player> field = Entrants.seeded(Entrants.of(n, 3), n / 3);
        SplittableRandom results = new SplittableRandom(seed);
        List<MatchResult> rows = new ArrayList<>();
        Set<String> pairs = new HashSet<>();
        Set<String> byes = new HashSet<>();
        int rounds = Math.min(roundsWanted, n % 2 == 0 ? n - 1 : n);
        for (int round = 1; round <= rounds; round++) {
            SwissDraw.Round r = SwissDraw.nextRound(SWISS, field, rows, seed);
            if (r.isRefused()) {
                // Only a late round may run out of new pairings; the first three always exist from six on.
                assertTrue(round > 3 || n < 6, r.refusal());
                return;
            }
            Set<String> metBefore = new HashSet<>(pairs);
            Set<String> placed = new HashSet<>();
            for (MatchResult m : r.matches()) {
                assertTrue(placed.add(m.sideA().participantId()));
                if (m.sideB().isEmpty()) {
                    if (!byes.add(m.sideA().participantId())) {
                        assertTrue(noFirstByeLeavesAPairing(field, byes, metBefore),
                                "a second bye only when no first bye would leave a pairing without repeats");
                    }
                } else {
                    assertTrue(placed.add(m.sideB().participantId()));
                    assertTrue(pairs.add(pair(m)), "repeat pairing " + pair(m));
                }
            }
            assertEquals(n, placed.size());
            rows.addAll(decideAll(r.matches(), results.nextBoolean()));
        }
    }

    @Property(tries = 200)
    void theSameSeedGivesTheSameRound(@ForAll @IntRange(min = 2, max = 20) int n, @ForAll long seed) {
        List<Player> field = Entrants.of(n, 4);
        assertEquals(SwissDraw.nextRound(SWISS, field, List.of(), seed), SwissDraw.nextRound(SWISS, field, List.of(), seed));
        assertFalse(SwissDraw.nextRound(SWISS, field, List.of(), seed).isRefused());
    }

    /** Independent check: every entrant without a bye, if given it, leaves the others unpairable without a repeat. */
    private static boolean noFirstByeLeavesAPairing(List<Player> field, Set<String> byes, Set<String> met) {
        for (Player p : field) {
            if (!byes.contains(p.id())) {
                List<String> rest = new ArrayList<>();
                field.forEach(x -> rest.add(x.id()));
                rest.remove(p.id());
                if (pairable(rest, met)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean pairable(List<String> ids, Set<String> met) {
        if (ids.isEmpty()) {
            return true;
        }
        for (int i = 1; i < ids.size(); i++) {
            if (!met.contains(pair(ids.get(0), ids.get(i)))) {
                List<String> rest = new ArrayList<>(ids);
                rest.remove(i);
                rest.remove(0);
                if (pairable(rest, met)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String pair(String a, String b) {
        return Integer.parseInt(a.substring(1)) < Integer.parseInt(b.substring(1)) ? a + "-" + b : b + "-" + a;
    }

    private static String pair(MatchResult m) {
        return pair(m.sideA().participantId(), m.sideB().participantId());
    }

    private static List<MatchResult> decideAll(List<MatchResult> matches, boolean sideAWins) {
        List<MatchResult> decided = new ArrayList<>();
        for (MatchResult m : matches) {
            if (m.status() == MatchStatus.COMPLETED) {
                decided.add(m);
            } else {
                var w = m.side(sideAWins);
                decided.add(m.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(w.name()).withWinnerId(w.participantId())));
            }
        }
        return decided;
    }
}
