package taikai.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CopiesTest {

    @Test
    void aCopiedListDoesNotFollowLaterChangesToTheOriginal() {
        List<String> original = new ArrayList<>(List.of("a"));
        List<String> copy = Copies.list(original);
        original.add("b");
        assertEquals(List.of("a"), copy);
        assertThrows(UnsupportedOperationException.class, () -> copy.add("c"));
    }

    @Test
    void aSortedCopyOrdersKeysWhateverOrderTheyWerePutIn() {
        Map<String, Long> original = new HashMap<>();
        original.put("verdict", 2L);
        original.put("bout:1", 1L);
        original.put("scoreline", 3L);
        assertEquals(List.of("bout:1", "scoreline", "verdict"), new ArrayList<>(Copies.sorted(original).keySet()));
    }

    @Test
    void nullReadsAsEmpty() {
        assertEquals("", Copies.text(null));
        assertEquals(List.of(), Copies.list(null));
    }
}
