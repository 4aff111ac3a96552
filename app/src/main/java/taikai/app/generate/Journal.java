package taikai.app.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import taikai.app.road.BodyHash;
import taikai.model.history.GroupChange;
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

    /** Records one applied write made at {@code second} of the day. */
    Written write(String matchId, int second, String via, String action, Map<String, Object> details, String answer,
            List<String> groups, String reason) {
        long madeAt = clock.millis(second) + random.nextInt(1000);
        long receivedAt = madeAt + MIN_LATENCY_MILLIS + random.nextInt(MAX_LATENCY_MILLIS);
        int[] outage = outages.get(via);
        if (outage != null && second >= outage[0] && second < outage[1]) {
            receivedAt = clock.millis(outage[1]) + random.nextInt(3000);
        }
        boolean fromTable = !via.equals("server");
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("match", matchId);
        body.put("action", action);
        body.putAll(details);
        if (fromTable) {
            body.put("madeAt", madeAt);
        }
        List<GroupChange> changes = new ArrayList<>();
        for (String group : groups) {
            changes.add(new GroupChange(group, "applied", Map.of(), ""));
        }
        // A server action has no sender: no time of its own, no key, no body to compare.
        lines.add(new HistoryEntry(matchId, fromTable ? madeAt : null, receivedAt, via, action,
                fromTable ? keys.get() : "", fromTable ? BodyHash.of(body) : "", "applied", answer, changes, reason));
        return new Written(fromTable ? madeAt : receivedAt, receivedAt);
    }

    List<HistoryEntry> lines() {
        return List.copyOf(lines);
    }
}
