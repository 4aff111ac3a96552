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

/**
 * A roster row changed in place. Results keep the participant id, so a renamed entrant keeps every
 * result (spec section 3: "the id is the one that identifies").
 */
public final class EditEntrantHandler implements Handler<EditEntrant> {

    @Override
    public Decision decide(EditEntrant edit, CompetitionState state, RoadContext context) {
        Player asked = edit.player().withName(edit.player().name().strip());
        Optional<Decision> refused = Decisions.firstRefusal(new EntrantRules.Entering(state, asked, false),
                EntrantRules.ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        List<Player> players = state.players().stream().map(p -> p.id().equals(asked.id())
                ? asked.withNumber(p.number()).withSeed(p.seed()).withPoolPosition(p.poolPosition()) : p).toList();
        return Decisions.applied(state.withPlayers(players), Sentence.answer("entry-saved", asked.name()));
    }
}
