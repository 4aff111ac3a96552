package taikai.model.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.entrant.Player;

/**
 * Puts entrants into pools of given sizes. Seeds go in tiers: seed 1 to the first pool, seed 2 to the
 * second, one seed per pool before any pool takes another, later tiers choosing among the pools of
 * the tier by fewest club mates, in snake order otherwise. The others are placed club by club, the
 * largest club first, each into the pool holding the fewest of its club mates, then the emptiest,
 * then the next in turn, which deals a club around the pools like cards. Where the seeds already in
 * the pools leave a club bunched anyway, {@link ClubBalance} swaps unseeded entrants to even it out.
 */
final class PoolFilling {
    private PoolFilling() {
    }

    static List<List<Player>> fill(List<Player> entrants, int[] sizes, SplittableRandom random) {
        int k = sizes.length;
        DojoKeys dojos = new DojoKeys();
        List<List<Player>> pools = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            pools.add(new ArrayList<>());
        }
        List<Player> seeds = PoolDraw.seeded(entrants);
        for (int s = 0; s < seeds.size(); s++) {
            pools.get(seedPool(s, seeds.get(s), pools, sizes, dojos)).add(seeds.get(s));
        }
        int[] seedCount = new int[k];
        for (int i = 0; i < k; i++) {
            seedCount[i] = pools.get(i).size();
        }
        int turn = 0;
        for (Player p : clubsLargestFirst(entrants, random, dojos)) {
            int pool = unseededPool(p, pools, sizes, turn, dojos);
            pools.get(pool).add(p);
            turn = (pool + 1) % k;
        }
        ClubBalance.repair(pools, seedCount, dojos);
        List<List<Player>> result = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            List<Player> pool = new ArrayList<>(pools.get(i).subList(0, seedCount[i]));
            pool.addAll(Shuffle.of(pools.get(i).subList(seedCount[i], pools.get(i).size()), random));
            result.add(List.copyOf(pool));
        }
        return result;
    }

    private static int seedPool(int s, Player seed, List<List<Player>> pools, int[] sizes, DojoKeys dojos) {
        int k = sizes.length;
        int tier = s / k;
        if (tier == 0) {
            return s;
        }
        int best = -1;
        for (int j = 0; j < k; j++) {
            int pool = tier % 2 == 0 ? j : k - 1 - j;
            boolean openInTier = pools.get(pool).size() == tier && tier < sizes[pool];
            if (openInTier && (best < 0 || clubMates(seed, pools.get(pool), dojos) < clubMates(seed, pools.get(best), dojos))) {
                best = pool;
            }
        }
        return best >= 0 ? best : firstFree(pools, sizes);
    }

    private static int firstFree(List<List<Player>> pools, int[] sizes) {
        for (int i = 0; i < sizes.length; i++) {
            if (pools.get(i).size() < sizes[i]) {
                return i;
            }
        }
        throw new IllegalStateException("Every pool is full; the pool sizes do not add up to the entrants.");
    }

    /** Unseeded entrants grouped by club, largest club first (ties at random), unknown clubs last. */
    private static List<Player> clubsLargestFirst(List<Player> entrants, SplittableRandom random, DojoKeys dojos) {
        Map<String, Integer> clubSize = new HashMap<>();
        for (Player p : entrants) {
            clubSize.merge(dojos.of(p), 1, Integer::sum);
        }
        Map<String, List<Player>> clubs = new LinkedHashMap<>();
        for (Player p : Shuffle.of(entrants, random)) {
            if (p.seed() <= 0) {
                String key = dojos.of(p);
                clubs.computeIfAbsent(key.isEmpty() ? "\0" : key, x -> new ArrayList<>()).add(p);
            }
        }
        List<Map.Entry<String, List<Player>>> order = new ArrayList<>(clubs.entrySet());
        order.sort(Comparator.comparingInt((Map.Entry<String, List<Player>> e) ->
                e.getKey().equals("\0") ? 0 : clubSize.get(e.getKey())).reversed());
        List<Player> result = new ArrayList<>();
        order.forEach(e -> result.addAll(e.getValue()));
        return result;
    }

    private static int unseededPool(Player p, List<List<Player>> pools, int[] sizes, int turn, DojoKeys dojos) {
        int k = sizes.length;
        int best = -1;
        for (int j = 0; j < k; j++) {
            int pool = (turn + j) % k;
            if (pools.get(pool).size() >= sizes[pool]) {
                continue;
            }
            if (best < 0 || better(p, pool, best, pools, sizes, dojos)) {
                best = pool;
            }
        }
        return best;
    }

    private static boolean better(Player p, int pool, int best, List<List<Player>> pools, int[] sizes,
            DojoKeys dojos) {
        int mates = clubMates(p, pools.get(pool), dojos);
        int bestMates = clubMates(p, pools.get(best), dojos);
        if (mates != bestMates) {
            return mates < bestMates;
        }
        return sizes[pool] - pools.get(pool).size() > sizes[best] - pools.get(best).size();
    }

    private static int clubMates(Player p, List<Player> pool, DojoKeys dojos) {
        int n = 0;
        for (Player other : pool) {
            if (dojos.same(p, other)) {
                n++;
            }
        }
        return n;
    }
}
