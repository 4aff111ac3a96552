package taikai.model.match;

import java.util.List;
import taikai.model.Copies;

/**
 * A match and its result (spec section 3): a row of pool-matches.csv, or the result part of a
 * bracket node. The winner is always worked out from points and decisions by the rules, never typed.
 * {@code id} is {@code pool + "-" + index} for a pool, league or Swiss row. Queue position is derived,
 * never held here. {@code rawSubResults} holds a sub-bout cell that did not parse, exactly as read,
 * so it is written back unchanged while the encounter stays empty (spec "When a file is wrong").
 */
public record MatchResult(
        String id,
        /** PoolName column; empty for a knockout match */ String pool,
        /** MatchIdx column as written */ String index,
        MatchStatus status,
        String court,
        /** -1 for formats without rounds */ int round,
        String scheduledAt,
        /** aka */ Side sideA,
        /** shiro */ Side sideB,
        /** winner's name */ String winner,
        /** winner's participant id */ String winnerId,
        Decision decision,
        String decisionBy,
        String decisionReason,
        /** legacy, read only: null when the writer said nothing */ Boolean decidedByHantei,
        /** team bouts, the representative bout at position -1 */ List<SubBout> subBouts,
        /** an unparseable sub-bout cell kept verbatim; empty when none */ String rawSubResults,
        /** overtime periods */ int enchoPeriods,
        ResultSource resultSource,
        String correctionReason,
        boolean reopenPending,
        /** server Unix milliseconds; 0 = unstamped */ long modifiedAt,
        /** field group to the time of its last applied change */ java.util.SortedMap<String, Long> groupStamps) {

    public MatchResult {
        id = Copies.text(id);
        pool = Copies.text(pool);
        index = Copies.text(index);
        status = status == null ? MatchStatus.SCHEDULED : status;
        court = Copies.text(court);
        scheduledAt = Copies.text(scheduledAt);
        sideA = sideA == null ? Side.EMPTY : sideA;
        sideB = sideB == null ? Side.EMPTY : sideB;
        winner = Copies.text(winner);
        winnerId = Copies.text(winnerId);
        decision = decision == null ? Decision.NONE : decision;
        decisionBy = Copies.text(decisionBy);
        decisionReason = Copies.text(decisionReason);
        subBouts = Copies.list(subBouts);
        rawSubResults = Copies.text(rawSubResults);
        enchoPeriods = Math.max(0, enchoPeriods);
        resultSource = resultSource == null ? ResultSource.NONE : resultSource;
        correctionReason = Copies.text(correctionReason);
        groupStamps = Copies.sorted(groupStamps);
    }

    public MatchResult withId(String value) {
        return new MatchResult(value, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withPool(String value) {
        return new MatchResult(id, value, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withIndex(String value) {
        return new MatchResult(id, pool, value, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withStatus(MatchStatus value) {
        return new MatchResult(id, pool, index, value, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withCourt(String value) {
        return new MatchResult(id, pool, index, status, value, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withRound(int value) {
        return new MatchResult(id, pool, index, status, court, value, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withScheduledAt(String value) {
        return new MatchResult(id, pool, index, status, court, round, value, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withSideA(Side value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, value, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withSideB(Side value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, value, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withWinner(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, value, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withWinnerId(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, value, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withDecision(Decision value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, value, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withDecisionBy(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, value, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withDecisionReason(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, value, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withDecidedByHantei(Boolean value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, value, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withSubBouts(List<SubBout> value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, value, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withRawSubResults(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, value, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withEnchoPeriods(int value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, value, resultSource, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withResultSource(ResultSource value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, value, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withCorrectionReason(String value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, value, reopenPending, modifiedAt, groupStamps);
    }

    public MatchResult withReopenPending(boolean value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, value, modifiedAt, groupStamps);
    }

    public MatchResult withModifiedAt(long value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, value, groupStamps);
    }

    public MatchResult withGroupStamps(java.util.SortedMap<String, Long> value) {
        return new MatchResult(id, pool, index, status, court, round, scheduledAt, sideA, sideB, winner, winnerId, decision, decisionBy, decisionReason, decidedByHantei, subBouts, rawSubResults, enchoPeriods, resultSource, correctionReason, reopenPending, modifiedAt, value);
    }

    /** A scheduled match between two sides with nothing scored. */
    public static MatchResult scheduled(String id, String pool, String index, Side sideA, Side sideB, int round) {
        return new MatchResult(id, pool, index, MatchStatus.SCHEDULED, "", round, "", sideA, sideB, "", "", Decision.NONE,
                "", "", null, List.of(), "", 0, ResultSource.NONE, "", false, 0L, new java.util.TreeMap<>());
    }

    /** A pool, league or Swiss row: the id is the pool name and the index joined by a dash. */
    public static MatchResult poolMatch(String pool, String index, Side sideA, Side sideB, int round) {
        return scheduled(pool + "-" + index, pool, index, sideA, sideB, round);
    }

    /** Degraded: a sub-bout cell could not be read, so the encounter counts as empty (spec "When a file is wrong"). */
    public boolean isDegraded() {
        return !rawSubResults.isEmpty();
    }

    public boolean isCompleted() {
        return status == MatchStatus.COMPLETED;
    }

    /** The side named by {@code a}: true for A (aka), false for B (shiro). */
    public Side side(boolean a) {
        return a ? sideA : sideB;
    }
}
