package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;

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
    public List<String> shapeProblems() {
        return Shape.of(competitionId).need(participantId, "Choose the entrant to check in.").problems();
    }
}
