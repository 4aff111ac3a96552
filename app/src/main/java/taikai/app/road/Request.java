package taikai.app.road;

import java.util.Map;
import java.util.TreeMap;
import taikai.model.Copies;
import taikai.storage.history.BodyHash;

/**
 * A write as it arrives: the action, the idempotency key the sender made once (empty for a desktop
 * click that is never retried), and which way it came.
 */
public record Request(String key, String via, Action action) {
    public Request {
        key = Copies.text(key);
        via = Copies.text(via);
        if (action == null) {
            throw new IllegalArgumentException("A request needs an action.");
        }
    }

    /** The hash a retry must match: the action and everything it carries, in canonical JSON. */
    public String bodyHash() {
        Map<String, Object> body = new TreeMap<>();
        body.put("type", action.getClass().getSimpleName());
        body.put("action", action);
        return BodyHash.of(body);
    }
}
