package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * The organiser removes a knockout match's winner override (overrides.json): the winner is worked
 * out from the recorded result again. The reason is kept in the history; none is needed.
 */
public record RemoveWinnerOverride(String competitionId, String matchId, String reason) implements Action {

    public RemoveWinnerOverride {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        reason = Copies.text(reason).strip();
    }

    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "remove-override-winner";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-override-to-remove",
                "Choose the match whose winner override is removed.").problems();
    }
}
