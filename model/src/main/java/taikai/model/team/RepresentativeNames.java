package taikai.model.team;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * The fighters of a representative bout as a person reads them. The bout's sides are the team
 * names and carry the picked members' ids beside them (spec section 3), so a surface that shows the
 * bout names the members those ids pick, looked up in each side's own team, never the team twice.
 */
public final class RepresentativeNames {
    private RepresentativeNames() {
    }

    /** The picked members' names, aka then shiro; a side not picked yet reads empty. */
    public record Fighters(String aka, String shiro) {
        /** "Tanaka Ken (aka) against Sato Yui (shiro)"; a side not picked yet is "not picked yet". */
        public String words() {
            return or(aka) + " (aka) against " + or(shiro) + " (shiro)";
        }

        private static String or(String name) {
            return name.isEmpty() ? "not picked yet" : name;
        }
    }

    /** The encounter's representative bout's fighters, when it has one. */
    public static Optional<Fighters> of(Map<String, List<TeamMember>> members, MatchResult encounter) {
        return Bouts.representative(encounter.subBouts()).map(bout -> new Fighters(
                name(members, encounter.sideA().participantId(), bout.sideAMemberId()),
                name(members, encounter.sideB().participantId(), bout.sideBMemberId())));
    }

    /** The name member {@code memberId} of team {@code teamId} has now; empty when none is picked or found. */
    public static String name(Map<String, List<TeamMember>> members, String teamId, String memberId) {
        if (memberId.isEmpty()) {
            return "";
        }
        return members.getOrDefault(teamId, List.of()).stream().filter(m -> m.id().equals(memberId))
                .map(TeamMember::name).filter(n -> !n.isBlank()).findFirst().orElse("");
    }

    /** The bout's shown name for one side: the picked member's, or "not picked yet" on a representative bout. */
    public static String shown(Map<String, List<TeamMember>> members, MatchResult encounter, SubBout bout, boolean aka) {
        if (!bout.isRepresentative()) {
            return aka ? bout.sideA() : bout.sideB();
        }
        String name = aka ? name(members, encounter.sideA().participantId(), bout.sideAMemberId())
                : name(members, encounter.sideB().participantId(), bout.sideBMemberId());
        return name.isEmpty() ? "not picked yet" : name;
    }
}
