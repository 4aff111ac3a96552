package taikai.print.pools;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;

/**
 * A competition's pool bouts grouped as a sheet prints them: each pool of pools.csv with its bouts,
 * then any group of bouts no pool names (a Swiss round), with the fighters those bouts seat.
 */
final class PoolGroups {
    /** Playing order: the numbered bouts first, then tie-breaks, then daihyosen (spec section 3). */
    static final Comparator<MatchResult> PLAYING_ORDER = Comparator
            .comparingInt((MatchResult m) -> m.index().matches("\\d{1,9}") ? 0 : m.index().startsWith("TB-") ? 1 : 2)
            .thenComparingLong(PoolGroups::number)
            .thenComparing(MatchResult::id);

    private static long number(MatchResult m) {
        String digits = m.index().replaceAll("\\D", "");
        return digits.isEmpty() || digits.length() > 9 ? Long.MAX_VALUE : Long.parseLong(digits);
    }

    record Group(String name, List<Player> players, List<MatchResult> bouts, boolean isPool) {
    }

    private PoolGroups() {
    }

    static List<Group> of(CompetitionState state) {
        Map<String, List<MatchResult>> byPool = new LinkedHashMap<>();
        for (MatchResult m : state.poolMatches()) {
            byPool.computeIfAbsent(m.pool(), k -> new ArrayList<>()).add(m);
        }
        List<Group> groups = new ArrayList<>();
        for (Pool pool : state.pools()) {
            List<MatchResult> bouts = new ArrayList<>(byPool.getOrDefault(pool.name(), List.of()));
            bouts.sort(PLAYING_ORDER);
            groups.add(new Group(pool.name(), pool.players(), bouts, true));
            byPool.remove(pool.name());
        }
        for (Map.Entry<String, List<MatchResult>> rest : byPool.entrySet()) {
            List<MatchResult> bouts = new ArrayList<>(rest.getValue());
            bouts.sort(PLAYING_ORDER);
            Map<String, Player> seated = new LinkedHashMap<>();
            for (MatchResult m : bouts) {
                for (var side : List.of(m.sideA(), m.sideB())) {
                    if (!side.participantId().isEmpty()) {
                        state.findPlayer(side.participantId()).ifPresent(p -> seated.putIfAbsent(p.id(), p));
                    }
                }
            }
            groups.add(new Group(rest.getKey(), List.copyOf(seated.values()), bouts, false));
        }
        return groups;
    }
}
