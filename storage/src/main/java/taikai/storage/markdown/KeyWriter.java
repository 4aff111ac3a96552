package taikai.storage.markdown;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds the ordered key map a front matter block is written from. Each method states the
 * file-formats rule for its kind of key: empty and zero values are left out unless the key is
 * always written, and a default that applies on read is never written back.
 */
final class KeyWriter {
    private final Map<String, Object> keys = new LinkedHashMap<>();

    /** Written whatever it holds. */
    KeyWriter always(String key, Object value) {
        keys.put(key, value);
        return this;
    }

    /** Left out when empty. */
    KeyWriter text(String key, String value) {
        if (!value.isEmpty()) {
            keys.put(key, value);
        }
        return this;
    }

    /** Left out when zero. */
    KeyWriter number(String key, long value) {
        if (value != 0) {
            keys.put(key, value);
        }
        return this;
    }

    /** Left out when absent (null): its default applies on read and is not written back. */
    KeyWriter boxed(String key, Object value) {
        if (value != null) {
            keys.put(key, value);
        }
        return this;
    }

    /**
     * Written only when it differs from what the key reads as when it is absent, so a flag whose
     * absence means true (hikiwake_allowed) is written as false and one whose absence means false
     * is written as true.
     */
    KeyWriter flag(String key, boolean value, boolean whenAbsent) {
        if (value != whenAbsent) {
            keys.put(key, value);
        }
        return this;
    }

    /** Left out when empty. */
    KeyWriter list(String key, Collection<?> value) {
        if (!value.isEmpty()) {
            keys.put(key, value);
        }
        return this;
    }

    /** Left out when empty. */
    KeyWriter map(String key, Map<String, ?> value) {
        if (!value.isEmpty()) {
            keys.put(key, value);
        }
        return this;
    }

    /** Keys this version does not know, after the known ones, in the order they were found. */
    KeyWriter extras(Map<String, Object> extra) {
        extra.forEach(keys::putIfAbsent);
        return this;
    }

    Map<String, Object> build() {
        return keys;
    }
}
