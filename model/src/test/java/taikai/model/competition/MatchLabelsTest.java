package taikai.model.competition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.draw.KnockoutDraw;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;

class MatchLabelsTest {
    private static final Competition KNOCKOUT = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT)
            .withSchedule(s -> s.withCourts(List.of("A"))).withKnockout(k -> k.withThirdPlaceMatch(true));

    private static CompetitionState drawn(int entrants) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= entrants; i++) {
            players.add(Player.of("p" + i, "Player " + i, "D" + i));
        }
        Bracket bracket = KnockoutDraw.draw(KNOCKOUT, players, 3L);
        return new CompetitionState(KNOCKOUT, players, null, null, null, bracket, null, null, null, null, null);
    }

    @Test
    void aPoolBoutIsNamedByItsPlaceInThePlayingOrder() {
        CompetitionState state = drawn(2);
        assertEquals("Pool A, match 1", MatchLabels.of(state, "Pool A-0"));
        assertEquals("Pool B, match 12", MatchLabels.of(state, "Pool B-11"));
    }

    @Test
    void aSwissBoutIsNamedByItsRoundNotItsFilesPoolName() {
        CompetitionState state = drawn(2);
        assertEquals("Round 2, match 3", MatchLabels.of(state, "Swiss-R2-2"), "a Swiss round's bout, even once gone");
        assertEquals(java.util.Optional.of("Round 1, match 1"), MatchLabels.ofGone("Swiss-R1-0"));
    }

    @Test
    void aKnockoutBoxIsNamedByItsNumberAndAByeBoxIsABye() {
        CompetitionState state = drawn(5);
        for (BracketMatch node : state.bracket().allMatches()) {
            String label = MatchLabels.of(state, node.id());
            assertFalse(label.contains("m-r") || label.contains("bronze"), label);
            if (node.matchNumber() == 0) {
                assertEquals("Bye", label);
            }
        }
        assertEquals("Match 4, third place", MatchLabels.of(state, "m-bronze"));
    }

    /** "Winner of r3-m1" names the box at round 1, position 1 by the number that box carries. */
    @Test
    void aWinnerSlotNamesTheFeedingMatchAsItsBoxIsLabelled() {
        CompetitionState state = drawn(7);
        Bracket b = state.bracket();
        for (BracketMatch node : b.rounds().get(1)) {
            for (int k = 0; k < 2; k++) {
                String placeholder = k == 0 ? node.placeholderA() : node.placeholderB();
                BracketMatch feeder = b.find(node.feeders().get(k)).orElseThrow();
                String expected = feeder.matchNumber() > 0 ? "Winner of " + MatchLabels.inSentence(MatchLabels.of(feeder))
                        : "Winner of the bye";
                assertEquals(expected, MatchLabels.slot(b, placeholder), placeholder);
                MatchResult r = node.result();
                String side = MatchLabels.side(b, k == 0 ? r.sideA() : r.sideB());
                assertFalse(side.contains("r2-") || side.contains("r3-"), side);
            }
        }
        assertEquals("Pool C, 2nd", MatchLabels.slot(b, "Pool C-2nd"));
    }
}
