package taikai.ui.results;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;

/**
 * Someone an award can go to: an entrant of an individual competition, or a member of a team (with
 * the team's dojo), as the award form offers them.
 */
public record Recipient(String name, String dojo, String team) {

    /** "Amélie Petit (Shidokan Châtelbrune)", or "Anna de Vries, Kendo Amsterdam (Amsterdam)" for a member. */
    @Override
    public String toString() {
        String where = dojo.isBlank() ? "" : " (" + dojo + ")";
        return team.isBlank() ? name + where : name + ", " + team + where;
    }

    static List<Recipient> of(CompetitionState state) {
        List<Recipient> out = new ArrayList<>();
        for (Player p : state.players()) {
            if (!state.competition().isTeam()) {
                out.add(new Recipient(p.name(), p.dojo(), ""));
                continue;
            }
            for (TeamMember m : state.teamMembers().getOrDefault(p.id(), List.of())) {
                if (!m.name().isBlank()) {
                    out.add(new Recipient(m.name(), p.dojo(), p.name()));
                }
            }
        }
        return out;
    }
}
