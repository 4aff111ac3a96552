package taikai.generator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.Change;
import taikai.model.lineup.LineupInForce;
import taikai.model.lineup.LineupSave;
import taikai.model.match.MatchResult;
import taikai.model.team.Positions;

/**
 * The line-ups two teams field at a match: the one in force there (the model's one rule), after a
 * captain now and then changes it for this match, swapping two positions or fielding a reserve.
 */
final class LineupChanges {
    /** How often a captain changes the line-up before a match, in per cent. */
    private static final int CHANGE_PERCENT = 8;

    private final Board board;
    private final SplittableRandom random;

    LineupChanges(Board board, SplittableRandom random) {
        this.board = board;
        this.random = random;
    }

    /** Aka's and shiro's line-ups in force at {@code m}. */
    List<TeamLineup> atMatch(MatchResult m) {
        List<TeamLineup> pair = new ArrayList<>();
        for (String team : List.of(m.sideA().participantId(), m.sideB().participantId())) {
            if (random.nextInt(100) < CHANGE_PERCENT) {
                change(m.id(), team);
            }
            pair.add(LineupInForce.at(m.id(), team, board.state()).orElseThrow(() -> new IllegalStateException(
                    "Team " + team + " has no line-up in force at " + m.id() + ".")));
        }
        return pair;
    }

    private void change(String matchId, String team) {
        CompetitionState state = board.state();
        TeamLineup current = LineupInForce.at(matchId, team, state).orElseThrow();
        List<String> positions = Positions.of(state.competition().teams().size());
        String first = positions.get(random.nextInt(positions.size()));
        Map<String, String> picks = new LinkedHashMap<>();
        TeamMember reserve = reserve(state.teamMembers().get(team), current);
        if (reserve != null && random.nextBoolean()) {
            picks.put(first, reserve.id());
        } else {
            String second = positions.get(random.nextInt(positions.size()));
            if (second.equals(first)) {
                return;
            }
            picks.put(first, current.memberIds().get(second));
            picks.put(second, current.memberIds().get(first));
        }
        Change<List<TeamLineup>> saved = LineupSave.apply(state, team, matchId, picks);
        if (saved.isRefused()) {
            throw new IllegalStateException("A line-up change for " + matchId + " was refused: " + saved.refusal());
        }
        board.update(s -> s.withLineups(saved.value()));
    }

    /** A named member not in the line-up, if the team has one. */
    private static TeamMember reserve(List<TeamMember> members, TeamLineup current) {
        for (TeamMember m : members) {
            if (!m.name().isEmpty() && !current.memberIds().containsValue(m.id())) {
                return m;
            }
        }
        return null;
    }
}
