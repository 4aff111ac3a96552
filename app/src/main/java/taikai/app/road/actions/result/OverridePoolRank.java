package taikai.app.road.actions.result;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/**
 * The organiser places an entrant of a pool at {@code rank} over the computed order (overrides.json),
 * with a reason; rank 0 removes the override. The entrant is named by participant id, or by name for
 * a pool row old enough to have none.
 */
public record OverridePoolRank(String competitionId, String pool, String entrant, int rank, String reason)
        implements Action {

    public OverridePoolRank {
        competitionId = Copies.text(competitionId);
        pool = Copies.text(pool);
        entrant = Copies.text(entrant);
        reason = Copies.text(reason).strip();
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "override-rank";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).need(pool, "shape-pool-to-rank", "Choose the pool whose ranking is overridden.")
                .need(entrant, "shape-entrant-to-place", "Choose the entrant to place.")
                .when(rank < 0, "shape-rank-from-one",
                        "A rank counts from 1, the pool's winner; use 0 to remove an override.").problems();
    }
}
