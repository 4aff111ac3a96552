package taikai.model.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.Copies;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.scoring.Stage;

/**
 * A pool's table: every entrant in order, with what separated each place from the one above, the
 * organiser's ranks from overrides.json applied over the computed order, and who qualifies.
 *
 * @param complete every match among the pool's entrants is finished with a result
 * @param needsDecision entrants are tied for a place that decides who qualifies or where: an override
 *     or a decider is needed before the pool's winners go through
 */
public record Standings(String pool, List<StandingRow> rows, boolean complete, boolean needsDecision) {

    public Standings {
        pool = Copies.text(pool);
        rows = Copies.list(rows);
    }

    /**
     * The table of {@code pool} from its matches; the order of {@code poolMatches} never matters.
     * Matches whose sides are not both in the pool are ignored; tie-break rows only split a tie.
     */
    public static Standings of(Competition c, Pool pool, List<MatchResult> poolMatches, Overrides overrides) {
        List<Player> players = pool.players();
        List<MatchResult> regular = new ArrayList<>();
        List<MatchResult> deciders = new ArrayList<>();
        for (MatchResult m : poolMatches) {
            if (PoolMatches.seated(players, m, Corner.A) && PoolMatches.seated(players, m, Corner.B)) {
                (Stage.isDecider(m) ? deciders : regular).add(m);
            }
        }
        List<Counts> counts = new ArrayList<>();
        for (Player p : players) {
            counts.add(countsOf(c, p, regular));
        }
        List<Ranking.Ranked> computed = Ranking.order(c, players, counts, regular, deciders);
        Map<String, Integer> ranks = (overrides == null ? Overrides.NONE : overrides).poolRanks()
                .getOrDefault(pool.name(), Map.of());
        List<Ranking.Ranked> order = Placement.withOverrides(computed, ranks);
        boolean complete = regular.stream().allMatch(m -> PoolMatches.counts(c, m));
        java.util.Set<Player> toFight = new java.util.HashSet<>();
        for (MatchResult m : regular) {
            if (!PoolMatches.counts(c, m)) {
                players.stream().filter(p -> PoolMatches.cornerOf(p, m).isPresent()).forEach(toFight::add);
            }
        }
        return Placement.table(c, pool.name(), order, ranks, complete, toFight);
    }

    /**
     * The tables of every pool of {@code pools}, in order, each from the matches of
     * {@code poolMatches} seated in it: the same tables as {@link #of} for each pool with every match,
     * with the matches split among the pools once.
     */
    public static List<Standings> ofEach(Competition c, List<Pool> pools, List<MatchResult> poolMatches,
            Overrides overrides) {
        List<List<MatchResult>> groups = PoolGroups.split(pools, poolMatches);
        List<Standings> out = new ArrayList<>(pools.size());
        for (int i = 0; i < pools.size(); i++) {
            out.add(of(c, pools.get(i), groups.get(i), overrides));
        }
        return out;
    }

    /** True when any row's figures rest on a match that could not be read in full. */
    public boolean degraded() {
        return rows.stream().anyMatch(StandingRow::degraded);
    }

    /** The entrants who go through, in place order. */
    public List<Player> qualifiers() {
        List<Player> out = new ArrayList<>();
        for (StandingRow r : rows) {
            if (r.qualified()) {
                out.add(r.entrant());
            }
        }
        return out;
    }

    /** The row of {@code p}, if it is in this pool. */
    public Optional<StandingRow> rowOf(Player p) {
        return rows.stream().filter(r -> r.entrant().equals(p)).findFirst();
    }

    private static Counts countsOf(Competition c, Player p, List<MatchResult> regular) {
        Counts sum = Counts.ZERO;
        for (MatchResult m : regular) {
            Optional<Corner> corner = PoolMatches.cornerOf(p, m);
            if (corner.isEmpty()) {
                continue;
            }
            if (m.isDegraded()) {
                sum = sum.plus(new Counts(0, 0, 0, 0, 0, 0, true));
            }
            if (PoolMatches.counts(c, m)) {
                sum = sum.plus(PoolMatches.countsFor(c, m, corner.get()));
            }
        }
        return sum;
    }
}
