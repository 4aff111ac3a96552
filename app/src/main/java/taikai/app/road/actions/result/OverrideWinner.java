package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.discipline.Corner;
import taikai.model.rule.Refusal;

/** The organiser decides a knockout match's winner over its recorded result (overrides.json), with a reason. */
public record OverrideWinner(String competitionId, String matchId, Corner winner, String reason) implements Action {

    public OverrideWinner {
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
        return "override-winner";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-override", "Choose the match whose winner is overridden.")
                .when(winner == null, "shape-winner", "Choose the winner: aka or shiro.").problems();
    }
}
