package taikai.model.lineup;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.match.MatchResult;

/**
 * The line-up a team fields at a match, worked out when read and never stored (spec section 2): the
 * match's own, else the latest one the team saved for an earlier match, else its starting line-up.
 * A line-up saved for a match counts only while that match is in the current draw and seats the team
 * by participant id. A team is its participant id: a side or line-up without one belongs to no team.
 * Legacy round line-ups (round 1 or later) are never read. The kachinuki roster, the exports and the
 * public read all ask this one rule.
 */
public final class LineupInForce {
    private LineupInForce() {
    }

    public static Optional<TeamLineup> at(String matchId, String teamId, CompetitionState state) {
        if (teamId == null || teamId.isEmpty()) {
            return Optional.empty();
        }
        TeamLineup starting = null;
        for (TeamLineup l : state.lineups()) {
            if (!l.teamId().equals(teamId)) {
                continue;
            }
            if (!l.matchId().isEmpty() && l.matchId().equals(matchId)) {
                return Optional.of(l);
            }
            if (l.isStarting() && starting == null) {
                starting = l;
            }
        }
        Map<String, Integer> position = positions(MatchOrder.of(state));
        Integer target = position.get(matchId);
        TeamLineup latest = null;
        int latestAt = -1;
        if (target != null) {
            for (TeamLineup l : state.lineups()) {
                Integer at = position.get(l.matchId());
                if (l.teamId().equals(teamId) && at != null && at < target && at > latestAt && seats(state, l.matchId(), teamId)) {
                    latest = l;
                    latestAt = at;
                }
            }
        }
        return Optional.ofNullable(latest != null ? latest : starting);
    }

    /** True when the match is in the current draw and one of its sides carries the team's participant id. */
    static boolean seats(CompetitionState state, String matchId, String teamId) {
        Optional<MatchResult> match = state.findMatch(matchId);
        return match.isPresent() && (match.get().sideA().participantId().equals(teamId)
                || match.get().sideB().participantId().equals(teamId));
    }

    private static Map<String, Integer> positions(List<String> order) {
        Map<String, Integer> position = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            position.putIfAbsent(order.get(i), i);
        }
        return position;
    }
}
