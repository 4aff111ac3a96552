package taikai.app.road.actions.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.TeamMember;

/** A team league not yet drawn: four teams, team t with members {@code m-t-1} to {@code m-t-7}. */
public final class TeamLineups {
    private TeamLineups() {
    }

    public static CompetitionState league() {
        CompetitionState teams = ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 4);
        Map<String, List<TeamMember>> members = new TreeMap<>();
        for (int t = 0; t < teams.players().size(); t++) {
            List<TeamMember> list = new ArrayList<>();
            for (int i = 1; i <= 7; i++) {
                list.add(new TeamMember("m-" + t + "-" + i, i, "Member " + t + "." + i, 0L));
            }
            members.put(teams.players().get(t).id(), list);
        }
        return teams.withTeamMembers(members);
    }
}
