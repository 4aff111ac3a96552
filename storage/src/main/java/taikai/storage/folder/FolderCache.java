package taikai.storage.folder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What reading and rendering one data folder keeps from one call to the next, owned by the store
 * that opened the folder and emptied when it closes. Every entry is a value made from some inputs,
 * under a key within the folder (a file's path from the data folder, with what was made of it); it
 * is given again only while the inputs are the same: byte arrays equal byte for byte, anything else
 * the very instance or an equal one. A hand edit changes a file's bytes, so it is always parsed: the
 * store still reads every file from disk under the competition's lock (spec section 5), and only
 * the work of turning unchanged bytes into values again is saved.
 *
 * <p>At most {@link #CAPACITY} entries are kept, the least recently used dropped first. Only
 * unmodifiable values are kept. A cache of capacity 0 keeps nothing: a read that no store owns (a
 * command that reads a folder once) makes everything anew.
 */
public final class FolderCache {
    /** Entries kept: a few per file for some hundred competitions. */
    public static final int CAPACITY = 4096;

    /** Makes a value; may find the file wrong. */
    @FunctionalInterface
    public interface Maker<T, E extends Exception> {
        T make() throws E;
    }

    private record Entry(Object[] inputs, Object value) {
    }

    private final int capacity;
    private final Map<String, Entry> entries;

    /** A cache of at most {@code capacity} entries. */
    public FolderCache(int capacity) {
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
                return size() > FolderCache.this.capacity;
            }
        };
    }

    /** A cache of {@link #CAPACITY} entries, as a store keeps for its folder. */
    public static FolderCache forStore() {
        return new FolderCache(CAPACITY);
    }

    /** A cache that keeps nothing. */
    public static FolderCache none() {
        return new FolderCache(0);
    }

    /**
     * The value kept under {@code key} when it was made from the same {@code inputs}; else the value
     * {@code maker} makes now, kept (unmodifiable) for the next call. A value whose making failed is
     * not kept.
     */
    @SuppressWarnings("unchecked")
    public <T, E extends Exception> T get(String key, Maker<T, E> maker, Object... inputs) throws E {
        if (capacity == 0) {
            return maker.make();
        }
        Entry entry;
        synchronized (entries) {
            entry = entries.get(key);
        }
        if (entry != null && same(entry.inputs(), inputs)) {
            return (T) entry.value();
        }
        T value = unmodifiable(maker.make());
        synchronized (entries) {
            entries.put(key, new Entry(inputs, value));
        }
        return value;
    }

    /**
     * What {@link #remember} last kept under {@code key}, or {@code absent}: a memo a codec is handed
     * and hands back changed, such as the results rows of the file's last read.
     */
    @SuppressWarnings("unchecked")
    public <T> T recall(String key, T absent) {
        Entry entry;
        synchronized (entries) {
            entry = entries.get(key);
        }
        return entry == null ? absent : (T) entry.value();
    }

    /** Keeps {@code value} (unmodifiable, not copied) under {@code key} for {@link #recall}. */
    public void remember(String key, Object value) {
        if (capacity == 0) {
            return;
        }
        synchronized (entries) {
            entries.put(key, new Entry(new Object[0], value));
        }
    }

    /** How many entries are kept now. */
    public int size() {
        synchronized (entries) {
            return entries.size();
        }
    }

    /** Forgets everything: the store that owns the cache has closed. */
    public void close() {
        synchronized (entries) {
            entries.clear();
        }
    }

    private static boolean same(Object[] kept, Object[] given) {
        if (kept.length != given.length) {
            return false;
        }
        for (int i = 0; i < kept.length; i++) {
            if (!same(kept[i], given[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean same(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        return a != null && a.equals(b);
    }

    /** A list or map as an unmodifiable copy; any other value as it is (the codecs return immutable records). */
    @SuppressWarnings("unchecked")
    static <T> T unmodifiable(T value) {
        if (value instanceof List<?> list) {
            return (T) Collections.unmodifiableList(new ArrayList<>(list));
        }
        if (value instanceof Map<?, ?> map) {
            return (T) Collections.unmodifiableMap(new LinkedHashMap<>(map));
        }
        return value;
    }
}
