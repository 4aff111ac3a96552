package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
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
import taikai.model.entrant.Pool;
import taikai.model.match.MatchStatus;

class PoolsToKnockoutTest {

    @Test
    void onTwoCourtsWinnersStayInTheirBlockAndRunnersUpCrossToThePartnerCourt() {
        Bracket b = PoolsToKnockout.draw(mixed(2, 2), pools(4, 3));
        assertEquals(List.of("Pool A-1st", "Pool D-2nd", "Pool B-1st", "Pool C-2nd", "Pool C-1st", "Pool B-2nd", "Pool D-1st", "Pool A-2nd"),
                firstRoundSlots(b));
        assertEquals(List.of("A", "A", "B", "B"), b.rounds().get(0).stream().map(m -> m.result().court()).toList());
    }

    @Test
    void onOneCourtAPoolsWinnerAndRunnerUpStartInOppositeHalves() {
        Bracket b = PoolsToKnockout.draw(mixed(1, 2), pools(4, 3));
        assertEquals(List.of("Pool A-1st", "Pool D-2nd", "Pool C-1st", "Pool B-2nd", "Pool B-1st", "Pool C-2nd", "Pool D-1st", "Pool A-2nd"),
                firstRoundSlots(b));
    }

    @Test
    void onFourCourtsTheThirdQualifierCrossesToTheOtherPair() {
        Bracket b = PoolsToKnockout.draw(mixed(4, 3), pools(4, 4));
        Map<String, Integer> leaf = Trees.leafOfName(b);
        int block = b.rounds().get(0).size() * 2 / 4;
        assertEquals(0, leaf.get("Pool A-1st") / block, "the winner stays in its own court's block");
        assertEquals(1, leaf.get("Pool A-2nd") / block, "the runner-up crosses to the partner court");
        assertEquals(2, leaf.get("Pool A-3rd") / block, "the third crosses to the other pair");
    }

    @Test
    void aPoolFedTreeIsAPreviewWithoutADrawOrder() {
        Bracket b = PoolsToKnockout.draw(mixed(2, 2), pools(4, 3));
        assertTrue(b.preview());
        assertEquals(List.of(), b.drawOrder());
    }

    @Test
    void aSmallPoolSendsNoMoreQualifiersThanItHasEntrants() {
        List<Pool> pools = List.of(pool("Pool A", 3), pool("Pool B", 1));
        Set<String> slots = new HashSet<>(firstRoundSlots(PoolsToKnockout.draw(mixed(1, 2), pools)));
        slots.remove("");
        assertEquals(Set.of("Pool A-1st", "Pool A-2nd", "Pool B-1st"), slots);
    }

    @Test
    void aKnockoutNeedsTwoQualifiers() {
        assertThrows(IllegalArgumentException.class, () -> PoolsToKnockout.draw(mixed(1, 1), List.of(pool("Pool A", 3))));
    }

    @Test
    void aQualifierIsSeatedInTheSlotTheDrawGaveIt() {
        Bracket drawn = PoolsToKnockout.draw(mixed(2, 2), pools(4, 3));
        Player winner = Player.of("a1", "Aoki", "X");
        PoolsToKnockout.Seating s = PoolsToKnockout.seatQualifiers(drawn, Map.of("Pool A-1st", winner));
        BracketMatch first = Trees.match(s.bracket(), "m-r1-0");
        assertEquals("a1", first.result().sideA().participantId());
        assertEquals("Aoki", first.result().sideA().name());
        assertEquals("Pool A-1st", first.placeholderA(), "the slot still remembers the draw");
        assertEquals("Pool D-2nd", first.result().sideB().name());
        assertFalse(s.bracket().preview());
        assertEquals(List.of(), s.held());
    }

    @Test
    void aSeatedQualifierWithAByePassesStraightToTheNextRound() {
        Bracket drawn = PoolsToKnockout.draw(mixed(1, 2), pools(3, 3));
        String byeId = drawn.rounds().get(0).stream().filter(m -> m.result().sideB().isEmpty()).findFirst().orElseThrow().id();
        BracketMatch bye = Trees.match(drawn, byeId);
        String placeholder = bye.placeholderA();
        assertEquals(placeholder, bye.placeholderWinner());
        Bracket seated = PoolsToKnockout.seatQualifiers(drawn, Map.of(placeholder, Player.of("q", "Quinn", "Y"))).bracket();
        int i = Integer.parseInt(byeId.substring("m-r1-".length()));
        var next = Results.result(seated, "m-r2-" + i / 2);
        assertEquals("q", (i % 2 == 0 ? next.sideA() : next.sideB()).participantId());
        Bracket unseated = PoolsToKnockout.unseat(seated, Set.of(placeholder)).bracket();
        var back = Results.result(unseated, "m-r2-" + i / 2);
        assertEquals(placeholder, (i % 2 == 0 ? back.sideA() : back.sideB()).name());
    }

