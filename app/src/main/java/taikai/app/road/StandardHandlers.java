package taikai.app.road;

import taikai.app.road.actions.ActionHandlers;
import taikai.app.road.match.MatchEntry;
import taikai.app.road.match.MatchEntryHandler;
import taikai.app.road.repair.RepairBracket;
import taikai.app.road.repair.RepairBracketHandler;

/** The handlers of every action Taikai knows, registered in one place. */
final class StandardHandlers {
    private StandardHandlers() {
    }

    static Handlers all(Handlers handlers) {
        return ActionHandlers.register(handlers.with(MatchEntry.class, new MatchEntryHandler())
                .with(RepairBracket.class, new RepairBracketHandler()));
    }
}
