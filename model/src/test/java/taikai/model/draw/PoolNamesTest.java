package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PoolNamesTest {

    @Test
    void poolsAreNamedByLetterFromPoolA() {
        assertEquals(List.of("Pool A", "Pool B", "Pool C"), PoolNames.first(3));
        assertEquals("Pool Z", PoolNames.of(25));
    }

    @Test
    void afterPoolZTheLetterIsDoubled() {
        assertEquals("Pool AA", PoolNames.of(26));
        assertEquals("Pool BB", PoolNames.of(27));
        assertEquals("Pool ZZ", PoolNames.of(51));
        assertEquals("Pool AAA", PoolNames.of(52));
    }

    @Test
    void textThatIsNoPoolNameHasNoIndex() {
        assertEquals(-1, PoolNames.indexOf("Pool AB"));
        assertEquals(-1, PoolNames.indexOf("Swiss-R1"));
        assertEquals(-1, PoolNames.indexOf("Pool "));
    }

    @Property(tries = 200)
    void everyPoolNameReadsBackAsItsIndex(@ForAll @IntRange(min = 0, max = 500) int index) {
        assertEquals(index, PoolNames.indexOf(PoolNames.of(index)));
    }
}
