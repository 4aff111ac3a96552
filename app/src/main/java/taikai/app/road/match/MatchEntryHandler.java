package taikai.app.road.match;

import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.model.competition.CompetitionState;

/**
 * A match entry from a board or a court table: its rules in order, then the merge by field group
 * (spec section 5), then what the new result does to the rest of the competition. The history line
 * says per group what landed and what was held, with the held values and the reason.
 */
public final class MatchEntryHandler implements Handler<MatchEntry> {

    @Override
    public Decision decide(MatchEntry entry, CompetitionState state, RoadContext context) {
        return MatchChange.land(entry.competitionId(), entry.matchId(), entry.write(), state, context);
    }
}
