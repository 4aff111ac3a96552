package taikai.app.road;

import java.util.Map;
import java.util.TreeMap;
import taikai.model.Copies;
import taikai.storage.history.BodyHash;

/**
 * A write as it arrives: the action, the idempotency key the sender made once (empty for a desktop
 * click that is never retried), which way it came, and the court whose code sent it (empty for the
 * organiser and the desktop; the road checks under the lock that a court writes only its own
 * matches, {@link CourtRights}).
 */
public record Request(String key, String via, String court, Action action) {
    public Request {
        key = Copies.text(key);
        via = Copies.text(via);
        court = Copies.text(court);
        if (action == null) {
            throw new IllegalArgumentException("A request needs an action.");
        }
    }

    /** A request of the organiser or the desktop, which may write on every court. */
    public Request(String key, String via, Action action) {
        this(key, via, "", action);
    }

    /** The hash a retry must match: the action and everything it carries, in canonical JSON. */
    public String bodyHash() {
        Map<String, Object> body = new TreeMap<>();
        body.put("type", action.getClass().getSimpleName());
        body.put("action", action);
        return BodyHash.of(body);
    }
}
