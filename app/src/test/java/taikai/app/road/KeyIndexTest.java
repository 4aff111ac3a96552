package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.storage.history.BodyHash;

class KeyIndexTest {
    private final KeyIndex index = new KeyIndex();
    private final Answer applied = new Answer(Outcome.APPLIED, "Recorded.", "", List.of(), 10, 7);

    @Test
    void aKeyNeverSeenHasNoPriorAnswer() {
        assertTrue(index.prior("k", "h", 11).isEmpty());
    }

    @Test
    void theSameKeyWithTheSameBodyGetsTheFirstAnswerAgainAsADuplicate() {
        index.remember("k", "h", applied);
        Answer again = index.prior("k", "h", 20).orElseThrow();
        assertEquals(Outcome.DUPLICATE, again.outcome());
        assertEquals("Recorded.", again.message());
        assertEquals(7, again.sequence());
    }

    @Test
    void theSameKeyWithAnotherBodyIsRefusedAsKeyReused() {
        index.remember("k", "h", applied);
        Answer answer = index.prior("k", "other", 20).orElseThrow();
        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("key_reused", answer.rule());
    }

    @Test
    void theFirstUseOfAKeyIsTheOneRemembered() {
        index.remember("k", "h", applied);
        index.remember("k", "h2", Answer.refused("x", "no", 1));
        assertEquals(Outcome.DUPLICATE, index.prior("k", "h", 30).orElseThrow().outcome());
    }

    @Test
    void theBodyHashDoesNotDependOnTheOrderKeysWerePutIn() {
        Map<String, Object> one = new java.util.LinkedHashMap<>();
        one.put("b", 1);
        one.put("a", "x");
        Map<String, Object> two = new java.util.LinkedHashMap<>();
        two.put("a", "x");
        two.put("b", 1);
        assertEquals(BodyHash.of(one), BodyHash.of(two));
        assertNotEquals(BodyHash.of(one), BodyHash.of(Map.of("a", "y", "b", 1)));
    }
}
