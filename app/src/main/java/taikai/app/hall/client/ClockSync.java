package taikai.app.hall.client;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What this court believes the hall laptop's clock says. Spec section 5 compares when changes were
 * made, so every entry carries a stamp in the hall laptop's time: the device's time plus an offset
 * learned the way NTP does it, from the sample with the shortest round trip, where the answer's
 * position inside the round trip is known best.
 */
public final class ClockSync {
    /** Samples per sync: enough to see past one slow answer, few enough to stay quick. */
    public static final int SAMPLES = 4;

    /** Where the hall laptop's time comes from; {@link HallClient} asks {@code GET /api/time}. */
    public interface TimeSource {
        long serverTimeMillis() throws IOException, InterruptedException;
    }

    /** One exchange: device wall times before and after, the round trip on the steady timer, the answer. */
    record Sample(long sentWallMillis, long receivedWallMillis, long roundTripNanos, long serverTimeMillis) {
        long offsetMillis() {
            return serverTimeMillis - Math.floorDiv(sentWallMillis + receivedWallMillis, 2);
        }
    }

    private final TimeSource source;
    private final DeviceClock clock;
    private volatile long offsetMillis;
    private volatile boolean synced;

    public ClockSync(TimeSource source, DeviceClock clock) {
        this.source = source;
        this.clock = clock;
    }

    /** Asks the hall laptop {@link #SAMPLES} times and keeps the offset of the quickest answer. */
    public long sync() throws IOException, InterruptedException {
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < SAMPLES; i++) {
            long sentWall = clock.wallMillis();
            long sentNanos = clock.monotonicNanos();
            long server = source.serverTimeMillis();
            long roundTrip = clock.monotonicNanos() - sentNanos;
            samples.add(new Sample(sentWall, clock.wallMillis(), roundTrip, server));
        }
        offsetMillis = bestOffset(samples);
        synced = true;
        return offsetMillis;
    }

    static long bestOffset(List<Sample> samples) {
        return samples.stream().min(Comparator.comparingLong(Sample::roundTripNanos))
                .orElseThrow(() -> new IllegalArgumentException("A clock offset needs at least one sample."))
                .offsetMillis();
    }

    /** The hall laptop's time minus the device's; 0 until the first sync. */
    public long offsetMillis() {
        return offsetMillis;
    }

    public boolean synced() {
        return synced;
    }

    /** The court's estimate of the hall laptop's time now. */
    public long serverNowMillis() {
        return clock.wallMillis() + offsetMillis;
    }

    /**
     * The stamp of an entry rebuilt after a wrong-clock answer, from the offset just learned
     * (spec section 5): (a) the moment it was entered on the device clock plus the offset, right
     * unless the device clock was moved since; (b) the hall laptop's time now minus how long it has
     * waited on the steady timer, right even across a clock correction, but only in the process
     * that read the timer. The older is kept: too old can only lose a comparison the operator is
     * told about, too new could silently beat a result recorded during the outage.
     */
    public long rebuiltStamp(PendingEntry entry) {
        long byDeviceClock = entry.enteredAtMillis() + offsetMillis;
        if (!entry.runId().equals(clock.runId())) {
            return byDeviceClock;
        }
        long waitedMillis = Math.max(0, (clock.monotonicNanos() - entry.monotonicNanos()) / 1_000_000);
        long bySteadyTimer = serverNowMillis() - waitedMillis;
        return Math.min(byDeviceClock, bySteadyTimer);
    }
}
