package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.match.MatchResult;
import taikai.model.rule.Refusal;

/**
 * The organiser's quick score or correction: the whole result of a match as it should stand (points,
 * fouls, overtime, flags, bouts, a draw or a hantei mark), from a paper sheet or the score editor.
 * A finished match is corrected, which needs a reason; one not yet finished is simply scored.
 */
public record CorrectResult(String competitionId, String matchId, MatchResult result, String reason) implements Action {

    public CorrectResult {
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
        return "correct";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-correct", "Choose the match whose result is entered.")
                .when(result == null, "shape-result",
                        "The result is missing; enter the points or the decision, then save again.").problems();
    }
}
