package taikai.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Defensive copies for the compact constructors of the model's records: a record never shares a
 * mutable collection with its caller and never holds a null where an empty value will do.
 */
public final class Copies {
    private Copies() {
    }

    /** An unmodifiable copy; null reads as empty. Null elements are not allowed. */
    public static <T> List<T> list(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    /** Null reads as the empty string, so a missing cell and an empty cell are the same value. */
    public static String text(String value) {
        return value == null ? "" : value;
    }

    /** An unmodifiable copy that keeps the caller's order (positions, keys as written). */
    public static <K, V> Map<K, V> ordered(Map<K, V> map) {
        return map == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /** An unmodifiable copy sorted by key, for maps whose written order must not depend on history. */
    public static <K extends Comparable<K>, V> SortedMap<K, V> sorted(Map<K, V> map) {
        return map == null
                ? Collections.unmodifiableSortedMap(new TreeMap<>())
                : Collections.unmodifiableSortedMap(new TreeMap<>(map));
    }
}
