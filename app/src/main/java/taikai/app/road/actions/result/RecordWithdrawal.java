package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.rule.Refusal;

/**
 * A kiken, fusenpai or fusensho recorded by the organiser: {@code side} is the competitor who
 * withdraws or does not appear, so the opponent wins by default (spec section 5).
 */
public record RecordWithdrawal(String competitionId, String matchId, Corner side, Decision decision, String reason)
        implements Action {

    public RecordWithdrawal {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        reason = Copies.text(reason).strip();
    }

    @Override
    public String target() {
        return matchId;
    }

    /** The history's word is the decision itself: kiken, kiken-injury, kiken-voluntary, fusenpai, fusensho. */
    @Override
    public String name() {
        return decision == null ? "withdrawal" : decision.code();
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(matchId, "shape-withdrawal-match", "Choose the match of the withdrawal.")
                .when(side == null, "shape-withdrawal-side", "Choose the side that withdraws or does not appear: aka or shiro.")
                .when(decision == null, "shape-withdrawal-decision",
                        "Choose kiken, kiken-injury, kiken-voluntary, fusenpai or fusensho.").problems();
    }
}
