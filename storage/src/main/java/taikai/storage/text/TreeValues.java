package taikai.storage.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Reads the values of a {@link LocatedTree} the forgiving way spec section 5 asks for: a value that
 * will not read as what its key holds falls back to its documented default, and a DEGRADED problem
 * names the line and column where it was found. A missing or null value is simply absent.
 */
public final class TreeValues {
    private final LocatedTree tree;
    private final Problems problems;

    public TreeValues(LocatedTree tree, Problems problems) {
        this.tree = tree;
        this.problems = problems;
    }

    public LocatedTree tree() {
        return tree;
    }

    /** True when {@code pointer} names a value that is present and not null. */
    public boolean has(String pointer) {
        JsonNode node = tree.at(pointer);
        return !node.isMissingNode() && !node.isNull();
    }

    /** A scalar as text; absent reads as empty, a list or map degrades to empty. */
    public String text(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull()) {
            return "";
        }
        if (node.isContainerNode()) {
            report(problemAt(pointer, "holds a list or a map where a single value belongs; it reads as empty")
                    .coded("value-not-single", key(pointer)));
            return "";
        }
        return node.asText();
    }

    /** A whole number; absent reads as null, anything else degrades to null. */
    public Integer integer(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull()) {
            return null;
        }
        if (node.isIntegralNumber() && node.canConvertToInt()) {
            return node.intValue();
        }
        if (node.isTextual()) {
            try {
                return Integer.valueOf(node.asText().trim());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        report(problemAt(pointer, "holds \"" + shown(node) + "\" where a whole number belongs; its default applies")
                .coded("value-not-a-whole-number", key(pointer), shown(node)));
        return null;
    }

    /** A whole number as large as a millisecond clock; absent reads as null, anything else degrades to null. */
    public Long wholeLong(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull()) {
            return null;
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.longValue();
        }
        if (node.isTextual()) {
            try {
                return Long.valueOf(node.asText().trim());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        report(problemAt(pointer, "holds \"" + shown(node) + "\" where a whole number belongs; its default applies")
                .coded("value-not-a-whole-number", key(pointer), shown(node)));
        return null;
    }

    /** A whole number that must lie in [min, max]; outside it degrades to null. */
    public Integer integer(String pointer, int min, int max) {
        Integer value = integer(pointer);
        if (value != null && (value < min || value > max)) {
            report(problemAt(pointer, "holds " + value + ", outside " + min + " to " + max + "; its default applies")
                    .coded("value-out-of-range", key(pointer), String.valueOf(value), String.valueOf(min),
                            String.valueOf(max)));
            return null;
        }
        return value;
    }

    /** A number with a fraction; absent reads as null, anything else degrades to null. */
    public Double decimal(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull()) {
            return null;
        }
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (node.isTextual()) {
            try {
                return Double.valueOf(node.asText().trim());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        report(problemAt(pointer, "holds \"" + shown(node) + "\" where a number belongs; its default applies")
                .coded("value-not-a-number", key(pointer), shown(node)));
        return null;
    }

    /** A yes/no value; absent reads as null, anything else degrades to null. */
    public Boolean flag(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull()) {
            return null;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isTextual()) {
            // Hand edits write YAML 1.1 spellings; they mean what they say.
            switch (node.asText().trim().toLowerCase(Locale.ROOT)) {
                case "true", "yes", "on" -> {
                    return true;
                }
                case "false", "no", "off" -> {
                    return false;
                }
                default -> {
                    // reported below
                }
            }
        }
        report(problemAt(pointer, "holds \"" + shown(node) + "\" where true or false belongs; its default applies")
                .coded("value-not-true-or-false", key(pointer), shown(node)));
        return null;
    }

    /** The node at {@code pointer} when it is a list; absent reads as missing, anything else degrades. */
    public JsonNode list(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull() || node.isArray()) {
            return node;
        }
        report(problemAt(pointer, "holds a single value or a map where a list belongs; it reads as empty")
                .coded("value-not-a-list", key(pointer)));
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** The node at {@code pointer} when it is a map; absent reads as missing, anything else degrades. */
    public JsonNode map(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull() || node.isObject()) {
            return node;
        }
        report(problemAt(pointer, "holds a single value or a list where a map belongs; it reads as empty")
                .coded("value-not-a-map", key(pointer)));
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** Reports the value at {@code pointer}: "The value of {key} {what}.", said in English alone. */
    public void degrade(String pointer, String what) {
        report(problemAt(pointer, what));
    }

    /**
     * The DEGRADED problem "The value of {key} {what}." at the value of {@code pointer}, for the caller
     * to give its code and arguments (decision 0050), the key as {@link #key} says it first, and then
     * to {@link #report}.
     */
    public Problem problemAt(String pointer, String what) {
        LocatedTree.Position at = tree.valueAt(pointer);
        return Problem.degraded(tree.file(), at.line(), at.column(), "The value of " + describe(pointer) + " " + what + ".");
    }

    /** Reports {@code problem}, as {@link #problemAt} made it and its caller coded it. */
    public void report(Problem problem) {
        problems.add(problem);
    }

    /** The key at {@code pointer} as a problem names it: {@code /contacts/2/label} is {@code contacts[2].label}. */
    public static String key(String pointer) {
        return describe(pointer);
    }

    /** A pointer as a person reads it: {@code /contacts/2/label} becomes {@code contacts[2].label}. */
    static String describe(String pointer) {
        StringBuilder out = new StringBuilder();
        for (String part : pointer.substring(pointer.isEmpty() ? 0 : 1).split("/", -1)) {
            String key = part.replace("~1", "/").replace("~0", "~");
            if (!key.isEmpty() && key.chars().allMatch(Character::isDigit)) {
                out.append('[').append(key).append(']');
            } else {
                out.append(out.length() == 0 ? "" : ".").append(key);
            }
        }
        return out.toString();
    }

    private static String shown(JsonNode node) {
        String text = node.isContainerNode() ? node.toString() : node.asText();
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }
}
