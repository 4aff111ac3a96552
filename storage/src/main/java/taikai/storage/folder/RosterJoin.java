package taikai.storage.folder;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;

/**
 * Fills in the roster fields that live in other files (the Player record: "Number, seed and pool
 * position come from pools.csv and seeds.csv"): a player's number and pool position from its pools.csv
 * row, its seed from seeds.csv. Rows are matched by participant id; a row without one by name and
 * dojo together (spec section 3: a name is consulted only for a row old enough to predate the id).
 */
final class RosterJoin {
    private RosterJoin() {
    }

    static List<Player> join(List<Player> players, List<Pool> pools, List<SeedEntry> seeds) {
        return players.stream().map(p -> join(p, pools, seeds)).toList();
    }

    private static Player join(Player player, List<Pool> pools, List<SeedEntry> seeds) {
        Player joined = player;
        Optional<Player> seated = pools.stream().flatMap(pool -> pool.players().stream())
                .filter(row -> same(player, row.id(), row.name(), row.dojo())).findFirst();
        if (seated.isPresent()) {
            joined = joined.withNumber(seated.get().number()).withPoolPosition(seated.get().poolPosition());
        }
        Optional<SeedEntry> seed = seeds.stream().filter(s -> same(player, s.id(), s.name(), s.dojo())).findFirst();
        return seed.isPresent() ? joined.withSeed(seed.get().rank()) : joined;
    }

    private static boolean same(Player player, String id, String name, String dojo) {
        if (!id.isEmpty()) {
            return id.equals(player.id());
        }
        return key(name).equals(key(player.name())) && key(dojo).equals(key(player.dojo()));
    }

    private static String key(String text) {
        return text.strip().toLowerCase(Locale.ROOT);
    }
}
