package taikai.app.road.actions.team;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * A line-up save: the positions it changes, each to a member id (an empty id empties the position),
 * for one match or, with no match, the team's starting line-up (spec section 2). Only the named
 * positions are written, so two devices changing different positions both keep their change.
 */
public record SaveLineup(String competitionId, String teamId, String matchId, Map<String, String> positions)
        implements Action {

    public SaveLineup {
        competitionId = Copies.text(competitionId);
        teamId = Copies.text(teamId);
        matchId = Copies.text(matchId);
        TreeMap<String, String> copy = new TreeMap<>();
        if (positions != null) {
            positions.forEach((position, member) -> copy.put(Copies.text(position), Copies.text(member)));
        }
        positions = java.util.Collections.unmodifiableSortedMap(copy);
    }

    /** The match's history; a starting line-up belongs to no match, so the competition's. */
    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "lineup";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(teamId, "shape-lineup-team", "Choose the team whose line-up this is.")
                .when(positions.isEmpty(), "shape-lineup-positions",
                        "The line-up changes no position; pick a member for a position, then save.")
                .problems();
    }
}
