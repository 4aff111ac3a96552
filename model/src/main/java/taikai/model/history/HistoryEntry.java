package taikai.model.history;

import taikai.model.Copies;

/**
 * One line of {@code history/<match>.jsonl}: one write that reached the match, written in the
 * same transaction as the match (spec section 5, "Every write is kept in the match's history").
 * A write refused outright leaves no line. Server actions (reopen, requeue, override a winner,
 * correction, withdrawal, reinstatement, ...) write their own line.
 */
public record HistoryEntry(
        String matchId,
        /** when the change was made, server milliseconds; null when the sender sent no time */ Long madeAt,
        /** when the server received it, server milliseconds */ long receivedAt,
        /** which way it came: desktop, court A, server */ String via,
        /** what was asked, such as score, finish, kiken, correct, reopen */ String action,
        /** the idempotency key the sender made once; empty for a server action */ String key,
        /** hash of the request body, so a key used again with another body is refused */ String bodyHash,
        /** applied, partly_applied or held */ String outcome,
        /** the sentence the operator read */ String answer,
        /** per field group: applied, held or unchanged */ java.util.List<GroupChange> groups,
        /** a correction's or an override's reason, as the operator typed it */ String reason) {

    public HistoryEntry {
        matchId = Copies.text(matchId);
        via = Copies.text(via);
        action = Copies.text(action);
        key = Copies.text(key);
        bodyHash = Copies.text(bodyHash);
        outcome = Copies.text(outcome);
        answer = Copies.text(answer);
        groups = Copies.list(groups);
        reason = Copies.text(reason);
    }

    public HistoryEntry withMatchId(String value) {
        return new HistoryEntry(value, madeAt, receivedAt, via, action, key, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withMadeAt(Long value) {
        return new HistoryEntry(matchId, value, receivedAt, via, action, key, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withReceivedAt(long value) {
        return new HistoryEntry(matchId, madeAt, value, via, action, key, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withVia(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, value, action, key, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withAction(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, value, key, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withKey(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, value, bodyHash, outcome, answer, groups, reason);
    }

    public HistoryEntry withBodyHash(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, key, value, outcome, answer, groups, reason);
    }

    public HistoryEntry withOutcome(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, key, bodyHash, value, answer, groups, reason);
    }

    public HistoryEntry withAnswer(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, key, bodyHash, outcome, value, groups, reason);
    }

    public HistoryEntry withGroups(java.util.List<GroupChange> value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, key, bodyHash, outcome, answer, value, reason);
    }

    public HistoryEntry withReason(String value) {
        return new HistoryEntry(matchId, madeAt, receivedAt, via, action, key, bodyHash, outcome, answer, groups, value);
    }
}
