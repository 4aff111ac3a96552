package taikai.app.road.actions.entrant;

import taikai.app.words.Sentence;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;

/** An entrant checked in or out at the desk. */
public final class CheckInHandler implements Handler<CheckIn> {

    @Override
    public Decision decide(CheckIn checkIn, CompetitionState state, RoadContext context) {
        Optional<Decision> refused = Decisions.firstRefusal(new RosterEntry(state, checkIn.participantId()),
                List.of(RosterEntry.IN_ROSTER));
        if (refused.isPresent()) {
            return refused.get();
        }
        List<Player> players = state.players().stream().map(p -> p.id().equals(checkIn.participantId())
                ? p.withCheckedIn(checkIn.checkedIn()) : p).toList();
        String name = state.findPlayer(checkIn.participantId()).orElseThrow().name();
        return Decisions.applied(state.withPlayers(players), Sentence.answer(checkIn.checkedIn() ? "checked-in" : "checked-out", name));
    }
}
