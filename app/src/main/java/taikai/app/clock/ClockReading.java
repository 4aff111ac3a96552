package taikai.app.clock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * One court's match clock as a table last told it: which match, whether it runs, how much time was
 * left and at what moment ({@code at}, in the Unix milliseconds of whoever stamped it). A display runs
 * the clock itself from here until the next reading (docs/api.md, "Match clock"), so no tick is ever
 * sent over the network.
 *
 * <p>{@code remainingMillis} counts down. An open-ended encho has no time to count down from: it
 * starts at 0 and goes below it, so its elapsed time is minus the remaining time, with the same
 * arithmetic.
 *
 * @param period {@link #REGULAR} or {@link #ENCHO}
 */
public record ClockReading(String court, String competitionId, String matchId, boolean running, long remainingMillis,
        String period, long at) {
    public static final String REGULAR = "regular";
    public static final String ENCHO = "encho";
    private static final ObjectMapper JSON = new ObjectMapper();

    public ClockReading {
        court = Objects.requireNonNullElse(court, "");
        competitionId = Objects.requireNonNullElse(competitionId, "");
        matchId = Objects.requireNonNullElse(matchId, "");
        period = ENCHO.equals(period) ? ENCHO : REGULAR;
    }

    /** The time left at {@code now} (same clock as {@code at}): below zero once an open-ended encho runs. */
    public long remainingAt(long now) {
        return running ? remainingMillis - Math.max(0, now - at) : remainingMillis;
    }

    /** The same reading as if stamped at {@code now}: what a display that trusts its own clock keeps. */
    public ClockReading restampedAt(long now) {
        return new ClockReading(court, competitionId, matchId, running, remainingAt(now), period, now);
    }

    public ClockReading withCourt(String name) {
        return new ClockReading(name, competitionId, matchId, running, remainingMillis, period, at);
    }

    /** The JSON the hall answers and publishes: {@code {"court",...,"at"}}. */
    public ObjectNode toJson() {
        ObjectNode node = JSON.createObjectNode();
        node.put("court", court).put("competitionId", competitionId).put("matchId", matchId).put("running", running)
                .put("remainingMillis", remainingMillis).put("period", period).put("at", at);
        return node;
    }

    /** The body a table posts: the reading without the court (it is in the path) and without a time (the hall stamps it). */
    public ObjectNode toPostBody() {
        ObjectNode node = toJson();
        node.remove("court");
        node.remove("at");
        return node;
    }

    /** Reads a reading from the hall's JSON; {@code IllegalArgumentException} naming the field that is wrong. */
    public static ClockReading fromJson(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("The clock must be a JSON object.");
        }
        return new ClockReading(text(node, "court", false), text(node, "competitionId", true), text(node, "matchId", true),
                bool(node, "running"), number(node, "remainingMillis"), period(node), node.path("at").asLong(0));
    }

    /** Reads a table's posted body for {@code court}, stamped {@code at}; the sentence names the wrong field. */
    public static ClockReading fromPost(String court, JsonNode body, long at) {
        if (body == null || !body.isObject()) {
            throw new IllegalArgumentException("The clock must be a JSON object with competitionId, matchId, running,"
                    + " remainingMillis and period.");
        }
        return new ClockReading(court, text(body, "competitionId", true), text(body, "matchId", true), bool(body, "running"),
                number(body, "remainingMillis"), period(body), at);
    }

    public static ClockReading parse(String json) {
        try {
            return fromJson(JSON.readTree(json));
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("The clock is not JSON.");
        }
    }

    private static String text(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw new IllegalArgumentException("The clock has no " + field + ".");
            }
            return "";
        }
        if (!value.isTextual()) {
            throw new IllegalArgumentException("The clock's " + field + " must be text.");
        }
        return value.asText();
    }

    private static boolean bool(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isBoolean()) {
            throw new IllegalArgumentException("The clock's " + field + " must be true or false.");
        }
        return value.asBoolean();
    }

    private static long number(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isIntegralNumber()) {
            throw new IllegalArgumentException("The clock's " + field + " must be a whole number of milliseconds.");
        }
        return value.asLong();
    }

    private static String period(JsonNode node) {
        JsonNode value = node.get("period");
        if (value == null || !value.isTextual() || !(REGULAR.equals(value.asText()) || ENCHO.equals(value.asText()))) {
            throw new IllegalArgumentException("The clock's period must be \"regular\" or \"encho\".");
        }
        return value.asText();
    }
}
