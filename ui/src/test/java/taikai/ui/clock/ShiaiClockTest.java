package taikai.ui.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import taikai.app.clock.ClockReading;

/** The shiai clock's rules, with time moved by hand. */
class ShiaiClockTest {
    private final AtomicLong now = new AtomicLong(1_800_000_000_000L);
    private final ShiaiClock clock = new ShiaiClock(now::get, new ClockTimes(180_000, 60_000, false));

    @Test
    void countsDownOnlyWhileRunningAndStopsAtZeroSayingSoOnce() {
        assertEquals(180_000, clock.shownMillis());
        now.addAndGet(5_000);
        assertEquals(180_000, clock.shownMillis(), "a stopped clock keeps its time");
        assertTrue(clock.start());
        now.addAndGet(30_000);
        assertEquals(150_000, clock.shownMillis());
        clock.stop();
        now.addAndGet(10_000);
        assertEquals(150_000, clock.shownMillis());
        clock.toggle();
        now.addAndGet(150_500);
        assertTrue(clock.tick(), "time is up");
        assertFalse(clock.tick(), "and said once");
        assertFalse(clock.running());
        assertEquals(0, clock.shownMillis());
        assertTrue(clock.timeUp());
        assertFalse(clock.start(), "a clock at zero does not run");
    }

    @Test
    void adjustsBySecondsAndByATypedTime() {
        clock.adjust(1_000);
        assertEquals(181_000, clock.shownMillis());
        clock.adjust(-2_000);
        assertEquals(179_000, clock.shownMillis());
        clock.setShown(ShiaiClock.parse("2:30").getAsLong());
        assertEquals(150_000, clock.shownMillis());
        clock.adjust(-200_000);
        assertEquals(0, clock.shownMillis(), "never below zero");
        assertEquals(OptionalLong.of(150_000), ShiaiClock.parse("230"));
        assertEquals(OptionalLong.of(90_000), ShiaiClock.parse("90"));
        assertEquals(OptionalLong.of(90_000), ShiaiClock.parse("90s"));
        assertTrue(ShiaiClock.parse("2:75").isEmpty());
        assertTrue(ShiaiClock.parse("soon").isEmpty());
        assertEquals("2:30", ShiaiClock.face(149_001, true), "counting down rounds up, so 0:00 means time is up");
        assertEquals("0:00", ShiaiClock.face(999, false));
    }

    @Test
    void enchoHasItsOwnTimeOrCountsUpWhenOpenEnded() {
        clock.encho();
        assertEquals(ClockReading.ENCHO, clock.period());
        assertEquals(60_000, clock.shownMillis());
        ShiaiClock open = new ShiaiClock(now::get, new ClockTimes(180_000, 0, false));
        open.encho();
        assertFalse(open.timed());
        assertTrue(open.start());
        now.addAndGet(75_000);
        assertEquals(75_000, open.shownMillis(), "an open-ended encho shows the time elapsed");
        assertFalse(open.tick(), "and never runs out");
        assertEquals(-75_000, open.reading("A", "c", "m").remainingMillis(), "its time left goes below zero");
        open.adjust(1_000);
        assertEquals(76_000, open.shownMillis());
    }

    @Test
    void engiHasNoClock() {
        ShiaiClock engi = new ShiaiClock(now::get, ClockTimes.NONE);
        assertFalse(engi.start());
        assertFalse(engi.tick());
        assertFalse(engi.timeUp());
    }

    @Test
    void carriesOnFromASavedReadingByTheWallClock() {
        clock.start();
        now.addAndGet(40_000);
        ClockReading saved = clock.reading("A", "c", "m");
        now.addAndGet(7_000); // the laptop restarts
        ShiaiClock again = new ShiaiClock(now::get, ClockTimes.NONE);
        again.restore(new ClockTimes(180_000, 60_000, false), saved);
        assertTrue(again.running());
        assertEquals(133_000, again.shownMillis());
    }
}
