package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Lifts a competitor's bar, before their next match starts; the wins it awarded go back to scheduled. */
public record Reinstate(String competitionId, String participantId) implements Action {

    public Reinstate {
        competitionId = Copies.text(competitionId);
        participantId = Copies.text(participantId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "reinstate";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(participantId, "shape-competitor-to-reinstate",
                "Choose the competitor to reinstate.").problems();
    }
}
