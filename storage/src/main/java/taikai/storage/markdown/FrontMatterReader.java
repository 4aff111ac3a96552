package taikai.storage.markdown;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/** Reads the YAML of a front matter block: the values, the courts rule and the unknown keys. */
final class FrontMatterReader {
    /** file-formats: one-letter labels A-P, at most 16. */
    static final int MAX_COURTS = 16;
    private static final Pattern COURT = Pattern.compile("[A-P]");

    private final TreeValues values;
    private final FrontMatter parts;

    private FrontMatterReader(TreeValues values, FrontMatter parts) {
        this.values = values;
        this.parts = parts;
    }

    static FrontMatterReader parse(String file, String text, Problems problems) throws FileFormatException {
        FrontMatter parts = FrontMatter.split(file, text);
        LocatedTree tree = YamlText.parse(file, parts.yaml(), parts.linesBefore());
        JsonNode root = tree.root();
        if (!root.isMissingNode() && !root.isNull() && !root.isObject()) {
            LocatedTree.Position at = tree.valueAt("");
            throw new FileFormatException(Problem.fatal(file, at.line(), at.column(), "The settings are not written"
                    + " as key: value lines; the file is left as it is and takes no writes until it is repaired.")
                    .coded("settings-not-key-value"));
        }
        return new FrontMatterReader(new TreeValues(tree, problems), parts);
    }

    TreeValues values() {
        return values;
    }

    String body() {
        return parts.body();
    }

    static String key(String name) {
        return "/" + name;
    }

    String text(String key) {
        return values.text(key(key));
    }

    boolean flag(String key, boolean whenAbsent) {
        Boolean value = values.flag(key(key));
        return value == null ? whenAbsent : value;
    }

    /** A count: absent, unreadable or negative reads as zero (spec section 5: negative counts clamp). */
    int count(String key) {
        Integer value = values.integer(key(key), 0, Integer.MAX_VALUE);
        return value == null ? 0 : value;
    }

    /**
     * The text of a key that holds one of a few codes; a value that is not one of them is reported,
     * given its code and arguments by {@code coding} from the value found (decision 0050), and the
     * caller's {@code fromCode} applies the documented default.
     */
    String code(String key, java.util.function.Predicate<String> known, String expected,
            BiFunction<Problem, String, Problem> coding) {
        String value = text(key);
        if (!value.isBlank() && !known.test(value)) {
            values.report(coding.apply(values.problemAt(key(key), "is \"" + value + "\", which is not " + expected
                    + "; its default applies"), value));
        }
        return value;
    }

    /** A list of court labels; a label that is not one letter A-P, or past the 16th, is dropped. */
    List<String> courts(String key) {
        List<String> courts = new ArrayList<>();
        JsonNode list = values.list(key(key));
        for (int i = 0; i < list.size(); i++) {
            String pointer = LocatedTree.child(key(key), i);
            String label = values.text(pointer).trim();
            if (!COURT.matcher(label).matches()) {
                values.report(values.problemAt(pointer, "is \"" + label + "\", not a court letter A to P; it is left out")
                        .coded("court-not-a-letter", TreeValues.key(pointer), label));
            } else if (courts.size() == MAX_COURTS) {
                values.report(values.problemAt(pointer, "is a court past the " + MAX_COURTS + "th; it is left out")
                        .coded("court-past-the-last", TreeValues.key(pointer), String.valueOf(MAX_COURTS)));
            } else {
                courts.add(label);
            }
        }
        return courts;
    }

    /** A list of plain texts. */
    List<String> texts(String pointer) {
        List<String> out = new ArrayList<>();
        JsonNode list = values.list(pointer);
        for (int i = 0; i < list.size(); i++) {
            out.add(values.text(LocatedTree.child(pointer, i)));
        }
        return out;
    }

    /** The top-level keys not in {@code known}, in file order, as plain maps, lists and values. */
    Map<String, Object> extraKeys(Set<String> known) {
        Map<String, Object> extra = new LinkedHashMap<>();
        JsonNode root = values.tree().root();
        root.fieldNames().forEachRemaining(name -> {
            if (!known.contains(name)) {
                extra.put(name, YamlText.mapper().convertValue(root.get(name), Object.class));
            }
        });
        return extra;
    }
}
