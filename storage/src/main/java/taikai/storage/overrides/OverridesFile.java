package taikai.storage.overrides;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import taikai.model.entrant.Overrides;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;
import taikai.storage.text.Documents;
import taikai.storage.text.JsonText;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;

/**
 * {@code overrides.json}: {@code {"poolRanks":{"<pool>":{"<name>":rank}},"winners":{"<matchId>":"<name>"}}}
 * (file-formats), then Taikai's {@code poolRankReasons} and {@code winnerReasons}, keyed like the
 * value each explains and written only when there is one. Keys are written sorted. A rank that is
 * not a whole number from 1, or a winner that is not a name, is left out with a DEGRADED problem.
 */
public final class OverridesFile {
    public static final String NAME = "overrides.json";

    private OverridesFile() {
    }

    public static Overrides read(String file, String text, Problems problems) throws FileFormatException {
        LocatedTree tree = JsonText.parse(file, text);
        Documents.requireMap(tree, "a map of poolRanks and winners");
        TreeValues v = new TreeValues(tree, problems);
        return new Overrides(nested(v, "/poolRanks", OverridesFile::rank), flat(v, "/winners", OverridesFile::name),
                nested(v, "/poolRankReasons", OverridesFile::name), flat(v, "/winnerReasons", OverridesFile::name));
    }

    private static Integer rank(TreeValues v, String pointer) {
        return v.integer(pointer, 1, Integer.MAX_VALUE);
    }

    private static String name(TreeValues v, String pointer) {
        if (!v.tree().at(pointer).isTextual()) {
            v.degrade(pointer, "is not a text in quotes; this override is left out");
            return null;
        }
        return v.text(pointer);
    }

    private static <T> Map<String, T> flat(TreeValues v, String pointer, BiFunction<TreeValues, String, T> read) {
        Map<String, T> out = new TreeMap<>();
        JsonNode map = v.map(pointer);
        for (Iterator<String> keys = map.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            T value = read.apply(v, LocatedTree.child(pointer, key));
            if (value != null) {
                out.put(key, value);
            }
        }
        return out;
    }

    private static <T> Map<String, Map<String, T>> nested(TreeValues v, String pointer,
            BiFunction<TreeValues, String, T> read) {
        Map<String, Map<String, T>> out = new TreeMap<>();
        JsonNode map = v.map(pointer);
        for (Iterator<String> keys = map.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            out.put(key, flat(v, LocatedTree.child(pointer, key), read));
        }
        return out;
    }

    /** The file's bytes as text. */
    public static String write(Overrides overrides) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("poolRanks", overrides.poolRanks());
        root.put("winners", overrides.winners());
        if (!overrides.poolRankReasons().isEmpty()) {
            root.put("poolRankReasons", overrides.poolRankReasons());
        }
        if (!overrides.winnerReasons().isEmpty()) {
            root.put("winnerReasons", overrides.winnerReasons());
        }
        return JsonText.write(root);
    }
}
