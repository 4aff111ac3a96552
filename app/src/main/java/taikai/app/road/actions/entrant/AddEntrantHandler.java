package taikai.app.road.actions.entrant;

import taikai.app.words.Sentence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.TeamMembers;

/**
 * A new entrant. Its participant id is made here (a lowercase UUID v4, file-formats
 * "participants.csv") so a team's member list can be kept under it in the same change: a new team
 * is given its shape at once, one member per position and two reserves (spec section 2).
 */
public final class AddEntrantHandler implements Handler<AddEntrant> {

    @Override
    public Decision decide(AddEntrant add, CompetitionState state, RoadContext context) {
        Player player = add.player().withName(add.player().name().strip()).withNumber("").withSeed(0).withPoolPosition(-1);
        Optional<Decision> refused = Decisions.firstRefusal(new EntrantRules.Entering(state, player, true),
                EntrantRules.ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        Player added = player.id().isEmpty() ? player.withId(UUID.randomUUID().toString()) : player;
        List<Player> players = new ArrayList<>(state.players());
        players.add(added);
        CompetitionState next = state.withPlayers(players);
        if (state.competition().isTeam()) {
            Map<String, List<TeamMember>> members = new TreeMap<>(state.teamMembers());
            members.putIfAbsent(added.id(), TeamMembers.seed(state.competition().teams().size(), () -> UUID.randomUUID().toString()));
            next = next.withTeamMembers(members);
        }
        return Decisions.applied(next, added.dojo().isBlank() ? Sentence.answer("entered", added.name())
                : Sentence.answer("entered-for", added.name(), added.dojo()));
    }
}
