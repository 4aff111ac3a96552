package taikai.model.entrant;

import java.util.Map;
import taikai.model.Copies;

/**
 * A team's lineup for one match, or its starting lineup (round 0, no match id), in lineups.yaml.
 * Positions map a position key ({@code senpo}..{@code taisho} at size five, {@code "1"}..{@code "N"}
 * otherwise) to a member name, and the same key to the member id (spec section 2).
 */
public record TeamLineup(
        /** participant id of the team */ String teamId,
        String competitionId,
        /** 0 = starting or pools; higher only in legacy files */ int round,
        /** empty for a starting or round lineup */ String matchId,
        /** position to member name */ Map<String, String> positions,
        /** position to member id */ Map<String, String> memberIds) {

    public TeamLineup {
        teamId = Copies.text(teamId);
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        positions = Copies.ordered(positions);
        memberIds = Copies.ordered(memberIds);
    }

    public TeamLineup withTeamId(String value) {
        return new TeamLineup(value, competitionId, round, matchId, positions, memberIds);
    }

    public TeamLineup withCompetitionId(String value) {
        return new TeamLineup(teamId, value, round, matchId, positions, memberIds);
    }

    public TeamLineup withRound(int value) {
        return new TeamLineup(teamId, competitionId, value, matchId, positions, memberIds);
    }

    public TeamLineup withMatchId(String value) {
        return new TeamLineup(teamId, competitionId, round, value, positions, memberIds);
    }

    public TeamLineup withPositions(Map<String, String> value) {
        return new TeamLineup(teamId, competitionId, round, matchId, value, memberIds);
    }

    public TeamLineup withMemberIds(Map<String, String> value) {
        return new TeamLineup(teamId, competitionId, round, matchId, positions, value);
    }

    /** True for the team's starting lineup: round 0 with no match. */
    public boolean isStarting() {
        return round == 0 && matchId.isEmpty();
    }
}
