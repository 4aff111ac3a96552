package taikai.generator;

import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.LeagueDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.draw.SwissDraw;
import taikai.model.entrant.Player;

/**
 * The draw the organiser makes once everyone has checked in, with the model's draw for the format:
 * pools with the knockout of their placeholders, a league, a knockout tree, or the first Swiss round.
 * Whoever did not check in is left out.
 */
final class FirstDraw {
    private FirstDraw() {
    }

    static CompetitionState of(CompetitionState state, int drawSeed) {
        Competition c = state.competition().withDrawSeed(drawSeed);
        List<Player> entrants = state.players().stream().filter(Player::checkedIn).toList();
        switch (c.format()) {
            case POOLS_THEN_KNOCKOUT: {
                PoolDraw.Result pools = PoolDraw.draw(c, entrants, drawSeed);
                Bracket knockout = PoolsToKnockout.draw(c, pools.pools());
                return state.withCompetition(c.withStatus(CompetitionStatus.POOLS)).withPools(pools.pools())
                        .withPoolMatches(pools.bouts()).withBracket(knockout);
            }
            case LEAGUE: {
                LeagueDraw.Result league = LeagueDraw.draw(c, entrants, drawSeed);
                return state.withCompetition(c.withStatus(CompetitionStatus.POOLS)).withPools(List.of(league.pool()))
                        .withPoolMatches(league.bouts());
            }
            case SWISS: {
                SwissDraw.Round first = SwissDraw.nextRound(c, entrants, List.of(), drawSeed);
                if (first.isRefused()) {
                    throw new IllegalStateException(first.refusal());
                }
                return state.withCompetition(c.withStatus(CompetitionStatus.POOLS).withSwiss(s -> s.withCurrentRound(1)))
                        .withPoolMatches(first.matches());
            }
            default:
                return state.withCompetition(c.withStatus(CompetitionStatus.PLAYOFFS))
                        .withBracket(KnockoutDraw.draw(c, entrants, drawSeed));
        }
    }
}
