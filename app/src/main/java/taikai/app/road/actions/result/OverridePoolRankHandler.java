package taikai.app.road.actions.result;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.match.Consequences;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.rule.Rule;

/**
 * A pool rank override. overrides.json keys a rank by the entrant's name within the pool (file-formats
 * "overrides.json"), and its reason the same way. The standings then place the entrant there, and a
 * finished pool's qualifiers are seated again in the knockout, in the same change.
 */
public final class OverridePoolRankHandler implements Handler<OverridePoolRank> {

    /** What the rank rules look at. */
    record Ranking(CompetitionState state, OverridePoolRank override) {
        Optional<Pool> pool() {
            return state.pools().stream().filter(p -> p.name().equals(override.pool())).findFirst();
        }

        Optional<Player> entrant() {
            return pool().flatMap(p -> p.players().stream()
                    .filter(pl -> pl.id().equals(override.entrant()) || pl.id().isEmpty() && pl.name().equals(override.entrant()))
                    .findFirst());
        }
    }

    static final Rule<Ranking> POOL_EXISTS = Rule.of("pool-exists",
            r -> "There is no pool \"" + r.override().pool() + "\" in this competition; reload the pools and try again.",
            r -> List.of(r.override().pool()),
            r -> r.pool().isPresent());

    static final Rule<Ranking> ENTRANT_IN_POOL = Rule.of("entrant-in-pool",
            r -> "The entrant " + r.override().entrant() + " is not in " + r.override().pool() + "; choose one of its entrants.",
            r -> List.of(r.override().entrant(), r.override().pool()),
            r -> r.entrant().isPresent());

    static final Rule<Ranking> RANK_WITHIN_POOL = Rule.of("rank-within-pool",
            r -> r.override().pool() + " has " + r.pool().orElseThrow().players().size() + " places; choose a rank from 1 to "
                    + r.pool().orElseThrow().players().size() + ", or 0 to remove the override.",
            r -> List.of(r.override().pool(), String.valueOf(r.pool().orElseThrow().players().size())),
            r -> r.override().rank() <= r.pool().orElseThrow().players().size());

    /** Removing an override needs no reason: it gives the computed order back. */
    static final Rule<Ranking> NEEDS_REASON = Rule.of("override-needs-reason",
            r -> "An override needs a reason: write why the entrant is placed there, then save it again.",
            r -> List.of(0),
            r -> r.override().rank() == 0 || !r.override().reason().isEmpty());

    static final List<Rule<Ranking>> ORDER = List.of(POOL_EXISTS, ENTRANT_IN_POOL, RANK_WITHIN_POOL, NEEDS_REASON);

    @Override
    public Decision decide(OverridePoolRank override, CompetitionState state, RoadContext context) {
        Ranking ranking = new Ranking(state, override);
        Optional<Decision> refused = Decisions.firstRefusal(ranking, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        String name = ranking.entrant().orElseThrow().name();
        Overrides overrides = state.overrides();
        Map<String, Map<String, Integer>> ranks = put(overrides.poolRanks(), override.pool(), name,
                override.rank() == 0 ? null : override.rank());
        Map<String, Map<String, String>> reasons = put(overrides.poolRankReasons(), override.pool(), name,
                override.rank() == 0 ? null : override.reason());
        CompetitionState ranked = state.withOverrides(overrides.withPoolRanks(ranks).withPoolRankReasons(reasons));
        CompetitionState seated = Consequences.seatQualifiers(ranked, override.pool());
        Sentence message = override.rank() == 0 ? Sentence.answer("pool-rank-cleared", name, override.pool())
                : Sentence.answer("pool-rank-placed", name, override.pool(), String.valueOf(override.rank()));
        return Decisions.applied(seated, message).withReason(override.reason());
    }

    /** {@code nested} with {@code value} under pool and name; null removes it, and an emptied pool goes. */
    private static <V> Map<String, Map<String, V>> put(Map<String, Map<String, V>> nested, String pool, String name, V value) {
        Map<String, Map<String, V>> copy = new HashMap<>();
        nested.forEach((k, v) -> copy.put(k, new HashMap<>(v)));
        Map<String, V> inPool = copy.computeIfAbsent(pool, k -> new HashMap<>());
        if (value == null) {
            inPool.remove(name);
        } else {
            inPool.put(name, value);
        }
        if (inPool.isEmpty()) {
            copy.remove(pool);
        }
        return copy;
    }
}
