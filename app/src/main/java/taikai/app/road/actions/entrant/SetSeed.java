package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Gives an entrant seed {@code rank} (1 is the top seed), or clears their seed with 0. */
public record SetSeed(String competitionId, String participantId, int rank) implements EntrantAction {

    public SetSeed {
        competitionId = Copies.text(competitionId);
        participantId = Copies.text(participantId);
    }

    @Override
    public String name() {
        return "seed";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(participantId, "shape-entrant-to-seed", "Choose the entrant to seed.")
                .when(rank < 0, "shape-seed-from-one", "A seed counts from 1, the top seed; use 0 to clear a seed.").problems();
    }
}
