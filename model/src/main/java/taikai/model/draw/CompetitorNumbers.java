package taikai.model.draw;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;

/**
 * Competitor numbers: the competition's number prefix then a counter from 1, no separator
 * ({@code T1}, {@code T10}). A competition with pools counts through the pools in order at the pool
 * draw; a knockout drawn without pools counts its bracket's draw order (spec section 3, "A knockout
 * slot remembers the draw").
 */
public final class CompetitorNumbers {
    private CompetitorNumbers() {
    }

    /** The number of the {@code n}-th competitor (1-based). */
    public static String of(String prefix, int n) {
        return (prefix == null ? "" : prefix) + n;
    }

    /** The pools with every player numbered through the pools in order and given its 0-based position. */
    public static List<Pool> numberPools(String prefix, List<Pool> pools) {
        List<Pool> numbered = new ArrayList<>(pools.size());
        int counter = 1;
        for (Pool pool : pools) {
            List<Player> players = new ArrayList<>(pool.players().size());
            for (int position = 0; position < pool.players().size(); position++) {
                Player p = pool.players().get(position);
                players.add(p.withNumber(of(prefix, counter++)).withPoolPosition(position));
            }
            numbered.add(new Pool(pool.name(), players));
        }
        return List.copyOf(numbered);
    }

    /** Participant id to number, counting a bracket's draw order. */
    public static Map<String, String> forDrawOrder(String prefix, List<String> drawOrder) {
        Map<String, String> numbers = new LinkedHashMap<>();
        int counter = 1;
        for (String id : drawOrder) {
            numbers.put(id, of(prefix, counter++));
        }
        return numbers;
    }
}
