package taikai.app.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Action;

/**
 * The actions the hall network takes besides match entries, each under the name its address uses
 * ({@code POST /api/competitions/{c}/actions/{name}}), and who may send it. An action is a record of
 * the write road; its JSON fields are the record's components (docs/api.md, "Actions").
 */
final class ActionTypes {
    /** Who may send an action. */
    enum Who {
        /** Only the organiser's code. */
        ORGANISER,
        /** The organiser, or the code of the court the action's match is on (or is started on). */
        COURT_OF_MATCH
    }

    record Type(String name, Class<? extends Action> type, Who who) {
        Type {
            if (!type.isRecord()) {
                throw new IllegalArgumentException("An action sent over the network is a record: " + type.getName());
            }
        }
    }

    private final Map<String, Type> byName = new LinkedHashMap<>();

    ActionTypes with(String name, Class<? extends Action> type, Who who) {
        byName.put(name, new Type(name, type, who));
        return this;
    }

    Optional<Type> named(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    Map<String, Type> all() {
        return Collections.unmodifiableMap(byName);
    }

    /** Every action of the write road a court table or the organiser sends over the hall network. */
    static ActionTypes standard() {
        return new ActionTypes();
    }
}
