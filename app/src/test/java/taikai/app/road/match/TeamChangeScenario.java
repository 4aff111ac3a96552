package taikai.app.road.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.draw.KnockoutDraw;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * Spec section 3, a pick and a change of team: four teams of one fighter (two members each) in a
 * knockout. The first semi-final's winner goes on to the final; a court fights the final from its own
 * copy, finds it level and picks that team's second member for the representative bout while the
 * organiser corrects the semi-final's winner upstream. The pick and the correction reach the hall in
 * either order; the old team's member must never be seated on the new team.
 */
public final class TeamChangeScenario {
    public static final String COMPETITION = "cup";
    public static final String SEMI = "m-r1-0";
    public static final String OTHER_SEMI = "m-r1-1";
    public static final String FINAL = "m-r2-0";

    private TeamChangeScenario() {
    }

    /** The four teams drawn, nothing fought. */
    public static CompetitionState drawn() {
        CompetitionState entered = ActionFolder.entered(COMPETITION, Kind.TEAM, Format.KNOCKOUT, 4);
        Competition c = entered.competition().withTeams(t -> t.withSize(1)).withStatus(CompetitionStatus.PLAYOFFS);
        Map<String, List<TeamMember>> members = new LinkedHashMap<>();
        for (Player team : entered.players()) {
            members.put(team.id(), List.of(new TeamMember(member(team.id(), 1), 1, team.name() + " first", 1L),
                    new TeamMember(member(team.id(), 2), 2, team.name() + " second", 1L)));
        }
        return entered.withCompetition(c).withTeamMembers(members).withBracket(KnockoutDraw.draw(c, entered.players(), 1L));
    }

    /** A score sheet for {@code semi}: its one bout won by a men for {@code winner}'s first member. */
    public static MatchResult sheet(MatchResult semi, Corner winner) {
        Side a = semi.sideA();
        Side b = semi.sideB();
        SubBout bout = SubBout.between(0, a.name() + " first", member(a.participantId(), 1), b.name() + " first",
                member(b.participantId(), 1));
        bout = winner == Corner.A ? bout.withIpponsA(List.of(Mark.MEN)) : bout.withIpponsB(List.of(Mark.MEN));
        return semi.withSubBouts(List.of(bout));
    }

    /** The id of a team's n-th member. */
    public static String member(String teamId, int n) {
        return "member-" + n + "-of-" + teamId.substring(teamId.length() - 2);
    }

    /** Which side of the final the first semi-final's winner has taken. */
    public static Corner finalCorner(CompetitionState state) {
        String winner = state.findMatch(SEMI).orElseThrow().verdict().winnerId();
        return state.findMatch(FINAL).orElseThrow().sideA().participantId().equals(winner) ? Corner.A : Corner.B;
    }

    /**
     * The final as the court saw it when it picked: {@code team} on the first semi-final's side, its only
     * bout fought to a draw between the first members, and the write picking {@code team}'s second member.
     */
    public static MatchEntry latePick(CompetitionState state, String origin, long madeAt) {
        MatchResult stored = state.findMatch(FINAL).orElseThrow();
        Side a = stored.sideA();
        Side b = stored.sideB();
        SubBout drawnBout = SubBout.between(0, a.name() + " first", member(a.participantId(), 1), b.name() + " first",
                member(b.participantId(), 1)).withDecision(Decision.HIKIWAKE);
        MatchResult seen = stored.withSubBouts(List.of(drawnBout));
        Corner corner = finalCorner(state);
        String team = corner.of(seen).participantId();
        List<TeamMember> squad = state.teamMembers().get(team);
        return PickWrites.pick(COMPETITION, state.competition(), seen, corner, squad.get(1), squad, madeAt, origin)
                .orElseThrow();
    }

    /** Every member id the final seats on {@code corner}'s side: its pick and the representative bout's. */
    public static List<String> seatedOn(MatchResult fin, Corner corner) {
        List<String> ids = new java.util.ArrayList<>();
        ids.add(corner.of(fin).repMemberId());
        fin.subBouts().stream().filter(SubBout::isRepresentative).forEach(rep -> ids.add(corner == Corner.A
                ? rep.sideAMemberId() : rep.sideBMemberId()));
        return ids;
    }
}
