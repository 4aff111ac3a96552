package taikai.app.road.actions.court;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * Moves a waiting match to {@code index} of its court's queue (0-based, the running match first).
 * The matches trade scheduled times; no match changes its id or number (spec section 3).
 */
public record MoveInQueue(String competitionId, String court, String matchId, int index) implements Action {

    public MoveInQueue {
        competitionId = Copies.text(competitionId);
        court = Copies.text(court).strip();
        matchId = Copies.text(matchId);
    }

    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "queue";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(court, "shape-queue-court", "Choose the court whose queue changes.")
                .need(matchId, "shape-match-to-move", "Choose the match to move.")
                .when(index < 0, "shape-queue-place-from-zero",
                        "A place in the queue counts from 0, the first; choose a place of 0 or more.").problems();
    }
}
