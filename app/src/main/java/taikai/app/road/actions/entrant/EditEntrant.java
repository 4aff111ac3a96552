package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.entrant.Player;
import taikai.model.rule.Refusal;

/**
 * A roster row changed: name, zekken name, dojo, grade or members, source, check-in. The competitor
 * number, seed and pool position live in other files and are changed by the draw and by seeding.
 */
public record EditEntrant(String competitionId, Player player) implements EntrantAction {

    public EditEntrant {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String name() {
        return "edit-entrant";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(player == null, "shape-entrant-to-edit",
                "The entrant is missing; choose one to edit.")
                .when(player != null && player.id().isEmpty(), "shape-entrant-id",
                        "Choose the entrant to edit: the change names no participant id.")
                .problems();
    }
}