    @Test
    void aMatchAlreadyStartedIsNotReseatedButReportedAsHeld() {
        Bracket drawn = PoolsToKnockout.draw(mixed(2, 2), pools(4, 3));
        Bracket seated = PoolsToKnockout.seatQualifiers(drawn, Map.of("Pool A-1st", Player.of("a1", "Aoki", "X"))).bracket();
        Bracket started = Results.start(seated, "m-r1-0");
        PoolsToKnockout.Seating again = PoolsToKnockout.seatQualifiers(started, Map.of("Pool A-1st", Player.of("a9", "Abe", "X")));
        assertEquals(List.of("m-r1-0"), again.held());
        assertEquals("a1", Results.result(again.bracket(), "m-r1-0").sideA().participantId());
        assertEquals(MatchStatus.RUNNING, Results.result(again.bracket(), "m-r1-0").status());
    }

    @Test
    void seatingTheSameQualifierAgainKeepsThePickMadeForIt() {
        Bracket drawn = PoolsToKnockout.draw(mixed(2, 2), pools(4, 3));
        Player aoki = Player.of("a1", "Aoki", "X");
        Bracket seated = PoolsToKnockout.seatQualifiers(drawn, Map.of("Pool A-1st", aoki)).bracket();
        seated = Results.edit(seated, "m-r1-0", r -> r.withSideA(r.sideA().withRepMemberId("m-3")));
        Bracket again = PoolsToKnockout.seatQualifiers(seated, Map.of("Pool A-1st", aoki)).bracket();
        assertEquals("m-3", Results.result(again, "m-r1-0").sideA().repMemberId());
    }

    @Property(tries = 200)
    void everyQualifierIsPlacedExactlyOnceAndNoFirstRoundMatchIsEmpty(@ForAll @IntRange(min = 1, max = 14) int poolCount,
            @ForAll @IntRange(min = 2, max = 5) int poolSize, @ForAll @IntRange(min = 1, max = 6) int courts,
            @ForAll @IntRange(min = 1, max = 4) int winners) {
        List<Pool> pools = pools(poolCount, poolSize);
        int expected = poolCount * Math.min(winners, poolSize);
        if (expected < 2) {
            return;
        }
        Bracket b = PoolsToKnockout.draw(mixed(courts, winners), pools);
        List<String> slots = firstRoundSlots(b);
        List<String> placed = new ArrayList<>(slots);
        placed.removeIf(String::isEmpty);
        assertEquals(expected, placed.size());
        assertEquals(expected, new HashSet<>(placed).size());
        for (Pool p : pools) {
            for (int rank = 1; rank <= Math.min(winners, poolSize); rank++) {
                assertTrue(placed.contains(Placeholders.poolPlace(p.name(), rank)));
            }
        }
        assertEquals(StandardSeeding.treeSize(expected), slots.size());
        for (int i = 0; i < slots.size(); i += 2) {
            assertFalse(slots.get(i).isEmpty() && slots.get(i + 1).isEmpty(), "match " + i / 2 + " is empty on both sides");
        }
    }

    @Property(tries = 200)
    void aPoolsWinnerAndRunnerUpMeetNoEarlierThanTheirCourtBlocksJoin(@ForAll @IntRange(min = 0, max = 2) int courtBits,
            @ForAll @IntRange(min = 1, max = 4) int poolsPerCourt, @ForAll @IntRange(min = 2, max = 5) int poolSize) {
        int courts = 1 << courtBits;
        Bracket b = PoolsToKnockout.draw(mixed(courts, 2), pools(courts * poolsPerCourt, poolSize));
        Map<String, Integer> leaf = Trees.leafOfName(b);
        int rounds = b.rounds().size();
        int expected = rounds - Math.max(0, courtBits - 1);
        for (int p = 0; p < courts * poolsPerCourt; p++) {
            String pool = PoolNames.of(p);
            assertEquals(expected, Trees.meetingRound(leaf.get(pool + "-1st"), leaf.get(pool + "-2nd")), pool);
        }
    }

    static Competition mixed(int courts, int winners) {
        List<String> labels = new ArrayList<>();
        for (int c = 0; c < courts; c++) {
            labels.add(String.valueOf((char) ('A' + c)));
        }
        return Entrants.competition(Format.POOLS_THEN_KNOCKOUT, labels).withPools(p -> p.withWinners(winners));
    }

    static List<Pool> pools(int count, int size) {
        List<Pool> pools = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            pools.add(pool(PoolNames.of(p), size));
        }
        return pools;
    }

    private static Pool pool(String name, int size) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            players.add(Player.of(name + "/" + i, name + " player " + i, "D" + i));
        }
        return new Pool(name, players);
    }

    private static List<String> firstRoundSlots(Bracket b) {
        List<String> slots = new ArrayList<>();
        b.rounds().get(0).forEach(m -> {
            slots.add(m.placeholderA());
            slots.add(m.placeholderB());
        });
        return slots;
    }
}
