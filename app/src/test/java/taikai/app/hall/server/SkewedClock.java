package taikai.app.hall.server;

import java.util.UUID;
import taikai.app.hall.client.DeviceClock;

/** This machine's clocks with the wall clock moved by a fixed amount, as on a laptop set wrong. */
final class SkewedClock implements DeviceClock {
    private final long skewMillis;
    private final String runId = UUID.randomUUID().toString();

    SkewedClock(long skewMillis) {
        this.skewMillis = skewMillis;
    }

    @Override
    public long wallMillis() {
        return System.currentTimeMillis() + skewMillis;
    }

    @Override
    public long monotonicNanos() {
        return System.nanoTime();
    }

    @Override
    public String runId() {
        return runId;
    }
}
