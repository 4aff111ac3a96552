package taikai.ui.scoring;

import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.team.Bouts;
import taikai.model.team.Encounters;

/**
 * The representative picks of a team encounter as the sheet offers them (spec section 3): open once
 * the encounter is tied and a representative bout decides it, each side choosing one named member of
 * its own team.
 *
 * @param open      true when picks can be made or were made
 * @param shiro     shiro's (side B's) named members
 * @param aka       aka's (side A's) named members
 * @param shiroPick the member id picked for shiro; empty when none
 * @param akaPick   the member id picked for aka; empty when none
 */
public record RepresentativePicks(boolean open, List<Choice> shiro, List<Choice> aka, String shiroPick, String akaPick) {
    public static final RepresentativePicks NONE = new RepresentativePicks(false, List.of(), List.of(), "", "");

    /** A member to pick. */
    public record Choice(String id, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    public RepresentativePicks {
        shiro = List.copyOf(shiro);
        aka = List.copyOf(aka);
    }

    public static RepresentativePicks of(CompetitionState state, MatchResult match) {
        if (!state.competition().isTeam()) {
            return NONE;
        }
        boolean open = Bouts.representative(match.subBouts()).isPresent()
                || Encounters.needsRepresentativeBout(state.competition(), match);
        return new RepresentativePicks(open, squad(state, match.sideB().participantId()), squad(state, match.sideA().participantId()),
                match.sideB().repMemberId(), match.sideA().repMemberId());
    }

    private static List<Choice> squad(CompetitionState state, String teamId) {
        return state.teamMembers().getOrDefault(teamId, List.<TeamMember>of()).stream().filter(m -> !m.name().isBlank())
                .map(m -> new Choice(m.id(), m.name())).toList();
    }
}
