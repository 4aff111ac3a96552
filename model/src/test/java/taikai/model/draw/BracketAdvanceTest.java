package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

class BracketAdvanceTest {
    private static final Competition KNOCKOUT = Entrants.competition(Format.KNOCKOUT, List.of("A")).withKnockout(k -> k.withThirdPlaceMatch(true));
    private static final Bracket EIGHT = KnockoutDraw.draw(KNOCKOUT, Entrants.of(8, 8), 5L);

    @Test
    void theWinnerOfAnEvenMatchTakesSideAOfTheNextAndOfAnOddMatchSideB() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-0", true);
        b = Results.winAndAdvance(b, "m-r1-1", false);
        assertEquals(Results.result(EIGHT, "m-r1-0").sideA().participantId(), Results.result(b, "m-r2-0").sideA().participantId());
        assertEquals(Results.result(EIGHT, "m-r1-1").sideB().participantId(), Results.result(b, "m-r2-0").sideB().participantId());
        assertEquals("Winner of r3-m0", Trees.match(b, "m-r2-0").placeholderA(), "the slot still remembers the draw");
    }

    @Test
    void semiFinalLosersMeetInTheBronzeMatch() {
        Bracket b = EIGHT;
        for (int i = 0; i < 4; i++) {
            b = Results.winAndAdvance(b, "m-r1-" + i, true);
        }
        b = Results.winAndAdvance(b, "m-r2-0", true);
        b = Results.winAndAdvance(b, "m-r2-1", false);
        assertEquals(Results.result(b, "m-r2-0").sideB().participantId(), b.thirdPlaceMatch().result().sideA().participantId());
        assertEquals(Results.result(b, "m-r2-1").sideA().participantId(), b.thirdPlaceMatch().result().sideB().participantId());
        assertEquals(Results.result(b, "m-r2-0").sideA().participantId(), Results.result(b, "m-r3-0").sideA().participantId());
    }

    @Test
    void takingAResultBackReturnsTheSlotToItsPlaceholder() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-2", true);
        BracketChange back = BracketAdvance.takeBack(b, "m-r1-2");
        assertFalse(back.isRefused());
        assertEquals(Side.of("Winner of r3-m2", ""), Results.result(back.bracket(), "m-r2-1").sideA());
        assertEquals(MatchStatus.SCHEDULED, Results.result(back.bracket(), "m-r1-2").status());
        assertEquals("", Results.result(back.bracket(), "m-r1-2").verdict().winnerId());
    }

    @Test
    void takingASemiFinalBackEmptiesItsBronzeSlot() {
        Bracket b = EIGHT;
        for (int i = 0; i < 4; i++) {
            b = Results.winAndAdvance(b, "m-r1-" + i, true);
        }
        b = Results.winAndAdvance(b, "m-r2-1", true);
        BracketChange back = BracketAdvance.takeBack(b, "m-r2-1");
        assertTrue(back.bracket().thirdPlaceMatch().result().sideB().isEmpty());
        assertEquals("Winner of r2-m1", Results.result(back.bracket(), "m-r3-0").sideB().name());
    }

    @Test
    void aResultCannotBeTakenBackOnceTheNextMatchHasStarted() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-0", true);
        b = Results.winAndAdvance(b, "m-r1-1", true);
        b = Results.start(b, "m-r2-0");
        BracketChange back = BracketAdvance.takeBack(b, "m-r1-0");
        assertTrue(back.isRefused());
        assertEquals("Match 5 has already started; take its result back first.", back.refusal());
        assertSame(b, back.bracket());
    }

    @Test
    void aCorrectedWinnerCannotReplaceACompetitorWhoseNextMatchHasStarted() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-0", true);
        b = Results.winAndAdvance(b, "m-r1-1", true);
        b = Results.start(b, "m-r2-0");
        BracketChange change = BracketAdvance.advance(Results.win(b, "m-r1-0", false), "m-r1-0");
        assertTrue(change.isRefused());
        assertTrue(change.refusal().startsWith("Match 5 has already started with "));
    }

    @Test
    void theSameWinnerStoredAgainKeepsThePickMadeForIt() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-0", true);
        b = Results.edit(b, "m-r2-0", r -> r.withSideA(r.sideA().withRepMemberId("member-7")));
        Bracket again = Results.winAndAdvance(b, "m-r1-0", true);
        assertEquals("member-7", Results.result(again, "m-r2-0").sideA().repMemberId());
    }

    @Test
    void anotherWinnerTakesTheSlotWithoutTheOldPick() {
        Bracket b = Results.winAndAdvance(EIGHT, "m-r1-0", true);
        b = Results.edit(b, "m-r2-0", r -> r.withSideA(r.sideA().withRepMemberId("member-7")));
        Bracket other = Results.winAndAdvance(b, "m-r1-0", false);
        assertEquals(Results.result(EIGHT, "m-r1-0").sideB().participantId(), Results.result(other, "m-r2-0").sideA().participantId());
        assertEquals("", Results.result(other, "m-r2-0").sideA().repMemberId());
    }

    @Test
    void anUndecidedMatchHasNobodyToMoveOn() {
        BracketChange change = BracketAdvance.advance(EIGHT, "m-r1-0");
        assertEquals("Match 1 has no winner yet; finish it before its winner moves on.", change.refusal());
    }

    @Test
    void aByeHasNoResultToTakeBack() {
        Bracket five = KnockoutDraw.draw(KNOCKOUT, Entrants.of(5, 5), 2L);
        String bye = five.rounds().get(0).stream().filter(m -> m.result().sideB().isEmpty() || m.result().sideA().isEmpty())
                .findFirst().orElseThrow().id();
        assertTrue(BracketAdvance.takeBack(five, bye).refusal().contains("is a bye and decides itself"));
    }

    @Test
    void settlingByesAgainChangesNothing() {
        Bracket five = KnockoutDraw.draw(KNOCKOUT, Entrants.of(5, 5), 2L);
        assertEquals(five, BracketAdvance.settleByes(five));
    }

    @Test
    void anUnknownMatchIsRefusedWithASentence() {
        assertEquals("The bracket has no such match; reload the bracket and try again.",
                BracketAdvance.advance(EIGHT, "m-r9-9").refusal());
    }
}
