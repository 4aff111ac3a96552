package taikai.generator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import taikai.storage.history.BodyHash;
import taikai.model.history.GroupChange;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;

/**
 * The history lines of one competition's generated writes (spec section 5: every write that reached
 * a match, when it was made and when the server received it, which way it came, what it changed).
 * A court table's write usually arrives a fraction of a second after it was made; during a court's
 * network outage its writes wait in the table's outbox and arrive together when the link is back.
 */
final class Journal {
    /** What one write did, for the match's stamps. */
    record Written(long madeAt, long receivedAt) {
    }

    private static final int MAX_LATENCY_MILLIS = 400;
    private static final int MIN_LATENCY_MILLIS = 25;

    private final DayClock clock;
    private final Supplier<String> keys;
    private final SplittableRandom random;
    private final Map<String, int[]> outages;
    private final List<HistoryEntry> lines = new ArrayList<>();

    /** @param outages via ("court A") to the [start, end) seconds its link was down */
    Journal(DayClock clock, Supplier<String> keys, SplittableRandom random, Map<String, int[]> outages) {
        this.clock = clock;
        this.keys = keys;
        this.random = random;
        this.outages = outages;
    }

    /**
     * Records one applied write made at {@code second} of the day. {@code senderTime} says the sender
     * stamped it (a board's entry); an action the server carries out on request (start, correct) has
     * no time of its own, and one the server orders itself ({@code via} server) has no key either.
     */
    Written write(String matchId, int second, String via, String action, Map<String, Object> details, String answer,
            List<String> groups, String reason, boolean senderTime) {
        long madeAt = clock.millis(second) + random.nextInt(1000);
        long receivedAt = madeAt + MIN_LATENCY_MILLIS + random.nextInt(MAX_LATENCY_MILLIS);
        int[] outage = outages.get(via);
        if (outage != null && second >= outage[0] && second < outage[1]) {
            receivedAt = clock.millis(outage[1]) + random.nextInt(3000);
        }
        boolean requested = !via.equals("server");
        boolean stamped = requested && senderTime;
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("match", matchId);
        body.put("action", action);
        body.putAll(details);
        if (stamped) {
            body.put("madeAt", madeAt);
        }
        List<GroupChange> changes = new ArrayList<>();
        for (String group : groups) {
            changes.add(new GroupChange(group, "applied", Map.of(), ""));
        }
        lines.add(new HistoryEntry(matchId,
                new Arrival(stamped ? madeAt : null, receivedAt, via),
                new Asked(action, requested ? keys.get() : "", requested ? BodyHash.of(body) : "", reason),
                new Answered("applied", answer, changes)));
        // An unstamped change takes the server's time (spec section 5).
        return new Written(stamped ? madeAt : receivedAt, receivedAt);
    }

    List<HistoryEntry> lines() {
        return List.copyOf(lines);
    }
}
