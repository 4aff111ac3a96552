package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.entrant.Player;
import taikai.model.rule.Refusal;

/** A new roster row: a competitor, or a team in a team competition. An empty id is made by the server. */
public record AddEntrant(String competitionId, Player player) implements EntrantAction {

    public AddEntrant {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String name() {
        return "add-entrant";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(player == null, "shape-entrant-to-add",
                "The entrant is missing; fill in a name and a dojo.").problems();
    }
}
