package taikai.storage.bracket;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import taikai.storage.problem.Problem;
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

    /**
     * The DEGRADED problem {@code message} at {@code key}'s value (or this object when it has none),
     * for the caller to give its code and arguments (decision 0050) and {@link #report}.
     */
    Problem problemAt(String key, String message) {
        String at = JsonDocument.child(pointer, key);
        return Problem.degraded(document.file(), document.line(at), document.column(at), message);
    }

    void report(Problem problem) {
        problems.add(problem);
    }

    /**
     * A reporter for a sentence's end about {@code key}'s value: "In key, " is put before it. The end
     * is the results codec's own English, so it is the problem's argument as it is.
     */
    Consumer<String> about(String key) {
        return message -> report(problemAt(key, "In " + key + ", " + message).coded("bracket-field-in", key, message));
    }

    /** "The field {key} holds {value}, which is not {expected}, so it reads as {readsAs} until it is corrected." */
    private Problem wrong(String key, String expected, String readsAs) {
        return problemAt(key, "The field " + key + " holds " + object.get(key) + ", which is not " + expected
                + ", so it reads as " + readsAs + " until it is corrected.");
    }

    /** The value of {@code key} as the problems about it show it: its JSON text. */
    private String shown(String key) {
        return String.valueOf(object.get(key));
    }

    String text(String key) {
        JsonNode value = node(key);
        if (value != null && !value.isTextual()) {
            report(wrong(key, "text", "empty").coded("bracket-field-not-text", key, shown(key)));
            return "";
        }
        return value == null ? "" : value.textValue();
    }

    boolean flag(String key) {
        JsonNode value = node(key);
        if (value != null && !value.isBoolean()) {
            report(wrong(key, "true or false", "false").coded("bracket-field-not-true-or-false", key, shown(key)));
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
            report(wrong(key, "a whole number", Integer.toString(fallback))
                    .coded("bracket-field-not-a-whole-number", key, shown(key), Integer.toString(fallback)));
            return fallback;
        }
        return value.intValue();
    }

    /** A count: never negative. */
    int count(String key) {
        int value = integer(key, 0);
        if (value < 0) {
            report(wrong(key, "a count of zero or more", "0").coded("bracket-field-not-a-count", key, shown(key)));
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
            report(wrong(key, "a time in milliseconds", "0 (unstamped)").coded("bracket-field-not-a-time", key, shown(key)));
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
            report(wrong(key, "a list of text", "an empty list").coded("bracket-field-not-a-list-of-text", key, shown(key)));
            return out;
        }
        for (JsonNode entry : value) {
            if (!entry.isTextual()) {
                report(wrong(key, "a list of text", "an empty list").coded("bracket-field-not-a-list-of-text", key, shown(key)));
                return new ArrayList<>();
            }
            out.add(entry.textValue());
        }
        return out;
    }
}
