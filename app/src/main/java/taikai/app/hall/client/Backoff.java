package taikai.app.hall.client;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How long to wait before trying again: doubling from a base up to a ceiling, then spread by a
 * random factor between 0.5 and 1.5 so the courts that lost the hall laptop together do not all
 * come back in the same instant (background: command road, "Senders").
 */
public final class Backoff {
    public static final long BASE_MILLIS = 200;
    public static final long MAX_BACKOFF_MILLIS = 30_000;

    private final long baseMillis;
    private final long maxMillis;
    private final DoubleSupplier random;

    public Backoff() {
        this(BASE_MILLIS, MAX_BACKOFF_MILLIS, () -> ThreadLocalRandom.current().nextDouble());
    }

    /** {@code random} gives a number in [0, 1). */
    public Backoff(long baseMillis, long maxMillis, DoubleSupplier random) {
        if (baseMillis <= 0 || maxMillis < baseMillis) {
            throw new IllegalArgumentException("A back-off needs a positive base no larger than its ceiling.");
        }
        this.baseMillis = baseMillis;
        this.maxMillis = maxMillis;
        this.random = random;
    }

    /** The wait after {@code failures} failed tries in a row (1 for the first): min(max, base * 2^(failures-1)) * (0.5 + random). */
    public long delayMillis(int failures) {
        int doublings = Math.min(Math.max(failures - 1, 0), 30);
        long grown = Math.min(maxMillis, baseMillis << doublings);
        return Math.round(grown * (0.5 + random.getAsDouble()));
    }
}
