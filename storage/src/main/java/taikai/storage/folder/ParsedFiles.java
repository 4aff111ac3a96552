package taikai.storage.folder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import taikai.storage.problem.Problem;

/**
 * What a codec made of a file's bytes the last time they were read, so that reading the same bytes
 * again skips the parse. The store still reads every file from disk under the competition's lock
 * (spec section 5); only when the bytes just read are identical, byte for byte, to the bytes parsed
 * last time (and the parse depended on nothing else that changed) is the earlier result reused,
 * together with the problems it reported. A hand edit changes the bytes and is always parsed.
 *
 * <p>Keyed by the file's absolute path; at most {@link #CAPACITY} files are kept, the least recently
 * used dropped first. Only what the codecs return is kept, as unmodifiable values; a parse that
 * failed is never kept.
 */
final class ParsedFiles {

    static final int CAPACITY = 2048;

    private record Entry(byte[] bytes, Object context, Object value, List<Problem> problems) {
    }

    /** A parse found again: its value and the problems it reported. */
    record Hit(Object value, List<Problem> problems) {
    }

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > CAPACITY;
        }
    };

    private ParsedFiles() {
    }

    /** The earlier parse of exactly these bytes at this path with an equal context, or null. */
    static Hit find(String path, byte[] bytes, Object context) {
        Entry entry;
        synchronized (ENTRIES) {
            entry = ENTRIES.get(path);
        }
        if (entry == null || !Arrays.equals(entry.bytes(), bytes) || !Objects.equals(entry.context(), context)) {
            return null;
        }
        return new Hit(entry.value(), entry.problems());
    }

    /** Keeps a successful parse; returns the value as it is handed out from now on (unmodifiable). */
    static Object keep(String path, byte[] bytes, Object context, Object value, List<Problem> problems) {
        Object kept = unmodifiable(value);
        synchronized (ENTRIES) {
            ENTRIES.put(path, new Entry(bytes, context, kept, List.copyOf(problems)));
        }
        return kept;
    }

    /** Forgets every parse (for tests that measure a first read). */
    static void clear() {
        synchronized (ENTRIES) {
            ENTRIES.clear();
        }
    }

    private static Object unmodifiable(Object value) {
        if (value instanceof List<?> list) {
            return Collections.unmodifiableList(new ArrayList<>(list));
        }
        if (value instanceof Map<?, ?> map) {
            return Collections.unmodifiableMap(new LinkedHashMap<>(map));
        }
        return value;
    }
}
