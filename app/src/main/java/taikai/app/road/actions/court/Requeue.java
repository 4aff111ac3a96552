package taikai.app.road.actions.court;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Sends a running match back to its court's queue: scheduled again, on the same court. */
public record Requeue(String competitionId, String matchId) implements Action {

    public Requeue {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
    }

    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "requeue";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-requeue",
                "Choose the match to send back to the queue.").problems();
    }
}
