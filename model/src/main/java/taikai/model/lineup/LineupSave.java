package taikai.model.lineup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;

/**
 * A line-up save (spec section 2). It names the positions it changes and only those are written: onto
 * the line-up stored for that match, or the team's starting line-up, or, for a match with no line-up of
 * its own yet, onto a copy of the line-up in force there. So two devices changing different positions
 * both keep their change, and two changes to one position keep the later arrival.
 */
public final class LineupSave {
    private LineupSave() {
    }

    /**
     * @param matchId the match, or empty for the starting line-up
     * @param picks position to member id; an empty id empties the position
     * @return every line-up of the competition after the save, or the refusal
     */
    public static Change<List<TeamLineup>> apply(CompetitionState state, String teamId, String matchId, Map<String, String> picks) {
        String match = matchId == null ? "" : matchId;
        String refusal = check(state, teamId, match, picks);
        if (!refusal.isEmpty()) {
            return Change.refused(refusal);
        }
        List<TeamLineup> lineups = new ArrayList<>(state.lineups());
        int stored = indexOf(lineups, teamId, match);
        TeamLineup base = stored >= 0 ? lineups.get(stored) : startFrom(state, teamId, match);
        Map<String, String> names = new LinkedHashMap<>(base.positions());
        Map<String, String> ids = new LinkedHashMap<>(base.memberIds());
        List<TeamMember> members = state.teamMembers().getOrDefault(teamId, List.of());
        picks.forEach((position, memberId) -> {
            if (memberId == null || memberId.isEmpty()) {
                names.remove(position);
                ids.remove(position);
            } else {
                names.put(position, nameOf(members, memberId));
                ids.put(position, memberId);
            }
        });
        List<String> order = Positions.of(state.competition().teams().size());
        TeamLineup saved = base.withPositions(inOrder(names, order)).withMemberIds(inOrder(ids, order));
        if (stored >= 0) {
            lineups.set(stored, saved);
        } else {
            lineups.add(saved);
        }
        return Change.done(List.copyOf(lineups));
    }

    private static String check(CompetitionState state, String teamId, String matchId, Map<String, String> picks) {
        if (teamId == null || teamId.isEmpty() || state.findPlayer(teamId).isEmpty()) {
            return "That team is not in this competition; reload the competition and try again.";
        }
        List<String> positions = Positions.of(state.competition().teams().size());
        List<TeamMember> members = state.teamMembers().getOrDefault(teamId, List.of());
        for (Map.Entry<String, String> pick : picks.entrySet()) {
            if (!positions.contains(pick.getKey())) {
                return pick.getKey() + " is not a position in this competition; use one of " + String.join(", ", positions) + ".";
            }
            String id = pick.getValue();
            if (id != null && !id.isEmpty() && members.stream().noneMatch(m -> m.id().equals(id))) {
                return "The member picked for " + pick.getKey() + " is not on this team; pick one of the team's own members.";
            }
        }
        if (!matchId.isEmpty() && state.findMatch(matchId).isEmpty()) {
            return MatchLabels.of(state, matchId).replaceFirst("^the match$", "That match") + " is not in the current draw; reload the draw and try again.";
        }
        if (!matchId.isEmpty() && !LineupInForce.seats(state, matchId, teamId)) {
            return "This team does not fight in " + MatchLabels.of(state, matchId).replaceFirst("^Match", "match")
                    + "; save the line-up for one of its own matches.";
        }
        return "";
    }

    /** A match's first save starts from the line-up in force there; a starting line-up from nothing. */
    private static TeamLineup startFrom(CompetitionState state, String teamId, String matchId) {
        TeamLineup empty = new TeamLineup(teamId, state.competition().id(), 0, matchId, Map.of(), Map.of());
        if (matchId.isEmpty()) {
            return empty;
        }
        Optional<TeamLineup> inForce = LineupInForce.at(matchId, teamId, state);
        return inForce.map(l -> empty.withPositions(l.positions()).withMemberIds(l.memberIds())).orElse(empty);
    }

    private static int indexOf(List<TeamLineup> lineups, String teamId, String matchId) {
        for (int i = 0; i < lineups.size(); i++) {
            TeamLineup l = lineups.get(i);
            if (l.teamId().equals(teamId) && (matchId.isEmpty() ? l.isStarting() : l.matchId().equals(matchId))) {
                return i;
            }
        }
        return -1;
    }

    private static String nameOf(List<TeamMember> members, String memberId) {
        return members.stream().filter(m -> m.id().equals(memberId)).map(TeamMember::name).findFirst().orElse("");
    }

    /** Known positions in their fixed order, then any others as found, so the same line-up always writes the same bytes. */
    private static Map<String, String> inOrder(Map<String, String> values, List<String> order) {
        Map<String, String> sorted = new LinkedHashMap<>();
        order.forEach(p -> {
            if (values.containsKey(p)) {
                sorted.put(p, values.get(p));
            }
        });
        values.forEach(sorted::putIfAbsent);
        return sorted;
    }
}
