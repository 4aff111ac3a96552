package taikai.model.history;

import taikai.model.Copies;

/**
 * What a write asked for (spec section 5): the action, the idempotency key the sender made once,
 * the hash of its body, so a key used again with another body is refused, and the reason the
 * operator typed for a correction or an override.
 */
public record Asked(
        /** such as score, finish, kiken, correct, reopen */ String action,
        /** empty for a server action */ String key,
        String bodyHash,
        /** a correction's or an override's reason, as the operator typed it */ String reason) {

    public Asked {
        action = Copies.text(action);
        key = Copies.text(key);
        bodyHash = Copies.text(bodyHash);
        reason = Copies.text(reason);
    }

    public Asked withKey(String value) {
        return new Asked(action, value, bodyHash, reason);
    }

    public Asked withReason(String value) {
        return new Asked(action, key, bodyHash, value);
    }
}
