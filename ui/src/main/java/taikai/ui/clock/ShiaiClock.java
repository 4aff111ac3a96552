package taikai.ui.clock;

import java.util.function.LongSupplier;
import taikai.app.clock.ClockReading;

/**
 * A shiai clock, as the timekeeper runs it: counts a bout's time down, stops at zero and says so
 * once; an encho period gets its own time or, open-ended, counts up. Plain Java with the time
 * source injected ({@code now}, Unix milliseconds), so a test can move time by hand and a
 * restarted laptop can carry on from a saved {@link ClockReading} by the wall clock.
 *
 * <p>The state is the time left at a mark and whether it runs from that mark, the same arithmetic as
 * {@link ClockReading#remainingAt(long)}; an open-ended encho's time left goes below zero and is
 * shown as time elapsed.
 */
public final class ShiaiClock {
    private final LongSupplier now;
    private ClockTimes times;
    private String period = ClockReading.REGULAR;
    private boolean running;
    private long remaining;
    private long mark;
    /** True once time-up was announced for this period, so it is announced once. */
    private boolean signalled;

    public ShiaiClock(LongSupplier now, ClockTimes times) {
        this.now = now;
        reset(times);
    }

    /** A new bout: regular time, stopped at its full length. */
    public void reset(ClockTimes fresh) {
        times = fresh;
        period = ClockReading.REGULAR;
        running = false;
        remaining = fresh.regularMillis();
        mark = now.getAsLong();
        signalled = false;
    }

    /** Carries on from a saved reading of this bout: the time that passed since it, while it ran, counts. */
    public void restore(ClockTimes fresh, ClockReading saved) {
        times = fresh;
        period = saved.period();
        running = saved.running();
        remaining = saved.remainingMillis();
        mark = saved.at();
        signalled = timed() && !running && remaining <= 0;
    }

    public ClockTimes times() {
        return times;
    }

    /** Starts the clock; false when there is nothing to run (no clock, or time is up). */
    public boolean start() {
        if (times.none() || running || timed() && remaining() <= 0) {
            return false;
        }
        remaining = remaining();
        mark = now.getAsLong();
        running = true;
        return true;
    }

    public void stop() {
        if (!running) {
            return;
        }
        remaining = timed() ? Math.max(0, remaining()) : remaining();
        mark = now.getAsLong();
        running = false;
    }

    /** Space: start when stopped, stop when running. */
    public void toggle() {
        if (running) {
            stop();
        } else {
            start();
        }
    }

    /** Moves the time shown by {@code millis} (+1 s shows a second more), never below zero. */
    public void adjust(long millis) {
        setShown(Math.max(0, shownMillis() + millis));
    }

    /** Sets the time shown (left, or elapsed in an open-ended encho), running or not. */
    public void setShown(long millis) {
        long shown = Math.max(0, millis);
        remaining = timed() ? shown : -shown;
        mark = now.getAsLong();
        if (!timed() || shown > 0) {
            signalled = false;
        }
    }

    /** Encho: the clock stops and shows the encho time, or 0:00 counting up when it is open-ended. */
    public void encho() {
        period = ClockReading.ENCHO;
        running = false;
        remaining = times.enchoMillis();
        mark = now.getAsLong();
        signalled = false;
    }

    /**
     * Called often (a display's tick): a timed clock that reached zero stops there. True exactly once,
     * when time runs out, so the signal sounds once.
     */
    public boolean tick() {
        if (timed() && remaining() <= 0 && !times.none()) {
            if (running) {
                remaining = 0;
                mark = now.getAsLong();
                running = false;
            }
            if (!signalled) {
                signalled = true;
                return true;
            }
        }
        return false;
    }

    /** The time left now; below zero in an open-ended encho. */
    public long remaining() {
        return running ? remaining - (now.getAsLong() - mark) : remaining;
    }

    /** What the clock face shows: time left, or time elapsed in an open-ended encho. */
    public long shownMillis() {
        long left = remaining();
        return timed() ? Math.max(0, left) : -left;
    }

    /** Whether this period counts down to a time (regular time, or an encho with its own time). */
    public boolean timed() {
        return ClockReading.REGULAR.equals(period) ? times.regularMillis() > 0 : times.enchoMillis() > 0;
    }

    public boolean timeUp() {
        return !times.none() && timed() && remaining() <= 0;
    }

    public boolean running() {
        return running;
    }

    public String period() {
        return period;
    }

    /** The clock as a reading for the displays, stamped now. */
    public ClockReading reading(String court, String competitionId, String matchId) {
        return new ClockReading(court, competitionId, matchId, running, remaining(), period, now.getAsLong());
    }

    /** "2:47" for a time in milliseconds: whole seconds, rounded up while counting down so 0:00 means time is up. */
    public static String face(long shownMillis, boolean countingDown) {
        long seconds = countingDown ? (shownMillis + 999) / 1000 : shownMillis / 1000;
        return seconds / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", seconds % 60);
    }

    /**
     * Reads a typed time: "2:30", "230" (minutes and seconds), "90" or "90s" (seconds); empty when it is
     * not a time. At most an hour.
     */
    public static java.util.OptionalLong parse(String typed) {
        String text = typed == null ? "" : typed.strip().toLowerCase(java.util.Locale.ROOT);
        long seconds;
        if (text.matches("\\d{1,2}:\\d{2}")) {
            String[] parts = text.split(":");
            int secs = Integer.parseInt(parts[1]);
            if (secs > 59) {
                return java.util.OptionalLong.empty();
            }
            seconds = Integer.parseInt(parts[0]) * 60L + secs;
        } else if (text.matches("\\d{1,4}s")) {
            seconds = Long.parseLong(text.substring(0, text.length() - 1));
        } else if (text.matches("\\d{3,4}")) {
            int secs = Integer.parseInt(text.substring(text.length() - 2));
            if (secs > 59) {
                return java.util.OptionalLong.empty();
            }
            seconds = Integer.parseInt(text.substring(0, text.length() - 2)) * 60L + secs;
        } else if (text.matches("\\d{1,2}")) {
            seconds = Long.parseLong(text);
        } else {
            return java.util.OptionalLong.empty();
        }
        return seconds > 3600 ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(seconds * 1000);
    }
}
