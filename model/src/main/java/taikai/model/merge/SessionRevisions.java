package taikai.model.merge;

import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.Copies;

/**
 * The last revision seen from each client session for one match. Revisions order the saves of one
 * board and mean nothing once a result has landed, so this is never written to the match files
 * (spec section 6: "Client revision markers ... are not written at all"). The caller keeps one per
 * match in memory, passes it to {@link Merge#merge} and keeps the one it gets back; after a restart
 * it starts empty, which at worst applies an older save by its change times alone.
 */
public record SessionRevisions(SortedMap<String, Long> lastSeen) {
    public static final SessionRevisions NONE = new SessionRevisions(new TreeMap<>());

    public SessionRevisions {
        lastSeen = Copies.sorted(lastSeen);
    }

    /** An out of order write: an older save of {@code session} arriving after a newer one. */
    public boolean isOlder(String session, long revision) {
        if (session == null || session.isEmpty()) {
            return false;
        }
        Long last = lastSeen.get(session);
        return last != null && revision < last;
    }

    /** These revisions with {@code revision} of {@code session} seen. */
    public SessionRevisions seen(String session, long revision) {
        if (session == null || session.isEmpty() || isOlder(session, revision)) {
            return this;
        }
        SortedMap<String, Long> next = new TreeMap<>(lastSeen);
        next.put(session, revision);
        return new SessionRevisions(next);
    }
}
