package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SeededIdsTest {

    @Test
    void idsAreLowercaseUuidVersion4AndFollowFromTheSeed() {
        SeededIds one = new SeededIds(9);
        SeededIds two = new SeededIds(9);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String id = one.get();
            assertEquals(id, two.get());
            UUID parsed = UUID.fromString(id);
            assertEquals(4, parsed.version());
            assertEquals(2, parsed.variant());
            assertEquals(id.toLowerCase(java.util.Locale.ROOT), id);
            assertTrue(seen.add(id));
        }
        assertNotEquals(new SeededIds(9).get(), new SeededIds(10).get());
    }

    @Test
    void aSponsorFileNameIsSixteenLowercaseHexDigits() {
        assertTrue(new SeededIds(3).hex16().matches("[0-9a-f]{16}"));
    }
}
