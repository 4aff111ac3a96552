package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Pool;

class CompetitorNumbersTest {

    @Test
    void numbersArePrefixThenCounterWithoutSeparator() {
        assertEquals("T10", CompetitorNumbers.of("T", 10));
        assertEquals("7", CompetitorNumbers.of("", 7));
    }

    @Test
    void poolNumbersCountThroughThePoolsInOrder() {
        List<Pool> pools = List.of(new Pool("Pool A", Entrants.of(3, 3).subList(0, 3)),
                new Pool("Pool B", Entrants.of(5, 5).subList(3, 5)));
        List<Pool> numbered = CompetitorNumbers.numberPools("K", pools);
        assertEquals(List.of("K1", "K2", "K3"), numbered.get(0).players().stream().map(p -> p.number()).toList());
        assertEquals(List.of("K4", "K5"), numbered.get(1).players().stream().map(p -> p.number()).toList());
        assertEquals(List.of(0, 1), numbered.get(1).players().stream().map(p -> p.poolPosition()).toList());
    }

    @Test
    void knockoutNumbersCountTheDrawOrder() {
        Map<String, String> numbers = CompetitorNumbers.forDrawOrder("A", List.of("x", "y", "z"));
        assertEquals(Map.of("x", "A1", "y", "A2", "z", "A3"), numbers);
        assertEquals(List.of("x", "y", "z"), List.copyOf(numbers.keySet()));
    }
}
