package taikai.storage.bracket;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import taikai.storage.problem.Problems;

/**
 * The fields of one JSON object being read. A field holding the wrong kind of value falls back to
 * its documented default and is reported where it sits (spec "When a file is wrong"); a missing
 * field or {@code null} is the default and reports nothing.
 */
final class Fields {
    private final JsonDocument document;
    private final String pointer;
    private final JsonNode object;
    private final Problems problems;

    Fields(JsonDocument document, String pointer, JsonNode object, Problems problems) {
        this.document = document;
        this.pointer = pointer;
        this.object = object;
        this.problems = problems;
    }

    String pointer() {
        return pointer;
    }

    /** The value of {@code key}; {@code null} when missing or JSON null. */
    JsonNode node(String key) {
        JsonNode value = object.get(key);
        return value == null || value.isNull() ? null : value;
    }

    boolean has(String key) {
        return node(key) != null;
    }

    /** Reports at {@code key}'s value (or this object when it has none). */
    void degrade(String key, String message) {
        String at = JsonDocument.child(pointer, key);
        problems.degraded(document.file(), document.line(at), document.column(at), message);
    }

    /** A reporter for a sentence's end about {@code key}'s value: "In key, " is put before it. */
    Consumer<String> about(String key) {
        return message -> degrade(key, "In " + key + ", " + message);
    }

    private void wrong(String key, String expected, String readsAs) {
        degrade(key, "The field " + key + " holds " + object.get(key) + ", which is not " + expected
                + ", so it reads as " + readsAs + " until it is corrected.");
    }

    String text(String key) {
        JsonNode value = node(key);
        if (value != null && !value.isTextual()) {
            wrong(key, "text", "empty");
            return "";
        }
        return value == null ? "" : value.textValue();
    }

    boolean flag(String key) {
        JsonNode value = node(key);
        if (value != null && !value.isBoolean()) {
            wrong(key, "true or false", "false");
            return false;
        }
        return value != null && value.booleanValue();
    }

    int integer(String key, int fallback) {
        JsonNode value = node(key);
        if (value == null) {
            return fallback;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            wrong(key, "a whole number", Integer.toString(fallback));
            return fallback;
        }
        return value.intValue();
    }

    /** A count: never negative. */
    int count(String key) {
        int value = integer(key, 0);
        if (value < 0) {
            wrong(key, "a count of zero or more", "0");
            return 0;
        }
        return value;
    }

    /** Server Unix milliseconds; 0 = unstamped. */
    long stamp(String key) {
        JsonNode value = node(key);
        if (value == null) {
            return 0L;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.longValue() < 0) {
            wrong(key, "a time in milliseconds", "0 (unstamped)");
            return 0L;
        }
        return value.longValue();
    }

    /** A list of text; a list holding anything else reads as empty. */
    List<String> texts(String key) {
        JsonNode value = node(key);
        List<String> out = new ArrayList<>();
        if (value == null) {
            return out;
        }
        if (!value.isArray()) {
            wrong(key, "a list of text", "an empty list");
            return out;
        }
        for (JsonNode entry : value) {
            if (!entry.isTextual()) {
                wrong(key, "a list of text", "an empty list");
                return new ArrayList<>();
            }
            out.add(entry.textValue());
        }
        return out;
    }
}
