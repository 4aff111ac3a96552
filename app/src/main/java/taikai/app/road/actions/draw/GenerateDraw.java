package taikai.app.road.actions.draw;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * Draws the competition in its format from {@code seed} (the same entrants and seed always give the
 * same draw): pools, a league, a knockout, pools with the knockout of their placeholders, or the
 * next Swiss round.
 */
public record GenerateDraw(String competitionId, int seed) implements Action {

    public GenerateDraw {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "draw";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).problems();
    }
}
