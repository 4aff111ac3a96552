package taikai.app.road.actions.court;

import java.util.List;
import java.util.Optional;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * Calls a match onto a court: it is running there from now (spec section 2). It takes the
 * tournament-wide court lock, since no two competitions may run a match on one court.
 */
public record StartMatch(String competitionId, String matchId, String court) implements Action {

    public StartMatch {
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
        return "start";
    }

    @Override
    public Optional<String> startsOnCourt() {
        return Optional.of(court);
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-match-to-start", "Choose the match to start.")
                .need(court, "shape-court-to-start-on", "Choose the court the match starts on.").problems();
    }
}
