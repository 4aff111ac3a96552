package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class FolderCacheTest {

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theSameBytesGiveTheValueMadeBeforeAndOtherBytesANewOne() {
        FolderCache cache = new FolderCache(8);
        AtomicInteger made = new AtomicInteger();
        List<String> first = cache.get("parsed:a.csv", () -> List.of("v" + made.incrementAndGet()), bytes("x"));
        // Equal bytes in another array are the same input.
        assertSame(first, cache.get("parsed:a.csv", () -> List.of("v" + made.incrementAndGet()), bytes("x")));
        assertEquals(1, made.get());
        List<String> changed = cache.get("parsed:a.csv", () -> List.of("v" + made.incrementAndGet()), bytes("y"));
        assertEquals(List.of("v2"), changed);
        // Another key never sees the first key's value.
        assertEquals(List.of("v3"), cache.get("parsed:b.csv", () -> List.of("v" + made.incrementAndGet()),
                bytes("y")));
    }

    @Test
    void aListKeptIsAnUnmodifiableCopy() {
        FolderCache cache = new FolderCache(8);
        List<String> made = new ArrayList<>(List.of("a"));
        List<String> kept = cache.get("k", () -> made, "in");
        made.add("b");
        assertEquals(List.of("a"), kept);
        assertThrows(UnsupportedOperationException.class, () -> kept.add("c"));
    }

    @Test
    void atMostTheCapacityIsKeptTheLeastRecentlyUsedDroppedFirst() {
        FolderCache cache = new FolderCache(2);
        Object a = cache.get("a", Object::new, 1);
        cache.get("b", Object::new, 1);
        assertSame(a, cache.get("a", Object::new, 1));
        cache.get("c", Object::new, 1);
        assertEquals(2, cache.size());
        assertSame(a, cache.get("a", Object::new, 1), "a was used after b, so b went");
        assertNotSame(cache.get("b", Object::new, 1), cache.get("b", Object::new, 2));
    }

    @Test
    void aFailedMakeIsNotKeptAndClosingForgetsEverything() {
        FolderCache cache = new FolderCache(8);
        assertThrows(IllegalStateException.class, () -> cache.get("k", () -> {
            throw new IllegalStateException("no");
        }, 1));
        assertEquals(0, cache.size());
        cache.get("k", Object::new, 1);
        cache.close();
        assertEquals(0, cache.size());
    }

    @Test
    void aCacheOfNoCapacityMakesEveryValueAnew() {
        FolderCache none = FolderCache.none();
        assertNotSame(none.get("k", Object::new, 1), none.get("k", Object::new, 1));
        assertEquals(0, none.size());
    }
}
