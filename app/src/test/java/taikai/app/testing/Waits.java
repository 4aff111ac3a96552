package taikai.app.testing;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import org.awaitility.core.ConditionFactory;

/**
 * How a test waits for what another thread or process does: Awaitility, asking the condition at
 * once and then every 10 ms, never a fixed sleep. A passing test waits only as long as the
 * condition takes; the patience is how long a failing one waits before it says what it waited for.
 */
public final class Waits {
    /** Long enough for a child JVM to start on a busy two-core machine. */
    public static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final Duration POLL = Duration.ofMillis(10);

    private Waits() {
    }

    /** {@code eventually().until(condition)}, or {@code .alias(what)} first to name it in the failure. */
    public static ConditionFactory eventually() {
        return await().atMost(PATIENCE).pollDelay(Duration.ZERO).pollInterval(POLL);
    }

    /**
     * Waits for {@code done} as long as {@code progress} keeps changing; fails once it has stood still
     * for {@link #PATIENCE}. For a storm whose length depends on the machine: a slow machine still
     * gets there, a stuck one fails.
     */
    public static void whileMoving(LongSupplier progress, Callable<Boolean> done) throws Exception {
        while (!done.call()) {
            long before = progress.getAsLong();
            eventually().alias("progress past " + before).until(() -> done.call() || progress.getAsLong() != before);
        }
    }
}
