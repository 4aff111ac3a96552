package taikai.app.road.actions.competition;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.competition.Competition;
import taikai.model.rule.Refusal;

/** A competition's settings as the organiser left them on the competition screen. */
public record EditCompetition(String competitionId, Competition settings) implements Action {

    public EditCompetition {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "edit-competition";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(settings == null, "shape-settings",
                "The settings are missing; fill in the form and save again.")
                .problems();
    }
}
