package taikai.model.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;

/**
 * The pool draw (issue item 5): pools of the competition's pool size, seeded entrants spread one per
 * pool before any pool takes a second, club mates spread as evenly as the pool count allows, every
 * entrant numbered, and each pool's round robin in an order where nobody fights twice in a row
 * whenever that is possible. The same entrants and seed always give the same draw.
 */
public final class PoolDraw {
    /** Used when the competition sets no usable pool size: three is the usual kendo pool. */
    static final int DEFAULT_POOL_SIZE = 3;

    /** The pools with numbered players, and every pool's bouts, Pool A's first. */
    public record Result(List<Pool> pools, List<MatchResult> bouts) {
        public Result {
            pools = List.copyOf(pools);
            bouts = List.copyOf(bouts);
        }
    }

    private PoolDraw() {
    }

    public static Result draw(Competition competition, List<Player> entrants, long seed) {
        if (entrants.size() < 2) {
            throw new DrawRefused("draw-pools-need-two", "A pool draw needs at least two entrants; add entrants or check them in, then draw again.");
        }
        SplittableRandom random = new SplittableRandom(seed);
        int[] sizes = poolSizes(entrants.size(), competition.pools().size(), "max".equalsIgnoreCase(competition.pools().sizeMode().trim()));
        List<List<Player>> members = PoolFilling.fill(entrants, sizes, random);
        List<Pool> pools = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            pools.add(new Pool(PoolNames.of(i), members.get(i)));
        }
        pools = CompetitorNumbers.numberPools(competition.entrants().numberPrefix(), pools);
        List<MatchResult> bouts = new ArrayList<>();
        for (int i = 0; i < pools.size(); i++) {
            Pool pool = pools.get(i);
            String court = CourtBlocks.label(competition.schedule().courts(), CourtBlocks.courtOfPool(i, pools.size(), competition.schedule().courts().size()));
            List<int[]> order = LeagueOrder.of(pool.players().size(), random);
            bouts.addAll(PoolBouts.of(pool.name(), pool.players(), order, n -> court));
        }
        return new Result(pools, bouts);
    }

    /**
     * Pool sizes, the larger pools first. The pool size is a maximum when the mode says {@code max},
     * otherwise a minimum (file-formats "config.md"); no pool is ever left with a single entrant, who
     * would have nobody to fight.
     */
    static int[] poolSizes(int entrants, int poolSize, boolean sizeIsMaximum) {
        int size = poolSize >= 2 ? poolSize : DEFAULT_POOL_SIZE;
        int count = sizeIsMaximum ? (entrants + size - 1) / size : entrants / size;
        count = Math.max(1, Math.min(count, entrants / 2));
        int[] sizes = new int[count];
        for (int i = 0; i < count; i++) {
            sizes[i] = entrants / count + (i < entrants % count ? 1 : 0);
        }
        return sizes;
    }

    /** Seeded entrants by seed, ties in roster order; unseeded ones keep roster order. */
    static List<Player> seeded(List<Player> entrants) {
        List<Player> seeded = new ArrayList<>();
        for (Player p : entrants) {
            if (p.seed() > 0) {
                seeded.add(p);
            }
        }
        seeded.sort(Comparator.comparingInt(Player::seed));
        return seeded;
    }
}
