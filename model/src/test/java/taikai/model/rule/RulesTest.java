package taikai.model.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RulesTest {

    private final List<String> asked = new ArrayList<>();

    private Rule<Integer> rule(String name, int atMost) {
        return Rule.of(name, n -> "The number " + n + " is more than " + atMost + ".", n -> {
            asked.add(name);
            return n <= atMost;
        });
    }

    @Test
    void theFirstRefusalIsTheAnswerAndLaterRulesAreNotAsked() {
        List<Rule<Integer>> rules = List.of(rule("at-most-ten", 10), rule("at-most-five", 5), rule("at-most-one", 1));
        Optional<Refusal> refusal = Rules.firstRefusal(7, rules);
        assertEquals(Optional.of(new Refusal("at-most-five", "The number 7 is more than 5.")), refusal);
        assertEquals(List.of("at-most-ten", "at-most-five"), asked);
    }

    @Test
    void nothingIsRefusedWhenEveryRuleAllows() {
        assertEquals(Optional.empty(), Rules.firstRefusal(1, List.of(rule("at-most-ten", 10), rule("at-most-one", 1))));
    }

    @Test
    void theActionRunsOnlyWhenEveryRuleAllows() {
        List<String> ran = new ArrayList<>();
        Checked<String> refused = Rules.check(20, List.of(rule("at-most-ten", 10)), () -> {
            ran.add("x");
            return "done";
        });
        assertFalse(refused.isAccepted());
        assertEquals("at-most-ten", refused.refusal().rule());
        assertTrue(ran.isEmpty());
        assertEquals("done", Rules.check(3, List.of(rule("at-most-ten", 10)), () -> "done").orElseThrow());
    }

    @Test
    void aCheckedAnswerHoldsExactlyOneOfValueAndRefusal() {
        assertThrows(IllegalArgumentException.class, () -> new Checked<>("v", new Refusal("r", "s")));
        assertThrows(IllegalArgumentException.class, () -> new Checked<>(null, null));
        Checked<String> refused = Checked.refused(new Refusal("r", "Say why."));
        IllegalStateException e = assertThrows(IllegalStateException.class, refused::orElseThrow);
        assertTrue(e.getMessage().contains("Say why."));
    }

    @Test
    void aFixedSentenceIsTheSameWhateverTheContext() {
        Rule<Integer> positive = Rule.of("positive", "Enter a number above zero.", n -> n > 0);
        assertEquals(Optional.of(new Refusal("positive", "Enter a number above zero.")), positive.check(-4));
        assertEquals(Optional.empty(), positive.check(4));
    }
}
