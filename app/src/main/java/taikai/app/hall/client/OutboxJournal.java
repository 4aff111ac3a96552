package taikai.app.hall.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32C;

/**
 * The lines of the outbox journal (the format is described on {@link Outbox}): how a record is
 * written, and how a whole journal is read back into the entries still waiting.
 */
final class OutboxJournal {
    static final String ADDED = "added";
    static final String RESTAMPED = "restamped";
    static final String DONE = "done";
    static final String ANSWERED = "answered";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int CHECKSUM_CHARS = 8;

    /** What a journal held: the waiting entries, oldest first, and how its end looked. */
    record Replay(Map<String, PendingEntry> pending, int lines, Optional<String> tornTail) {
    }

    private OutboxJournal() {
    }

    /** The canonical compact form of an entry's JSON, refusing anything that is not a JSON object. */
    static String compactEntry(String entryJson) {
        try {
            JsonNode node = JSON.readTree(entryJson);
            if (node == null || !node.isObject()) {
                throw new IllegalArgumentException("An entry must be a JSON object.");
            }
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("An entry must be valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    static String added(PendingEntry e) throws IOException {
        ObjectNode node = JSON.createObjectNode();
        node.put("op", ADDED);
        node.put("key", e.key());
        node.put("competition", e.draft().competitionId());
        node.put("match", e.draft().matchId());
        node.put("session", e.draft().session());
        node.put("revision", e.draft().revision());
        node.put("label", e.draft().label());
        node.put("enteredAt", e.enteredAtMillis());
        node.put("monotonic", e.monotonicNanos());
        node.put("run", e.runId());
        node.put("madeAt", e.madeAt());
        node.put("restamped", e.restamped());
        node.set("entry", JSON.readTree(e.draft().entryJson()));
        return line(node);
    }

    /** An answered entry kept in the answered tail ({@link AnsweredTail}): the entry as it was last sent, and when it was answered. */
    static String answered(PendingEntry e, long answeredAt) throws IOException {
        ObjectNode node = (ObjectNode) JSON.readTree(added(e).substring(CHECKSUM_CHARS + 1));
        node.put("op", ANSWERED).put("answeredAt", answeredAt);
        return line(node);
    }

    /** The answered tail's lines read back, oldest first; a line that does not read (a crash cut it off) is left out. */
    static Map<String, AnsweredTail.Answered> replayAnswered(String text) throws IOException {
        Map<String, AnsweredTail.Answered> answered = new LinkedHashMap<>();
        for (String l : text.split("\n")) {
            Optional<JsonNode> record = parse(l);
            if (record.isPresent() && record.get().path("op").asText().equals(ANSWERED)) {
                answered.remove(record.get().get("key").asText());
                answered.put(record.get().get("key").asText(),
                        new AnsweredTail.Answered(entryOf(record.get()), record.get().path("answeredAt").asLong()));
            }
        }
        return answered;
    }

    static String restamped(PendingEntry e) throws IOException {
        ObjectNode node = JSON.createObjectNode().put("op", RESTAMPED).put("key", e.key()).put("madeAt", e.madeAt());
        return line(node);
    }

    static String done(String key, String how) throws IOException {
        return line(JSON.createObjectNode().put("op", DONE).put("key", key).put("how", how));
    }

    private static String line(ObjectNode node) throws IOException {
        String json = JSON.writeValueAsString(node);
        return checksum(json) + " " + json + "\n";
    }

    private static String checksum(String json) {
        CRC32C crc = new CRC32C();
        crc.update(json.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }

    /**
     * Reads a journal. Text after the last line end, or a last line that fails its checksum, is a
     * record cut off by a crash: it was never confirmed, so it is left out and reported. A bad
     * line with good lines after it is damage, not a crash, and stops the outbox.
     */
    static Replay replay(String text, String fileName) throws IOException {
        Map<String, PendingEntry> pending = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        int complete = lines.length - 1;
        Optional<String> torn = lines[complete].isEmpty() ? Optional.empty() : Optional.of(tornSentence(fileName, complete + 1));
        for (int i = 0; i < complete; i++) {
            Optional<JsonNode> record = parse(lines[i]);
            if (record.isEmpty()) {
                if (i == complete - 1 && torn.isEmpty()) {
                    torn = Optional.of(tornSentence(fileName, i + 1));
                    break;
                }
                throw new IOException("This court's outbox " + fileName + " is damaged at line " + (i + 1)
                        + ", before entries that were saved after it, so it was left exactly as it is."
                        + " Move the file aside to keep it for the organiser, then open court mode again;"
                        + " entries saved in it will have to be entered again.");
            }
            apply(record.get(), pending);
        }
        return new Replay(pending, complete, torn);
    }

    private static String tornSentence(String fileName, int line) {
        return "The last entry in this court's outbox (" + fileName + ", line " + line + ") was cut off while it was"
                + " being saved and was never confirmed, so it was left out. Check the last entry made before the"
                + " laptop stopped, and enter it again if the match does not show it.";
    }

    private static Optional<JsonNode> parse(String line) {
        int space = line.indexOf(' ');
        if (space != CHECKSUM_CHARS || !checksum(line.substring(space + 1)).equals(line.substring(0, space))) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(line.substring(space + 1));
            return node != null && node.isObject() && node.path("key").isTextual() ? Optional.of(node) : Optional.empty();
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    private static PendingEntry entryOf(JsonNode r) throws IOException {
        EntryDraft draft = new EntryDraft(r.path("competition").asText(), r.path("match").asText(),
                r.path("session").asText(), r.path("revision").asLong(), r.path("label").asText(),
                JSON.writeValueAsString(r.path("entry")));
        return new PendingEntry(r.get("key").asText(), draft, r.path("enteredAt").asLong(), r.path("monotonic").asLong(),
                r.path("run").asText(), r.path("madeAt").asLong(), r.path("restamped").asBoolean());
    }

    private static void apply(JsonNode r, Map<String, PendingEntry> pending) throws IOException {
        String key = r.get("key").asText();
        switch (r.path("op").asText()) {
            case ADDED:
                pending.put(key, entryOf(r));
                break;
            case RESTAMPED:
                pending.computeIfPresent(key, (k, e) -> e.withStamp(r.path("madeAt").asLong()));
                break;
            case DONE:
                pending.remove(key);
                break;
            default:
                throw new IOException("This court's outbox has a record of a kind this version does not know ("
                        + r.path("op").asText() + "). Open it with the version of Taikai that wrote it.");
        }
    }
}
