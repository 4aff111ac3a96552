package taikai.app.road.actions.entrant;

import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.rule.Rule;

/** An action's participant id and the roster it should be in. */
record RosterEntry(CompetitionState state, String participantId) {

    static final Rule<RosterEntry> IN_ROSTER = Rule.of("entrant-in-roster",
            r -> "There is no entrant with id " + r.participantId() + " in this competition; reload the roster and try again.",
            r -> List.of(r.participantId()),
            r -> r.player().isPresent());

    Optional<Player> player() {
        return state.findPlayer(participantId);
    }
}
