package taikai.app.road;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Idempotency keys of the writes that landed, with the body they came with and the answer they
 * got (background: command road, "the key is checked twice"). The key and the body hash are
 * written into the match's history line in the same transaction as the change, so this index is
 * rebuilt from the history when a folder opens and a retry after a restart is still a duplicate.
 */
public final class KeyIndex {
    /** What a key was first used for. */
    public record Seen(String bodyHash, Answer answer) {
    }

    private final ConcurrentMap<String, Seen> seen = new ConcurrentHashMap<>();

    /**
     * The answer for a key already used: the first answer again for the same body, a refusal for a
     * different body, empty for a key never seen.
     */
    public Optional<Answer> prior(String key, String bodyHash, long now) {
        if (key == null || key.isEmpty()) {
            return Optional.empty();
        }
        Seen first = seen.get(key);
        if (first == null) {
            return Optional.empty();
        }
        if (!first.bodyHash().equals(bodyHash)) {
            return Optional.of(Answer.refused("key_reused", "This entry's key was already used for a different entry,"
                    + " so nothing was recorded. Enter the result again as a new entry.", now));
        }
        return Optional.of(first.answer().asDuplicate(now));
    }

    /** Records a key after its write committed; a key is never recorded twice. */
    public void remember(String key, String bodyHash, Answer answer) {
        if (key != null && !key.isEmpty()) {
            seen.putIfAbsent(key, new Seen(bodyHash, answer));
        }
    }

    public int size() {
        return seen.size();
    }
}
