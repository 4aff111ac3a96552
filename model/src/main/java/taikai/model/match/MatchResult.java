package taikai.model.match;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import taikai.model.Copies;

/**
 * A match and its result (spec section 3): a row of pool-matches.csv, or the result part of a
 * bracket node. The winner is always worked out from points and decisions by the rules, never typed
 * ({@link Verdict}); where the result came from and when its parts changed is its {@link Provenance}.
 * {@code id} is {@code pool + "-" + index} for a pool, league or Swiss row. Queue position is derived,
 * never held here. {@code rawSubResults} holds a sub-bout cell that did not parse, exactly as read,
 * so it is written back unchanged while the encounter stays empty (spec "When a file is wrong").
 */
public record MatchResult(
        String id,
        /** PoolName column; empty for a knockout match */ String pool,
        /** MatchIdx column as written */ String index,
        /** -1 for formats without rounds */ int round,
        MatchStatus status,
        String court,
        String scheduledAt,
        /** aka */ Side sideA,
        /** shiro */ Side sideB,
        Verdict verdict,
        /** team bouts, the representative bout at position -1 */ List<SubBout> subBouts,
        /** an unparseable sub-bout cell kept verbatim; empty when none */ String rawSubResults,
        /** overtime periods */ int enchoPeriods,
        Provenance provenance) {

    public MatchResult {
        id = Copies.text(id);
        pool = Copies.text(pool);
        index = Copies.text(index);
        status = status == null ? MatchStatus.SCHEDULED : status;
        court = Copies.text(court);
        scheduledAt = Copies.text(scheduledAt);
        sideA = sideA == null ? Side.EMPTY : sideA;
        sideB = sideB == null ? Side.EMPTY : sideB;
        verdict = verdict == null ? Verdict.NONE : verdict;
        subBouts = Copies.list(subBouts);
        rawSubResults = Copies.text(rawSubResults);
        enchoPeriods = Math.max(0, enchoPeriods);
        provenance = provenance == null ? Provenance.NONE : provenance;
    }

    /** A scheduled match between two sides with nothing scored. */
    public static MatchResult scheduled(String id, String pool, String index, Side sideA, Side sideB, int round) {
        return new MatchResult(id, pool, index, round, MatchStatus.SCHEDULED, "", "", sideA, sideB, Verdict.NONE,
                List.of(), "", 0, Provenance.NONE);
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

    public MatchResult withId(String value) {
        return change(m -> m.id = value);
    }

    public MatchResult withPool(String value) {
        return change(m -> m.pool = value);
    }

    public MatchResult withIndex(String value) {
        return change(m -> m.index = value);
    }

    public MatchResult withRound(int value) {
        return change(m -> m.round = value);
    }

    public MatchResult withStatus(MatchStatus value) {
        return change(m -> m.status = value);
    }

    public MatchResult withCourt(String value) {
        return change(m -> m.court = value);
    }

    public MatchResult withScheduledAt(String value) {
        return change(m -> m.scheduledAt = value);
    }

    public MatchResult withSideA(Side value) {
        return change(m -> m.sideA = value);
    }

    public MatchResult withSideB(Side value) {
        return change(m -> m.sideB = value);
    }

    public MatchResult withVerdict(UnaryOperator<Verdict> edit) {
        return change(m -> m.verdict = edit.apply(verdict));
    }

    public MatchResult withSubBouts(List<SubBout> value) {
        return change(m -> m.subBouts = value);
    }

    public MatchResult withRawSubResults(String value) {
        return change(m -> m.rawSubResults = value);
    }

    public MatchResult withEnchoPeriods(int value) {
        return change(m -> m.enchoPeriods = value);
    }

    public MatchResult withProvenance(UnaryOperator<Provenance> edit) {
        return change(m -> m.provenance = edit.apply(provenance));
    }

    /** One copy with one component changed: each wither names only what it changes. */
    private MatchResult change(Consumer<Copy> edit) {
        Copy copy = new Copy(this);
        edit.accept(copy);
        return copy.build();
    }

    /** The components of a match while one of them is replaced. */
    private static final class Copy {
        String id;
        String pool;
        String index;
        int round;
        MatchStatus status;
        String court;
        String scheduledAt;
        Side sideA;
        Side sideB;
        Verdict verdict;
        List<SubBout> subBouts;
        String rawSubResults;
        int enchoPeriods;
        Provenance provenance;

        Copy(MatchResult m) {
            id = m.id;
            pool = m.pool;
            index = m.index;
            round = m.round;
            status = m.status;
            court = m.court;
            scheduledAt = m.scheduledAt;
            sideA = m.sideA;
            sideB = m.sideB;
            verdict = m.verdict;
            subBouts = m.subBouts;
            rawSubResults = m.rawSubResults;
            enchoPeriods = m.enchoPeriods;
            provenance = m.provenance;
        }

        MatchResult build() {
            return new MatchResult(id, pool, index, round, status, court, scheduledAt, sideA, sideB, verdict, subBouts,
                    rawSubResults, enchoPeriods, provenance);
        }
    }
}
