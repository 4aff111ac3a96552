package taikai.ui.courttable;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import taikai.app.clock.ClockReading;
import taikai.app.hall.client.HallClient;

/**
 * Tells the hall laptop the court's clock ({@code POST /api/courts/{court}/clock}) on a thread of its
 * own, so a start or stop never waits behind a slow read of the hall. Only the latest reading matters:
 * one waiting to go is replaced by a newer one, and its time left is worked out when it is sent, so
 * the hall's stamp matches it. A reading the hall does not get is not sent again, except as the
 * latest once the hall answers again ({@link #again()}): the clock is state in flight, not an entry.
 */
final class ClockPoster {
    private final Supplier<HallClient> hall;
    private final Supplier<String> court;
    private final LongSupplier now;
    private final AtomicReference<ClockReading> latest = new AtomicReference<>();
    private final AtomicReference<ClockReading> waiting = new AtomicReference<>();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(work -> {
        Thread t = new Thread(work, "court-clock");
        t.setDaemon(true);
        return t;
    });

    ClockPoster(Supplier<HallClient> hall, Supplier<String> court, LongSupplier now) {
        this.hall = hall;
        this.court = court;
        this.now = now;
    }

    void post(ClockReading reading) {
        latest.set(reading);
        if (waiting.getAndSet(reading) == null) {
            thread.execute(this::send);
        }
    }

    /** Sends the latest reading again: the hall laptop is back, and may have started afresh. */
    void again() {
        ClockReading last = latest.get();
        if (last != null) {
            post(last);
        }
    }

    private void send() {
        ClockReading reading = waiting.getAndSet(null);
        HallClient client = hall.get();
        if (reading == null || client == null) {
            return;
        }
        try {
            client.postClock(court.get(), reading.restampedAt(now.getAsLong()).toPostBody());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
