package taikai.app.road;

import java.util.LinkedHashMap;
import java.util.Map;
import taikai.model.competition.CompetitionState;

/** Which handler works out which kind of action: one per action type. */
public final class Handlers {
    private final Map<Class<? extends Action>, Handler<? extends Action>> byType = new LinkedHashMap<>();
    private final Map<Class<? extends TournamentAction>, TournamentHandler<? extends TournamentAction>> tournamentTypes = new LinkedHashMap<>();

    public <A extends Action> Handlers with(Class<A> type, Handler<A> handler) {
        byType.put(type, handler);
        return this;
    }

    /** An action on the tournament as a whole (its settings, a new competition), handled under the tournament.md lock. */
    public <A extends TournamentAction> Handlers withTournament(Class<A> type, TournamentHandler<A> handler) {
        tournamentTypes.put(type, handler);
        return this;
    }

    /** Every action the desktop and the court tables can send. */
    public static Handlers standard() {
        return StandardHandlers.all(new Handlers());
    }

    @SuppressWarnings("unchecked")
    <A extends Action> Decision decide(A action, CompetitionState state, RoadContext context) {
        Handler<A> handler = (Handler<A>) byType.get(action.getClass());
        if (handler == null) {
            return Decision.refuse("unknown_action", "This version of Taikai does not know the action \""
                    + action.name() + "\"; nothing was recorded.");
        }
        return handler.decide(action, state, context);
    }

    @SuppressWarnings("unchecked")
    <A extends TournamentAction> TournamentDecision decideTournament(A action, taikai.storage.folder.LoadedTournament folder,
            long now) {
        TournamentHandler<A> handler = (TournamentHandler<A>) tournamentTypes.get(action.getClass());
        if (handler == null) {
            return TournamentDecision.Refuse.said("unknown_action", "This version of Taikai does not know the action \""
                    + action.name() + "\"; nothing was recorded.", action.name());
        }
        return handler.decide(action, folder, now);
    }
}
