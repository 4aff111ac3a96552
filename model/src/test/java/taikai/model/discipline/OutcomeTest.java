package taikai.model.discipline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.scoring.Play;

class OutcomeTest {

    @Test
    void aForfeitDecisionIsTheOperatorsAndStays() {
        assertEquals(Decision.KIKEN, Outcome.win(Corner.A, Basis.POINTS).settledDecision(Decision.KIKEN, true));
    }

    @Test
    void aDrawIsRecordedAsHikiwake() {
        assertEquals(Decision.HIKIWAKE, Outcome.draw().settledDecision(Decision.NONE, true));
    }

    @Test
    void aStaleHikiwakeBecomesFoughtOnceAPointDecidesTheMatch() {
        assertEquals(Decision.FOUGHT, Outcome.win(Corner.B, Basis.POINTS).settledDecision(Decision.HIKIWAKE, true));
        assertEquals(Decision.NONE, Outcome.undecided(Basis.NOT_FINISHED).settledDecision(Decision.HIKIWAKE, false));
    }

    @Test
    void daihyosenAndExhaustionFollowTheOutcome() {
        assertEquals(Decision.DAIHYOSEN, Outcome.win(Corner.A, Basis.DAIHYOSEN).settledDecision(Decision.NONE, true));
        assertEquals(Decision.KACHINUKI_EXHAUSTION,
                Outcome.win(Corner.A, Basis.KACHINUKI_EXHAUSTION).settledDecision(Decision.FOUGHT, true));
        assertEquals(Decision.FOUGHT, Outcome.win(Corner.A, Basis.VICTORIES).settledDecision(Decision.DAIHYOSEN, true));
    }

    @Test
    void theWinnerTakesTheSidesNameAndParticipantId() {
        MatchResult m = Play.pool("Tanaka", "Suzuki").withStatus(MatchStatus.COMPLETED);
        MatchResult settled = Outcome.win(Corner.B, Basis.POINTS).applyTo(m);
        assertEquals("Suzuki", settled.verdict().winner());
        assertEquals("id-Suzuki", settled.verdict().winnerId());
        MatchResult cleared = Outcome.undecided(Basis.NOT_FINISHED).applyTo(settled);
        assertEquals("", cleared.verdict().winner());
        assertEquals("", cleared.verdict().winnerId());
    }
}
