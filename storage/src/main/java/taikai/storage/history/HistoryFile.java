package taikai.storage.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.history.GroupChange;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * {@code history/<match id>.jsonl}: one JSON object per line, one line per write that reached the
 * match (spec section 5). Each group says applied, held or unchanged, with the held values, and an
 * applied one the values it left stored ({@code values}, decision 0032; older lines have none). The file is append only; each line is written whole by the write-ahead
 * log, so a line that does not parse can only come from damage outside the app. Such a line is
 * reported and skipped, and never hides the good lines around it (RELIABILITY.md, test 4).
 */
public final class HistoryFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private HistoryFile() {
    }

    /** The file name of a match's history: the match id is used as it is, since ids never hold a slash. */
    public static String fileName(String matchId) {
        return matchId + ".jsonl";
    }

    /** One line, LF terminated, keys always in the same order so two copies diff cleanly. */
    public static byte[] line(HistoryEntry entry) {
        ObjectNode node = JSON.createObjectNode();
        node.put("match", entry.matchId());
        if (entry.arrival().madeAt() != null) {
            node.put("madeAt", entry.arrival().madeAt());
        }
        node.put("receivedAt", entry.arrival().receivedAt());
        node.put("via", entry.arrival().via());
        node.put("action", entry.asked().action());
        putIfNotEmpty(node, "key", entry.asked().key());
        putIfNotEmpty(node, "bodyHash", entry.asked().bodyHash());
        node.put("outcome", entry.answered().outcome());
        node.put("answer", entry.answered().answer());
        if (!entry.answered().code().isEmpty()) {
            // Decision 0053: the answer's code and arguments, so a reader in another language is told it again.
            node.put("code", entry.answered().code());
            var arguments = node.putArray("arguments");
            for (Object argument : entry.answered().arguments()) {
                if (argument instanceof Integer || argument instanceof Long) {
                    arguments.add(((Number) argument).longValue());
                } else {
                    arguments.add(String.valueOf(argument));
                }
            }
        }
        var groups = node.putArray("groups");
        for (GroupChange change : entry.answered().groups()) {
            ObjectNode g = groups.addObject();
            g.put("group", change.group());
            g.put("result", change.result());
            if (!change.heldValues().isEmpty()) {
                ObjectNode held = g.putObject("held");
                change.heldValues().forEach(held::put);
            }
            putIfNotEmpty(g, "reason", change.reason());
            if (!change.appliedValues().isEmpty()) {
                ObjectNode applied = g.putObject("values");
                change.appliedValues().forEach(applied::put);
            }
        }
        putIfNotEmpty(node, "reason", entry.asked().reason());
        try {
            return (JSON.writeValueAsString(node) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A history line could not be written as JSON.", e);
        }
    }

    /** Every line that parses, in file order; each line that does not is reported with its number. */
    public static List<HistoryEntry> read(String file, String text, Problems problems) {
        List<HistoryEntry> entries = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            try {
                entries.add(entry(JSON.readTree(line)));
            } catch (JsonProcessingException | IllegalArgumentException e) {
                String found = line.length() > 40 ? line.substring(0, 40) + "..." : line;
                String shown = found.replace('\0', ' ');
                problems.add(Problem.degraded(file, i + 1, 1, "This history line is not a whole JSON record and was"
                        + " skipped (found \"" + shown + "\"); the lines around it are kept.")
                        .coded("history-line-not-a-record", shown));
            }
        }
        return entries;
    }

    private static HistoryEntry entry(JsonNode node) {
        if (!node.isObject() || !node.hasNonNull("match") || !node.hasNonNull("receivedAt")) {
            throw new IllegalArgumentException("not a history record");
        }
        List<GroupChange> groups = new ArrayList<>();
        for (JsonNode g : node.path("groups")) {
            Map<String, String> held = new LinkedHashMap<>();
            g.path("held").fields().forEachRemaining(e -> held.put(e.getKey(), e.getValue().asText()));
            Map<String, String> applied = new LinkedHashMap<>();
            g.path("values").fields().forEachRemaining(e -> applied.put(e.getKey(), e.getValue().asText()));
            groups.add(new GroupChange(g.path("group").asText(), g.path("result").asText(), held,
                    g.path("reason").asText(""), applied));
        }
        Long madeAt = node.hasNonNull("madeAt") ? node.get("madeAt").asLong() : null;
        return new HistoryEntry(node.get("match").asText(),
                new Arrival(madeAt, node.get("receivedAt").asLong(), node.path("via").asText("")),
                new Asked(node.path("action").asText(""), node.path("key").asText(""), node.path("bodyHash").asText(""), node.path("reason").asText("")),
                new Answered(node.path("outcome").asText(""), node.path("answer").asText(""), groups,
                        node.path("code").asText(""), arguments(node.path("arguments"))));
    }

    /** A line's answer arguments: whole numbers as numbers, everything else as its text. */
    private static List<Object> arguments(JsonNode array) {
        List<Object> arguments = new ArrayList<>();
        for (JsonNode argument : array) {
            arguments.add(argument.canConvertToInt() && argument.isIntegralNumber() ? (Object) argument.asInt()
                    : argument.isIntegralNumber() ? (Object) argument.asLong() : argument.asText());
        }
        return arguments;
    }

    private static void putIfNotEmpty(ObjectNode node, String key, String value) {
        if (!value.isEmpty()) {
            node.put(key, value);
        }
    }
}
