package taikai.app.road.actions.court;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Puts a waiting match in another court's queue. */
public record AssignCourt(String competitionId, String matchId, String court) implements Action {

    public AssignCourt {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        court = Copies.text(court).strip();
    }

    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "court";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-move", "Choose the match to move.")
                .need(court, "shape-court-to-move-to", "Choose the court the match moves to.").problems();
    }
}
