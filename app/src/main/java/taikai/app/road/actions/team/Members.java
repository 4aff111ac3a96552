package taikai.app.road.actions.team;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.TeamMembers;

/** A team's member list as the handlers read and write it. */
final class Members {
    /** Member ids are minted once and never reused (spec section 2): random UUIDs never repeat. */
    static final Supplier<String> NEW_IDS = () -> UUID.randomUUID().toString();

    private Members() {
    }

    /** The team's list; a team that has none yet is given its shape first, one member per position and two reserves. */
    static List<TeamMember> of(CompetitionState state, String teamId) {
        List<TeamMember> members = state.teamMembers().get(teamId);
        return members != null ? members : TeamMembers.seed(state.competition().teams().size(), NEW_IDS);
    }

    static CompetitionState with(CompetitionState state, String teamId, List<TeamMember> members) {
        Map<String, List<TeamMember>> all = new TreeMap<>(state.teamMembers());
        all.put(teamId, members);
        return state.withTeamMembers(all);
    }

    static String label(TeamMember member) {
        return member.name().isEmpty() ? "member " + member.index() : member.name();
    }
}
