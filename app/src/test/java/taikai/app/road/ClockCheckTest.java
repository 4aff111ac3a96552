package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClockCheckTest {
    private final ClockCheck check = new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS);
    private final long now = 1_764_470_000_000L;

    @Test
    void an_unstamped_write_is_never_refused_for_its_clock() {
        assertFalse(check.refusal(null, now).isPresent());
    }

    @Test
    void a_few_seconds_ahead_is_ordinary_drift_and_accepted() {
        assertFalse(check.refusal(now + ClockCheck.DEFAULT_TOLERANCE_MILLIS, now).isPresent());
    }

    @Test
    void a_time_in_the_past_is_accepted_however_old() {
        assertFalse(check.refusal(now - 3_600_000L, now).isPresent());
    }

    @Test
    void ten_minutes_ahead_is_refused_with_a_sentence_that_says_nothing_was_recorded() {
        String sentence = check.refusal(now + 600_000L, now).orElseThrow();
        assertTrue(sentence.contains("600 seconds ahead"), sentence);
        assertTrue(sentence.contains("nothing was recorded"), sentence);
    }
}
