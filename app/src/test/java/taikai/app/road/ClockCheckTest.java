package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClockCheckTest {
    private final ClockCheck check = new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS);
    private final long now = 1_764_470_000_000L;

    @Test
    void anUnstampedWriteIsNeverRefusedForItsClock() {
        assertFalse(check.refusal(null, now).isPresent());
    }

    @Test
    void aFewSecondsAheadIsOrdinaryDriftAndAccepted() {
        assertFalse(check.refusal(now + ClockCheck.DEFAULT_TOLERANCE_MILLIS, now).isPresent());
    }

    @Test
    void aTimeInThePastIsAcceptedHoweverOld() {
        assertFalse(check.refusal(now - 3_600_000L, now).isPresent());
    }

    @Test
    void tenMinutesAheadIsRefusedWithASentenceThatSaysNothingWasRecorded() {
        String sentence = check.refusal(now + 600_000L, now).orElseThrow();
        assertTrue(sentence.contains("600 seconds ahead"), sentence);
        assertTrue(sentence.contains("nothing was recorded"), sentence);
    }
}
