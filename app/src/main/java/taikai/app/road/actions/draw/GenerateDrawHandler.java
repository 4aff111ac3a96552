package taikai.app.road.actions.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.schedule.Schedules;
import taikai.app.words.Sentence;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.draw.CompetitorNumbers;
import taikai.model.draw.DrawRefused;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.LeagueDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.draw.SwissDraw;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.rule.Rule;

/**
 * A draw in the competition's format, with competitor numbers: through the pools in order for a
 * competition with pools (spec section 3), in the bracket's draw order for a knockout. The
 * competition's status says which stage is now played, and config.md keeps the seed.
 */
public final class GenerateDrawHandler implements Handler<GenerateDraw> {

    static final Rule<CompetitionState> NO_DRAW_YET = Rule.of("no-draw-yet",
            "The competition is already drawn; discard the draw first to draw it again.",
            s -> Draws.isSwiss(s) || !Draws.exists(s));

    static final Rule<CompetitionState> ENOUGH_ENTRANTS = Rule.of("enough-entrants",
            s -> "A draw needs at least two entrants and " + Draws.field(s).size() + (s.competition().entrants().checkInEnabled()
                    ? " checked in" : "") + " can be drawn; add entrants or check them in, then draw again.",
            s -> List.of(s.competition().entrants().checkInEnabled() ? 1 : 0, String.valueOf(Draws.field(s).size())),
            s -> Draws.field(s).size() >= 2);

    static final List<Rule<CompetitionState>> ORDER = List.of(NO_DRAW_YET, ENOUGH_ENTRANTS);

    @Override
    public Decision decide(GenerateDraw draw, CompetitionState state, RoadContext context) {
        Optional<Decision> refused = Decisions.firstRefusal(state, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        try {
            return timed(drawn(state, draw.seed()), context);
        } catch (DrawRefused cannot) {
            // The draws say why a field cannot be drawn (too few qualifiers for a knockout, say), with a code.
            return Decision.Refuse.of("draw-possible", cannot.refusal());
        } catch (IllegalArgumentException cannot) {
            return Decisions.refuse("draw-possible", cannot.getMessage());
        }
    }

    /** A draw of a competition with a start time gives its matches their times in the same write. */
    private static Decision timed(Decision drawn, RoadContext context) {
        if (!(drawn instanceof Decision.Land land)) {
            return drawn;
        }
        Schedules.Timed timed = Schedules.timed(land.state(), context);
        return Decisions.applied(timed.state(), land.said().and(timed.said()));
    }

    private static Decision drawn(CompetitionState state, int seed) {
        Competition c = state.competition().withDrawSeed(seed).withLineups(l -> l.withGiven(Map.of()));
        List<Player> field = Draws.field(state);
        CompetitionState drawn;
        switch (c.format()) {
            case SWISS -> {
                SwissDraw.Round round = SwissDraw.nextRound(c, field, state.poolMatches(), seed);
                if (round.isRefused()) {
                    return Decision.Refuse.of("swiss-round-ready", round.why());
                }
                List<MatchResult> rows = new ArrayList<>(state.poolMatches());
                rows.addAll(round.matches());
                drawn = state.withCompetition(c.withSwiss(s -> s.withCurrentRound(round.number())).withStatus(CompetitionStatus.POOLS))
                        .withPoolMatches(rows);
                int bouts = round.matches().size();
                return Decisions.applied(drawn, Sentence.answer("draw-swiss-round", bouts, String.valueOf(bouts),
                        String.valueOf(round.number())));
            }
            case LEAGUE -> {
                LeagueDraw.Result league = LeagueDraw.draw(c, field, seed);
                drawn = pooled(state, c, List.of(league.pool()), league.bouts(), Bracket.EMPTY);
            }
            case POOLS_THEN_KNOCKOUT -> {
                PoolDraw.Result pools = PoolDraw.draw(c, field, seed);
                drawn = pooled(state, c, pools.pools(), pools.bouts(), PoolsToKnockout.draw(c, pools.pools()));
            }
            default -> {
                Bracket bracket = KnockoutDraw.draw(c, field, seed);
                Map<String, String> numbers = CompetitorNumbers.forDrawOrder(c.entrants().numberPrefix(), bracket.drawOrder());
                List<Player> players = state.players().stream()
                        .map(p -> p.withNumber(numbers.getOrDefault(p.id(), ""))).toList();
                drawn = state.withCompetition(c.withStatus(CompetitionStatus.PLAYOFFS)).withPlayers(players).withBracket(bracket);
            }
        }
        return Decisions.applied(drawn, summary(drawn));
    }

    /** Pools and their bouts, every drawn player numbered in the roster as in pools.csv. */
    private static CompetitionState pooled(CompetitionState state, Competition c, List<Pool> pools, List<MatchResult> bouts,
            Bracket bracket) {
        List<Player> players = new ArrayList<>();
        for (Player p : state.players()) {
            Player seated = pools.stream().flatMap(pool -> pool.players().stream()).filter(q -> q.id().equals(p.id()))
                    .findFirst().orElse(null);
            players.add(seated == null ? p : p.withNumber(seated.number()).withPoolPosition(seated.poolPosition()));
        }
        return state.withCompetition(c.withStatus(CompetitionStatus.POOLS)).withPlayers(players).withPools(pools)
                .withPoolMatches(bouts).withBracket(bracket);
    }

    /** "The draw is made: 4 pools with 12 bouts and 7 knockout matches.", by code (decision 0049); counts first, where a language's plural reads them. */
    private static Sentence summary(CompetitionState drawn) {
        int knockout = drawn.bracket().allMatches().size();
        int pools = drawn.pools().size();
        String bouts = String.valueOf(drawn.poolMatches().size());
        if (pools == 0) {
            return Sentence.answer("draw-made-tree", knockout, String.valueOf(knockout));
        }
        if (knockout == 0) {
            return Sentence.answer("draw-made-pools", pools, drawn.poolMatches().size(), String.valueOf(pools), bouts);
        }
        return Sentence.answer("draw-made-pools-and-tree", pools, knockout, String.valueOf(pools), bouts, String.valueOf(knockout));
    }
}
