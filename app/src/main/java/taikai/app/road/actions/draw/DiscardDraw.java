package taikai.app.road.actions.draw;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Throws the draw away, with its results and its matches' history, so the competition can be drawn again. */
public record DiscardDraw(String competitionId) implements Action {

    public DiscardDraw {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "discard-draw";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).problems();
    }
}
