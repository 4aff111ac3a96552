package taikai.model.standings;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * The pool matches of a competition split by the pools whose table they can count in: a match goes
 * to every pool that seats both its sides, by the same test {@link PoolMatches#is} makes (the
 * participant id when both have one, else the name), so each pool's table reads only its own matches
 * and the tables of a competition cost one pass over its matches instead of one per pool.
 */
final class PoolGroups {
    private final Map<String, BitSet> byId = new HashMap<>();
    private final Map<String, BitSet> byName = new HashMap<>();
    private final Map<String, BitSet> byNameWithoutId = new HashMap<>();

    private PoolGroups(List<Pool> pools) {
        for (int i = 0; i < pools.size(); i++) {
            for (Player p : pools.get(i).players()) {
                if (!p.id().isEmpty()) {
                    byId.computeIfAbsent(p.id(), k -> new BitSet()).set(i);
                } else {
                    byNameWithoutId.computeIfAbsent(p.name(), k -> new BitSet()).set(i);
                }
                byName.computeIfAbsent(p.name(), k -> new BitSet()).set(i);
            }
        }
    }

    /** For each pool of {@code pools}, in order, the matches of {@code poolMatches} seated in it, in their order. */
    static List<List<MatchResult>> split(List<Pool> pools, List<MatchResult> poolMatches) {
        PoolGroups index = new PoolGroups(pools);
        List<List<MatchResult>> out = new ArrayList<>();
        for (int i = 0; i < pools.size(); i++) {
            out.add(new ArrayList<>());
        }
        for (MatchResult m : poolMatches) {
            BitSet both = index.poolsOf(m.sideA());
            both.and(index.poolsOf(m.sideB()));
            for (int i = both.nextSetBit(0); i >= 0; i = both.nextSetBit(i + 1)) {
                out.get(i).add(m);
            }
        }
        return out;
    }

    /** A fresh set of the pools holding a player that {@link PoolMatches#is} {@code side}. */
    private BitSet poolsOf(Side side) {
        BitSet pools = new BitSet();
        boolean named = !side.name().isEmpty();
        if (!side.participantId().isEmpty()) {
            or(pools, byId.get(side.participantId()));
            if (named) {
                or(pools, byNameWithoutId.get(side.name()));
            }
        } else if (named) {
            or(pools, byName.get(side.name()));
        }
        return pools;
    }

    private static void or(BitSet into, BitSet from) {
        if (from != null) {
            into.or(from);
        }
    }
}
