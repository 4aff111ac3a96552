package taikai.app.hall.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The fields of one JSON object of a request, read strictly: a field of the wrong type, a negative
 * count or a field this version does not know is a 400 whose sentence names the field by its path
 * ({@code entry.groups.scoreline.hansokuA}), so the sender can tell what to fix.
 */
public final class Fields {
    private final JsonNode node;
    private final String path;

    private Fields(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** The object at {@code path}; a 400 when {@code node} is not an object. */
    public static Fields of(JsonNode node, String path) {
        if (node == null || !node.isObject()) {
            throw ApiError.badRequest((path.isEmpty() ? "The body" : path) + " must be a JSON object {...}.");
        }
        return new Fields(node, path);
    }

    public String path() {
        return path;
    }

    public String where(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** Refuses a field not in {@code known}: a typo must not be taken for "not sent". */
    public Fields allow(Set<String> known) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                throw ApiError.badRequest(where(name) + " is not a field this hall laptop knows; the fields here are "
                        + String.join(", ", known.stream().sorted().toList()) + ".");
            }
        }
        return this;
    }

    public boolean has(String name) {
        JsonNode value = node.get(name);
        return value != null && !value.isNull();
    }

    public JsonNode raw() {
        return node;
    }

    public JsonNode raw(String name) {
        return node.get(name);
    }

    public Iterator<String> names() {
        return node.fieldNames();
    }

    /** A text that must be there and not blank. */
    public String requiredText(String name) {
        String text = text(name);
        if (text.isBlank()) {
            throw ApiError.badRequest(where(name) + " is missing; send it as a non-empty text.");
        }
        return text;
    }

    /** A text; missing or null reads as empty. */
    public String text(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return "";
        }
        if (!value.isTextual()) {
            throw ApiError.badRequest(where(name) + " must be a text in quotes; it was " + shown(value) + ".");
        }
        return value.asText();
    }

    public Optional<Long> optionalLong(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw ApiError.badRequest(where(name) + " must be a whole number; it was " + shown(value) + ".");
        }
        return Optional.of(value.asLong());
    }

    /** A count: a whole number, 0 or more; missing reads as {@code fallback}. */
    public int count(String name, int fallback) {
        return count(name, fallback, Integer.MAX_VALUE);
    }

    /**
     * A count of things in one match (penalties, overtime periods, judges' flags): a whole number from
     * 0 to {@link #MATCH_COUNT_MAX}; anything larger is a mistake a person would not make on a board.
     */
    public int matchCount(String name, int fallback) {
        return count(name, fallback, MATCH_COUNT_MAX);
    }

    /** Far above any penalty, overtime or flag count a match reaches. */
    public static final int MATCH_COUNT_MAX = 99;

    private int count(String name, int fallback, int max) {
        Optional<Long> value = optionalLong(name);
        if (value.isEmpty()) {
            return fallback;
        }
        if (value.get() < 0 || value.get() > max) {
            throw ApiError.badRequest(where(name) + " must be a whole number from 0 to " + max + "; it was "
                    + value.get() + ".");
        }
        return value.get().intValue();
    }

    public boolean bool(String name, boolean fallback) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw ApiError.badRequest(where(name) + " must be true or false; it was " + shown(value) + ".");
        }
        return value.asBoolean();
    }

    /** A list of texts; missing reads as empty. */
    public List<String> texts(String name) {
        JsonNode value = node.get(name);
        List<String> texts = new ArrayList<>();
        if (value == null || value.isNull()) {
            return texts;
        }
        if (!value.isArray()) {
            throw ApiError.badRequest(where(name) + " must be a list of texts [\"...\"]; it was " + shown(value) + ".");
        }
        for (JsonNode item : value) {
            if (!item.isTextual()) {
                throw ApiError.badRequest(where(name) + " must hold only texts; it holds " + shown(item) + ".");
            }
            texts.add(item.asText());
        }
        return texts;
    }

    /** The object in field {@code name}; a 400 when it is missing or not an object. */
    public Fields object(String name) {
        return of(node.get(name), where(name));
    }

    /** A value as a sentence shows it: short, so a huge body does not make a huge sentence. */
    public static String shown(JsonNode value) {
        String text = value.toString();
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
