package taikai.storage.folder;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;
import taikai.storage.roster.SeedCompletion;

/**
 * Fills in the roster fields that live in other files (the Player record: "Number, seed and pool
 * position come from pools.csv and seeds.csv"): a player's number and pool position from its pools.csv
 * row, its seed from seeds.csv. Rows are matched by participant id; a row without one by name and
 * dojo together (spec section 3: a name is consulted only for a row old enough to predate the id).
 * When several rows match, the first in file order counts.
 *
 * <p>The rows are indexed once, so a join costs one look-up per player: every write reads its
 * competition from disk, and a search of every row for every player grew with the square of the
 * roster (docs/performance.md).
 */
final class RosterJoin {
    /** A competition's seed rows completed from its roster, and its players joined with pools and seeds. */
    record Joined(List<SeedEntry> seeds, List<Player> players) {
    }

    private RosterJoin() {
    }

    /**
     * The seed rows completed from the roster ({@link SeedCompletion}), and the players joined with
     * the pools and those seeds: a function of the three lists alone, which the store's
     * {@link FolderCache} keeps while they are unchanged.
     */
    static Joined completeAndJoin(List<Player> players, List<Pool> pools, List<SeedEntry> seedRows) {
        List<SeedEntry> seeds = SeedCompletion.complete(seedRows, players);
        return new Joined(seeds, join(players, pools, seeds));
    }

    static List<Player> join(List<Player> players, List<Pool> pools, List<SeedEntry> seeds) {
        List<Player> seated = new ArrayList<>();
        pools.forEach(pool -> seated.addAll(pool.players()));
        Rows<Player> poolRows = new Rows<>(seated, Player::id, Player::name, Player::dojo);
        Rows<SeedEntry> seedRows = new Rows<>(seeds, SeedEntry::id, SeedEntry::name, SeedEntry::dojo);
        List<Player> joined = new ArrayList<>(players.size());
        for (Player player : players) {
            Player p = player;
            Player row = poolRows.first(player);
            if (row != null) {
                p = p.withNumber(row.number()).withPoolPosition(row.poolPosition());
            }
            SeedEntry seed = seedRows.first(player);
            joined.add(seed == null ? p : p.withSeed(seed.rank()));
        }
        return List.copyOf(joined);
    }

    private static String key(String name, String dojo) {
        return name.strip().toLowerCase(Locale.ROOT) + "\n" + dojo.strip().toLowerCase(Locale.ROOT);
    }

    /** Rows by the position of the first row with each id, and of the first id-less row with each name and dojo. */
    private static final class Rows<T> {
        private final List<T> rows;
        private final Map<String, Integer> byId = new HashMap<>();
        private final Map<String, Integer> byNameAndDojo = new HashMap<>();

        Rows(List<T> rows, Function<T, String> id, Function<T, String> name, Function<T, String> dojo) {
            this.rows = rows;
            for (int i = 0; i < rows.size(); i++) {
                T row = rows.get(i);
                if (id.apply(row).isEmpty()) {
                    byNameAndDojo.putIfAbsent(key(name.apply(row), dojo.apply(row)), i);
                } else {
                    byId.putIfAbsent(id.apply(row), i);
                }
            }
        }

        /** The first row that is this player's, or null. */
        T first(Player player) {
            Integer withId = byId.get(player.id());
            Integer withName = byNameAndDojo.get(key(player.name(), player.dojo()));
            if (withId == null && withName == null) {
                return null;
            }
            int index = withId == null ? withName : withName == null ? withId : Math.min(withId, withName);
            return rows.get(index);
        }
    }
}
