package taikai.app.road.repair;

import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;

/**
 * Works out a {@link RepairBracket} on the competition read as if its bracket file were not there.
 * The write road renames the file aside in the same transaction; a refusal leaves it where it is.
 */
public final class RepairBracketHandler implements Handler<RepairBracket> {

    @Override
    public Decision decide(RepairBracket action, CompetitionState state, RoadContext context) {
        Competition c = state.competition();
        String kept = "The unreadable bracket.json of \"" + title(c) + "\" is kept beside it as "
                + RepairBracket.asideName(action.madeAt()) + ".";
        switch (c.format()) {
            case POOLS_THEN_KNOCKOUT:
                if (state.pools().isEmpty()) {
                    return Decision.Land.applied(state, kept + " No pools are drawn yet, so there was no knockout to"
                            + " build again; draw the pools, then the knockout.", List.of());
                }
                try {
                    BracketRepair.Rebuilt rebuilt = BracketRepair.rebuild(state);
                    return Decision.Land.applied(state.withBracket(rebuilt.bracket()), kept + " The knockout was built"
                            + " again from the pools, and the qualifiers of " + rebuilt.poolsSeated() + " finished "
                            + (rebuilt.poolsSeated() == 1 ? "pool were" : "pools were") + " seated. Enter the knockout"
                            + " results again from the score sheets, and check the pairings against the printed bracket.",
                            List.of());
                } catch (IllegalArgumentException cannot) {
                    return Decision.refuse("knockout-needs-qualifiers", cannot.getMessage());
                }
            case LEAGUE:
            case SWISS:
                return Decision.Land.applied(state, kept + " This competition draws no knockout bracket, so no result is"
                        + " affected.", List.of());
            default:
                return Decision.Refuse.said("direct-elimination-not-rebuilt", "Nothing was changed. " + BracketRepair.refusal());
        }
    }

    private static String title(Competition c) {
        return c.name().isBlank() ? c.id() : c.name();
    }
}
