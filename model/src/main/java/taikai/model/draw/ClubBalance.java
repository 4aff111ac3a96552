package taikai.model.draw;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.Player;

/**
 * Evens out club mates across pools after placement: no pool should hold more of a club than its
 * fair share, the club's size divided by the pool count, rounded up. While some pool holds more, an
 * unseeded member there changes places with an unseeded entrant of another club from a pool below
 * that club's share, when the swap takes the other club over its share nowhere. Pool sizes and seeds
 * never change.
 */
final class ClubBalance {
    private ClubBalance() {
    }

    /** pools[i]: its first seedCount[i] entrants are seeds and stay. */
    static void repair(List<List<Player>> pools, int[] seedCount, DojoKeys dojos) {
        Map<String, Integer> share = new HashMap<>();
        for (List<Player> pool : pools) {
            pool.forEach(p -> share.merge(dojos.of(p), 1, Integer::sum));
        }
        share.replaceAll((club, size) -> (size + pools.size() - 1) / pools.size());
        int budget = 4 * pools.stream().mapToInt(List::size).sum();
        while (budget-- > 0 && swapOnce(pools, seedCount, share, dojos)) {
            // each swap lowers one club's excess in one pool without raising any other excess
        }
    }

    private static boolean swapOnce(List<List<Player>> pools, int[] seedCount, Map<String, Integer> share,
            DojoKeys dojos) {
        for (int p = 0; p < pools.size(); p++) {
            List<Player> crowded = pools.get(p);
            for (int x = seedCount[p]; x < crowded.size(); x++) {
                String club = dojos.of(crowded.get(x));
                if (club.isEmpty() || count(crowded, club, dojos) <= share.get(club)) {
                    continue;
                }
                for (int q = 0; q < pools.size(); q++) {
                    List<Player> other = pools.get(q);
                    if (q == p || count(other, club, dojos) >= share.get(club)) {
                        continue;
                    }
                    for (int y = seedCount[q]; y < other.size(); y++) {
                        String otherClub = dojos.of(other.get(y));
                        if (!otherClub.equals(club)
                                && (otherClub.isEmpty() || count(crowded, otherClub, dojos) < share.get(otherClub))) {
                            Player moved = crowded.get(x);
                            crowded.set(x, other.get(y));
                            other.set(y, moved);
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static int count(List<Player> pool, String club, DojoKeys dojos) {
        int n = 0;
        for (Player p : pool) {
            if (dojos.of(p).equals(club)) {
                n++;
            }
        }
        return n;
    }
}
