package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Marks an entrant present (or not) at the desk; a competition that checks in draws only those present. */
public record CheckIn(String competitionId, String participantId, boolean checkedIn) implements EntrantAction {

    public CheckIn {
        competitionId = Copies.text(competitionId);
        participantId = Copies.text(participantId);
    }

    @Override
    public String name() {
        return "check-in";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(participantId, "shape-entrant-to-check-in",
                "Choose the entrant to check in.").problems();
    }
}
