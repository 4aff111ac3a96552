package taikai.model.discipline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.scoring.Play;

class ShiaiDecisionTest {

    private static final KendoShiai SANBON = new KendoShiai(2);

    private static Fight fight(String a, String b) {
        return new Fight(Play.marks(a), Play.marks(b), 0, 0, 0, 0, Decision.NONE, 0);
    }

    @Test
    void twoPointsWinASanbonShobuBeforeTimeIsOver() {
        assertEquals(Outcome.win(Corner.A, Basis.POINTS), SANBON.decide(fight("M|K", "D"), false, true));
    }

    @Test
    void aOnePointLeadWinsOnlyWhenTimeIsOver() {
        assertEquals(Outcome.undecided(Basis.NOT_FINISHED), SANBON.decide(fight("", "K"), false, true));
        assertEquals(Outcome.win(Corner.B, Basis.POINTS), SANBON.decide(fight("", "K"), true, true));
    }

    @Test
    void onePointWinsAnIpponShobu() {
        assertEquals(Outcome.win(Corner.B, Basis.POINTS), new KendoShiai(1).decide(fight("", "T"), false, true));
    }

    @Test
    void theFirstPointInEnchoWins() {
        Fight encho = fight("M", "M|K").withEnchoPeriods(1);
        assertEquals(Outcome.win(Corner.B, Basis.POINTS), SANBON.decide(encho, false, false));
        Fight fromNil = fight("D", "").withEnchoPeriods(2);
        assertEquals(Outcome.win(Corner.A, Basis.POINTS), SANBON.decide(fromNil, false, false));
    }

    @Test
    void hanteiDecidesALevelScore() {
        assertEquals(Outcome.win(Corner.B, Basis.HANTEI), SANBON.decide(fight("M", "K|Ht"), false, false));
    }

    @Test
    void hanteiNeverCountsAsAPoint() {
        Fight f = fight("M", "Ht");
        assertEquals(0, f.points(Corner.B));
        assertEquals(Outcome.win(Corner.A, Basis.POINTS), SANBON.decide(f, true, true));
    }

    @Test
    void hanteiOnBothSidesDecidesNothing() {
        assertEquals(Outcome.undecided(Basis.CONFLICTING_HANTEI), SANBON.decide(fight("Ht", "Ht"), true, true));
    }

    @Test
    void aLevelFinishIsHikiwakeWhereADrawMayStand() {
        assertEquals(Outcome.draw(), SANBON.decide(fight("M", "K"), true, true));
    }

    @Test
    void aLevelFinishNeedsAWinnerWhereNoDrawMayStand() {
        assertEquals(Outcome.undecided(Basis.NEEDS_WINNER), SANBON.decide(fight("", ""), true, false));
    }

    @Test
    void aDeclaredHikiwakeEndsAMatchStillRunning() {
        assertEquals(Outcome.draw(), SANBON.decide(fight("", "").withDecision(Decision.HIKIWAKE), false, true));
    }

    @Test
    void twoAllIsImpossible() {
        assertEquals(Outcome.undecided(Basis.IMPOSSIBLE_SCORE), SANBON.decide(fight("M|K", "D|T"), true, true));
    }

    @Test
    void twoHansokuGiveTheOpponentAPointThatCounts() {
        assertEquals(Outcome.win(Corner.A, Basis.POINTS), SANBON.decide(fight("H|M", ""), false, true));
    }

    @Test
    void aForfeitIsWonByTheSideHoldingTheDefaultWinMarks() {
        Fight kiken = fight("M", "\u25cb|\u25cb").withDecision(Decision.KIKEN_INJURY);
        assertEquals(Outcome.win(Corner.B, Basis.FORFEIT), SANBON.decide(kiken, false, false));
    }

    @Test
    void aForfeitWithoutDefaultWinMarksNamesNobody() {
        Fight bare = fight("", "").withDecision(Decision.FUSENSHO);
        assertEquals(Outcome.undecided(Basis.FORFEIT_UNATTRIBUTED), SANBON.decide(bare, true, true));
    }

    @Test
    void unfilledSlotsNeverCount() {
        assertEquals(List.of(0, 1), List.of(fight("\u2022", "M").points(Corner.A), fight("\u2022", "M").points(Corner.B)));
    }
}
