package taikai.model.draw;

import java.util.List;
import java.util.SplittableRandom;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;

/**
 * A league: one pool holding every entrant, everyone meeting everyone once, its bouts numbered in an
 * order where nobody fights twice in a row whenever that is possible (spec section 3). Entrants take
 * their places in the pool at random from the seed; bouts go round the competition's courts in turn.
 */
public final class LeagueDraw {
    private LeagueDraw() {
    }

    /** The league's one pool, its players numbered in position order, and its bouts in playing order. */
    public record Result(Pool pool, List<MatchResult> bouts) {
        public Result {
            bouts = List.copyOf(bouts);
        }
    }

    public static Result draw(Competition competition, List<Player> entrants, long seed) {
        if (entrants.size() < 2) {
            throw new DrawRefused("draw-league-needs-two", "A league needs at least two entrants; add entrants or check them in, then draw again.");
        }
        SplittableRandom random = new SplittableRandom(seed);
        Pool drawn = new Pool(PoolNames.of(0), Shuffle.of(entrants, random));
        Pool pool = CompetitorNumbers.numberPools(competition.entrants().numberPrefix(), List.of(drawn)).get(0);
        List<int[]> order = LeagueOrder.of(pool.players().size(), random);
        List<String> courts = competition.schedule().courts();
        List<MatchResult> bouts = PoolBouts.of(pool.name(), pool.players(), order, n -> CourtBlocks.label(courts, n));
        return new Result(pool, bouts);
    }
}
