package taikai.model.entrant;

import taikai.model.Copies;

/**
 * Eligibility of one competitor (competitor-status.yaml): who, why, which match and when.
 * No record means eligible.
 */
public record CompetitorStatus(
        String playerId,
        boolean eligible,
        /** the bar can be lifted until their next match starts */ boolean reinstateable,
        /** <decision> at <matchId>, or reinstated (was: ...) */ String reason,
        String matchId,
        /** UTC; null when the file had none */ java.time.Instant recordedAt) {

    public CompetitorStatus {
        playerId = Copies.text(playerId);
        reason = Copies.text(reason);
        matchId = Copies.text(matchId);
    }

    public CompetitorStatus withPlayerId(String value) {
        return new CompetitorStatus(value, eligible, reinstateable, reason, matchId, recordedAt);
    }

    public CompetitorStatus withEligible(boolean value) {
        return new CompetitorStatus(playerId, value, reinstateable, reason, matchId, recordedAt);
    }

    public CompetitorStatus withReinstateable(boolean value) {
        return new CompetitorStatus(playerId, eligible, value, reason, matchId, recordedAt);
    }

    public CompetitorStatus withReason(String value) {
        return new CompetitorStatus(playerId, eligible, reinstateable, value, matchId, recordedAt);
    }

    public CompetitorStatus withMatchId(String value) {
        return new CompetitorStatus(playerId, eligible, reinstateable, reason, value, recordedAt);
    }

    public CompetitorStatus withRecordedAt(java.time.Instant value) {
        return new CompetitorStatus(playerId, eligible, reinstateable, reason, matchId, value);
    }
}
