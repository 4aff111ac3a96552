package taikai.app.road.actions.court;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * Sends a finished match back to running on its own court, with the reason the organiser gives. A
 * running match needs its court to itself, so a reopen takes the court lock like a start; it names no
 * court, since which court that is only the match on disk says.
 */
public record Reopen(String competitionId, String matchId, String reason) implements Action {

    public Reopen {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        reason = Copies.text(reason).strip();
    }

    @Override
    public String target() {
        return matchId;
    }

    @Override
    public String name() {
        return "reopen";
    }

    @Override
    public boolean takesCourtLock() {
        return true;
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-reopen", "Choose the match to reopen.").problems();
    }
}
