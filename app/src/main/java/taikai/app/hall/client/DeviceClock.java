package taikai.app.hall.client;

import java.util.UUID;

/**
 * The court laptop's two clocks, behind a seam so a test can move them. The wall clock is what
 * the operator's device believes the time is, and it can be corrected under us; the monotonic
 * timer cannot be corrected but means nothing outside the process that read it, so every reading
 * is kept with the {@link #runId()} of the process (spec section 5, the clock paragraphs).
 */
public interface DeviceClock {
    /** The device's wall clock, in milliseconds since the epoch. */
    long wallMillis();

    /** A reading of the steady timer, comparable only with readings of the same run. */
    long monotonicNanos();

    /** Made once per process start, so a monotonic reading from an earlier run can be recognised. */
    String runId();

    /** The clocks of this process. */
    DeviceClock SYSTEM = new DeviceClock() {
        private final String runId = UUID.randomUUID().toString();

        @Override
        public long wallMillis() {
            return System.currentTimeMillis();
        }

        @Override
        public long monotonicNanos() {
            return System.nanoTime();
        }

        @Override
        public String runId() {
            return runId;
        }
    };
}
