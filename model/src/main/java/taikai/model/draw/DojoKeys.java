package taikai.model.draw;

import java.util.IdentityHashMap;
import java.util.Map;
import taikai.model.entrant.Player;

/**
 * Each entrant's {@link Dojos#key}, computed once for a whole draw: placing entrants compares each
 * with the entrants of every pool, and trimming and lowercasing both dojos at every comparison was
 * most of a pool draw's time.
 */
final class DojoKeys {
    private final Map<Player, String> keys = new IdentityHashMap<>();

    String of(Player p) {
        return keys.computeIfAbsent(p, Dojos::key);
    }

    /** {@link Dojos#same}, from the keys already computed. */
    boolean same(Player a, Player b) {
        String ka = of(a);
        return !ka.isEmpty() && ka.equals(of(b));
    }
}
