package taikai.app.hall.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How many wrong access codes each client (by address) sent in the last minute: past
 * {@value #FAILURES} no code of theirs is checked until the oldest of those falls out of the minute
 * (docs/api.md, "Access codes"). A court that mistyped its code a few times is not held up; a device
 * guessing codes gets {@value #FAILURES} guesses a minute. The clients remembered are bounded, the
 * longest unseen forgotten first, so a flood of addresses cannot fill the memory.
 */
final class AttemptLimit {
    static final int FAILURES = 10;
    static final long WINDOW_MILLIS = 60_000;
    private static final int CLIENTS = 4096;

    private final LongSupplier clock;
    private final Map<String, Deque<Long>> failures = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Deque<Long>> eldest) {
            return size() > CLIENTS;
        }
    };

    AttemptLimit(LongSupplier clock) {
        this.clock = clock;
    }

    /** Seconds the client must wait before a code of theirs is checked again; 0 when it may be checked now. */
    synchronized long waitSeconds(String client) {
        Deque<Long> times = failures.get(client);
        if (times == null) {
            return 0;
        }
        long now = clock.getAsLong();
        while (!times.isEmpty() && times.peekFirst() <= now - WINDOW_MILLIS) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(client);
            return 0;
        }
        if (times.size() < FAILURES) {
            return 0;
        }
        return Math.max(1, (times.peekFirst() + WINDOW_MILLIS - now + 999) / 1000);
    }

    /** Counts a wrong code from the client. */
    synchronized void failed(String client) {
        Deque<Long> times = failures.computeIfAbsent(client, c -> new ArrayDeque<>());
        times.addLast(clock.getAsLong());
        while (times.size() > FAILURES) {
            times.removeFirst();
        }
    }
}
