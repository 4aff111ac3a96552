package taikai.app.hall.client;

import java.util.concurrent.atomic.AtomicLong;

/** A device clock a test moves by hand: the wall clock can be corrected, the steady timer only runs on. */
final class FakeDeviceClock implements DeviceClock {
    final AtomicLong wall;
    final AtomicLong nanos = new AtomicLong(5_000_000_000L);
    private final String runId;

    FakeDeviceClock(long wallMillis, String runId) {
        this.wall = new AtomicLong(wallMillis);
        this.runId = runId;
    }

    /** Time passes: both clocks move on together. */
    void pass(long millis) {
        wall.addAndGet(millis);
        nanos.addAndGet(millis * 1_000_000);
    }

    @Override
    public long wallMillis() {
        return wall.get();
    }

    @Override
    public long monotonicNanos() {
        return nanos.get();
    }

    @Override
    public String runId() {
        return runId;
    }
}
