package taikai.model.discipline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;

class EngiDecisionTest {

    private static final NaginataEngi THREE = new NaginataEngi(3);

    private static Fight flags(int a, int b) {
        return new Fight(List.of(), List.of(), 0, 0, a, b, Decision.NONE, 0);
    }

    @Test
    void theSideWithMoreFlagsWins() {
        assertEquals(Outcome.win(Corner.A, Basis.FLAGS), THREE.decide(flags(2, 1), true, true));
        assertEquals(Outcome.win(Corner.B, Basis.FLAGS), THREE.decide(flags(0, 3), true, true));
    }

    @Test
    void anEvenFlagCountDecidesNothing() {
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID), THREE.decide(flags(1, 1), true, true));
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID), THREE.decide(flags(2, 0), false, true));
    }

    @Test
    void anImpossibleFlagCountDecidesNothing() {
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID), THREE.decide(flags(3, 2), true, true));
    }

    @Test
    void anEngiResultIsNeverADrawEvenWhereADrawMayStand() {
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID), THREE.decide(flags(0, 0), true, true));
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID),
                THREE.decide(flags(0, 0).withDecision(Decision.HIKIWAKE), true, true));
    }

    @Test
    void anEngiWithoutFlagsWhileRunningIsNotFinished() {
        assertEquals(Outcome.undecided(Basis.NOT_FINISHED), THREE.decide(flags(0, 0), false, true));
    }

    @Test
    void fiveJudgesNeedFiveFlags() {
        NaginataEngi five = new NaginataEngi(5);
        assertEquals(Outcome.win(Corner.B, Basis.FLAGS), five.decide(flags(2, 3), true, true));
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID), five.decide(flags(2, 1), true, true));
    }

    @Test
    void anEngiForfeitIsWonOnTheDefaultWinMarks() {
        Fight f = new Fight(List.of(taikai.model.match.Mark.DEFAULT_WIN, taikai.model.match.Mark.DEFAULT_WIN),
                List.of(), 0, 0, 0, 0, Decision.FUSENSHO, 0);
        assertEquals(Outcome.win(Corner.A, Basis.FORFEIT), THREE.decide(f, true, true));
    }
}
