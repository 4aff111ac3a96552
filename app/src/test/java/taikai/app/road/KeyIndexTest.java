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
    void a_key_never_seen_has_no_prior_answer() {
        assertTrue(index.prior("k", "h", 11).isEmpty());
    }

    @Test
    void the_same_key_with_the_same_body_gets_the_first_answer_again_as_a_duplicate() {
        index.remember("k", "h", applied);
        Answer again = index.prior("k", "h", 20).orElseThrow();
        assertEquals(Outcome.DUPLICATE, again.outcome());
        assertEquals("Recorded.", again.message());
        assertEquals(7, again.sequence());
    }

    @Test
    void the_same_key_with_another_body_is_refused_as_key_reused() {
        index.remember("k", "h", applied);
        Answer answer = index.prior("k", "other", 20).orElseThrow();
        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("key_reused", answer.rule());
    }

    @Test
    void the_first_use_of_a_key_is_the_one_remembered() {
        index.remember("k", "h", applied);
        index.remember("k", "h2", Answer.refused("x", "no", 1));
        assertEquals(Outcome.DUPLICATE, index.prior("k", "h", 30).orElseThrow().outcome());
    }

    @Test
    void the_body_hash_does_not_depend_on_the_order_keys_were_put_in() {
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
