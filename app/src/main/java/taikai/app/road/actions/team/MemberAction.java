package taikai.app.road.actions.team;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.rule.Refusal;

/**
 * A change to a team's member list: it belongs to no match, so its history line goes to the
 * competition's history file.
 */
interface MemberAction extends Action {
    String teamId();

    @Override
    default String target() {
        return "";
    }

    default Shape teamShape() {
        return Shape.of(competitionId()).need(teamId(), "shape-team", "Choose the team.");
    }

    @Override
    default List<Refusal> shapeProblems() {
        return teamShape().problems();
    }
}
