package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void waitDoublesFromTheBaseUpToTheCeiling() {
        Backoff middle = new Backoff(Backoff.BASE_MILLIS, Backoff.MAX_BACKOFF_MILLIS, () -> 0.5);
        long[] expected = {200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 30_000, 30_000};
        for (int failures = 1; failures <= expected.length; failures++) {
            assertEquals(expected[failures - 1], middle.delayMillis(failures), "after " + failures + " failures");
        }
        assertEquals(30_000, middle.delayMillis(Integer.MAX_VALUE), "a very long outage stays at the ceiling");
    }

    @Test
    void jitterSpreadsEachWaitFromHalfToOneAndAHalfTimes() {
        assertEquals(800, new Backoff(200, 30_000, () -> 0.0).delayMillis(4));
        assertEquals(1_200, new Backoff(200, 30_000, () -> 0.25).delayMillis(4));
        assertEquals(45_000, new Backoff(200, 30_000, () -> 1.0).delayMillis(20));
        Backoff random = new Backoff();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            long wait = random.delayMillis(4);
            assertTrue(wait >= 800 && wait <= 2_400, "wait " + wait + " is within half and one and a half of 1600 ms");
            seen.add(wait);
        }
        assertTrue(seen.size() > 100, "courts that failed together wait different times: " + seen.size());
    }
}
