package taikai.storage.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
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
            degrade(pointer, "holds a list or a map where a single value belongs; it reads as empty");
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
        degrade(pointer, "holds \"" + shown(node) + "\" where a whole number belongs; its default applies");
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
        degrade(pointer, "holds \"" + shown(node) + "\" where a whole number belongs; its default applies");
        return null;
    }

    /** A whole number that must lie in [min, max]; outside it degrades to null. */
    public Integer integer(String pointer, int min, int max) {
        Integer value = integer(pointer);
        if (value != null && (value < min || value > max)) {
            degrade(pointer, "holds " + value + ", outside " + min + " to " + max + "; its default applies");
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
        degrade(pointer, "holds \"" + shown(node) + "\" where a number belongs; its default applies");
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
        degrade(pointer, "holds \"" + shown(node) + "\" where true or false belongs; its default applies");
        return null;
    }

    /** The node at {@code pointer} when it is a list; absent reads as missing, anything else degrades. */
    public JsonNode list(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull() || node.isArray()) {
            return node;
        }
        degrade(pointer, "holds a single value or a map where a list belongs; it reads as empty");
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** The node at {@code pointer} when it is a map; absent reads as missing, anything else degrades. */
    public JsonNode map(String pointer) {
        JsonNode node = tree.at(pointer);
        if (node.isMissingNode() || node.isNull() || node.isObject()) {
            return node;
        }
        degrade(pointer, "holds a single value or a list where a map belongs; it reads as empty");
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** Reports the value at {@code pointer}: "The value of {key} {what}." */
    public void degrade(String pointer, String what) {
        LocatedTree.Position at = tree.valueAt(pointer);
        problems.degraded(tree.file(), at.line(), at.column(), "The value of " + describe(pointer) + " " + what + ".");
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
