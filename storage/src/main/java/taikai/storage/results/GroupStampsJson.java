package taikai.storage.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import taikai.model.match.MatchResult;

/**
 * A match's group stamps (spec section 5: each field group records the time of the last change
 * applied to it) as a JSON object of group name to server Unix milliseconds, keys sorted. The
 * other implementation writes the same object in its 30th pool-matches column and in bracket.json's
 * {@code groupStamps}, so both programs read each other's stamps.
 */
public final class GroupStampsJson {
    private GroupStampsJson() {
    }

    public static ObjectNode toNode(SortedMap<String, Long> stamps) {
        ObjectNode o = SubResultsJson.MAPPER.createObjectNode();
        stamps.forEach(o::put);
        return o;
    }

    /**
     * Reads the object; {@code null} is none. A value that is not an object reads as no stamps, and an
     * entry that is not a whole, non-negative number is left out; both are reported. A missing stamp
     * is safe: the group then reads as stamped at the match's ModifiedAt. {@code degrade} is told
     * the end of a sentence; the caller says first where it was found.
     */
    public static SortedMap<String, Long> fromNode(JsonNode node, Consumer<String> degrade) {
        SortedMap<String, Long> stamps = new TreeMap<>();
        if (node == null || node.isNull()) {
            return stamps;
        }
        if (!node.isObject()) {
            degrade.accept("the group stamps are not a JSON object of group names to times, so none are read.");
            return stamps;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            JsonNode value = entry.getValue();
            if (value.isIntegralNumber() && value.canConvertToLong() && value.longValue() >= 0) {
                stamps.put(entry.getKey(), value.longValue());
            } else {
                degrade.accept("the group stamp \"" + entry.getKey() + "\" is " + value
                        + ", not a time in milliseconds, so that group reads as unstamped.");
            }
        }
        return stamps;
    }

    /** The GroupStamps cell: compact JSON, empty when the match has no stamps. */
    static String toCell(MatchResult match) {
        if (match.provenance().groupStamps().isEmpty()) {
            return "";
        }
        try {
            return SubResultsJson.MAPPER.writeValueAsString(toNode(match.provenance().groupStamps()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Writing a JSON tree to a string failed", e);
        }
    }

    static MatchResult fromCell(MatchResult match, Cell cell) {
        if (cell.text().isBlank()) {
            return match.withProvenance(p -> p.withGroupStamps(new TreeMap<>()));
        }
        SortedMap<String, Long> stamps = wellFormed(cell.text());
        return stamps != null ? match.withProvenance(p -> p.withGroupStamps(stamps)) : fromTree(match, cell);
    }

    private static final JsonFactory JSON = SubResultsJson.MAPPER.getFactory();

    /**
     * The stamps of a cell that is exactly one JSON object of distinct names to whole numbers from 0
     * to Long.MAX_VALUE, read token by token (a tree costs several times as much, and a write reads
     * a row or two); null for anything else, which {@link #fromTree} reads and reports. Such an
     * object reads the same either way and reports nothing, since the parser is the mapper's own.
     */
    private static SortedMap<String, Long> wellFormed(String text) {
        try (JsonParser parser = JSON.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            SortedMap<String, Long> stamps = new TreeMap<>();
            JsonToken token = parser.nextToken();
            for (; token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String name = parser.currentName();
                if (parser.nextToken() != JsonToken.VALUE_NUMBER_INT) {
                    return null;
                }
                JsonParser.NumberType type = parser.getNumberType();
                if (type != JsonParser.NumberType.INT && type != JsonParser.NumberType.LONG) {
                    return null;
                }
                long value = parser.getLongValue();
                // A repeated name keeps its last value in the tree, at its first place: left to the tree.
                if (value < 0 || stamps.put(name, value) != null) {
                    return null;
                }
            }
            return token == JsonToken.END_OBJECT && parser.nextToken() == null ? stamps : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Reads the cell as a JSON tree, reporting what is wrong with it. */
    static MatchResult fromTree(MatchResult match, Cell cell) {
        Consumer<String> degrade = message -> cell.degrade("In the GroupStamps cell, " + message);
        try {
            SortedMap<String, Long> stamps = fromNode(SubResultsJson.MAPPER.readTree(cell.text()), degrade);
            return match.withProvenance(p -> p.withGroupStamps(stamps));
        } catch (JsonProcessingException e) {
            cell.degrade("The GroupStamps cell does not parse as JSON (found "
                    + taikai.storage.problem.ParserWords.of(e.getOriginalMessage()) + "), so the match reads as unstamped per group until the cell is corrected.");
            return match.withProvenance(p -> p.withGroupStamps(new TreeMap<>()));
        }
    }
}
