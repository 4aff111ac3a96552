package taikai.ui.clock;

import taikai.ui.match.OpenMatch;

/**
 * How long a bout's clock runs: the regular time, and an encho period's time (0 = open-ended, the
 * clock counts up until the next point). An engi match has no clock at all.
 */
public record ClockTimes(long regularMillis, long enchoMillis, boolean none) {
    public static final ClockTimes NONE = new ClockTimes(0, 0, true);

    /** The competition's times for {@code open}: pool or knockout duration from config.md; team and kachinuki bouts alike. */
    public static ClockTimes of(OpenMatch open) {
        if (open == null || open.rules().engi()) {
            return NONE;
        }
        boolean inPool = !open.match().pool().isEmpty();
        return new ClockTimes(open.rules().boutSeconds(inPool) * 1000L, open.rules().enchoSeconds() * 1000L, false);
    }
}
