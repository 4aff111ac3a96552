package taikai.model.merge;

import java.util.List;
import java.util.SortedMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import taikai.model.Copies;
import taikai.model.match.MatchResult;

/**
 * What a merge did: the match to store, what became of each group the write changed, the earlier
 * changes it moved out into the history, and what the write road must also record in the same
 * transaction.
 *
 * @param merged   the match to store, with updated group stamps and {@code modifiedAt}
 * @param answer   applied, partly applied, or held (nothing applied, all kept in the history)
 * @param outcomes per group the write changed: applied, held or unchanged, with the value and reason
 * @param movedOut changes already in the match that this write moved out into the history
 * @param effects  eligibility changes to record with the match
 * @param sessions the session revisions to keep for the next write to this match
 * @param movedIn  changes kept in the history that this write brought back into the match: an
 *                 earlier arriving write held them, and in the order the changes were made they apply
 * @param ledger   the writes that reached the match, this one last ({@link Ledger#NONE} when the
 *                 merge was given none)
 */
public record MergeResult(MatchResult merged, Answer answer, SortedMap<FieldGroup, GroupOutcome> outcomes,
        List<HeldChange> movedOut, List<SideEffect> effects, SessionRevisions sessions, List<HeldChange> movedIn, Ledger ledger) {

    /** The answer the client reads (ARCHITECTURE, the write road, step 7). */
    public enum Answer {
        APPLIED("applied"), PARTLY_APPLIED("partly_applied"), HELD("held");

        private final String code;

        Answer(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /** What became of one group. */
    public enum Outcome {
        APPLIED,
        /** Kept in the history, not in the match. */
        HELD,
        /** Held, but it says exactly what is already stored, so nothing is lost and no value is kept. */
        UNCHANGED
    }

    /**
     * @param value  the value the write carried for the group
     * @param reason why it was held (for an unchanged group, why it would have been; its value is
     *               no loss and need not be kept); for an applied group, the rule that applied it
     *               although older, else {@link HoldReason#NONE}
     */
    public record GroupOutcome(Outcome outcome, GroupValue value, HoldReason reason) {
    }

    public MergeResult {
        outcomes = Copies.sorted(outcomes);
        movedOut = Copies.list(movedOut);
        effects = Copies.list(effects);
        movedIn = Copies.list(movedIn);
        ledger = ledger == null ? Ledger.NONE : ledger;
    }

    /** This result with {@code value} as the ledger to keep. */
    public MergeResult withLedger(Ledger value) {
        return new MergeResult(merged, answer, outcomes, movedOut, effects, sessions, movedIn, value);
    }

    /** The answer for {@code outcomes}: held when nothing applied and something was held. */
    static Answer answerOf(java.util.Map<FieldGroup, GroupOutcome> outcomes) {
        boolean applied = outcomes.values().stream().anyMatch(o -> o.outcome() == Outcome.APPLIED);
        boolean held = outcomes.values().stream().anyMatch(o -> o.outcome() == Outcome.HELD);
        if (held) {
            return applied ? Answer.PARTLY_APPLIED : Answer.HELD;
        }
        return Answer.APPLIED;
    }

    /** The groups held, in key order. */
    public List<FieldGroup> held() {
        return outcomes.entrySet().stream().filter(e -> e.getValue().outcome() == Outcome.HELD)
                .map(e -> e.getKey()).collect(Collectors.toList());
    }

    /** The sentences an operator reads for what was held and moved out, one per reason, in order. */
    public List<String> heldSentences() {
        return heldReasons().stream().map(HoldReason::sentence).collect(Collectors.toList());
    }

    /** Why something was held or moved out, each reason once, in the order of {@link #heldSentences}: the codes a surface says. */
    public List<HoldReason> heldReasons() {
        return Stream.concat(
                        outcomes.values().stream().filter(o -> o.outcome() == Outcome.HELD).map(GroupOutcome::reason),
                        movedOut.stream().map(HeldChange::reason))
                .distinct().collect(Collectors.toList());
    }
}
