package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * A pool's bouts as pool-matches.csv rows. Bout n is {@code <pool>-<n>} in playing order, so
 * {@code Pool A-0} is played first (spec section 3, "A pool bout's id carries its number").
 */
final class PoolBouts {
    /** Pool and league rows have no rounds (file-formats: Round is -1 for formats without rounds). */
    static final int NO_ROUND = -1;

    private PoolBouts() {
    }

    /**
     * One row per pair of {@code order}, positions into {@code players}. Side A (aka) goes to whichever
     * fighter has worn aka less often so far, the earlier position on a tie: a rule chosen here so each
     * fighter wears both colours about equally.
     */
    static List<MatchResult> of(String pool, List<Player> players, List<int[]> order, IntFunction<String> courtOfBout) {
        int[] aka = new int[players.size()];
        List<MatchResult> bouts = new ArrayList<>(order.size());
        for (int n = 0; n < order.size(); n++) {
            int x = order.get(n)[0];
            int y = order.get(n)[1];
            int a = aka[y] < aka[x] ? y : x;
            int b = a == x ? y : x;
            aka[a]++;
            MatchResult bout = MatchResult.poolMatch(pool, Integer.toString(n), side(players.get(a)), side(players.get(b)), NO_ROUND);
            bouts.add(bout.withCourt(courtOfBout.apply(n)));
        }
        return bouts;
    }

    static Side side(Player player) {
        return Side.of(player.name(), player.id());
    }
}
