package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Outcome;
import taikai.app.road.RoadContext;
import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.discipline.Discipline;
import taikai.model.history.GroupChange;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.HeldChange;
import taikai.model.merge.HoldReason;
import taikai.model.merge.MatchWrite;
import taikai.model.merge.Merge;
import taikai.model.merge.MergeResult;
import taikai.model.rule.Refusal;
import taikai.model.rule.Rules;

/**
 * One write to one match, the way every result change takes: the entry rules in order, the merge by
 * field group (spec section 5), then what the new result does to the rest of the competition, all in
 * the one change the road commits. A court's entry and the server's own actions (a withdrawal, a
 * quick score, a reopen, a requeue, a start) all come through here, so none can skip a rule or a
 * consequence.
 */
public final class MatchChange {
    private MatchChange() {
    }

    /** The decision for {@code write} to match {@code matchId}: a refusal, or the change with its consequences. */
    public static Decision land(String competitionId, String matchId, MatchWrite write, CompetitionState state,
            RoadContext context) {
        Optional<MatchSlot> slot = MatchSlot.find(state, matchId);
        if (slot.isEmpty()) {
            return unknownMatch(competitionId, matchId);
        }
        Discipline discipline = Discipline.of(state.competition());
        Optional<Refusal> refusal = Rules.firstRefusal(
                new EntryRules.Entry(state, slot.get().match(), write, discipline), EntryRules.ORDER);
        if (refusal.isPresent()) {
            return Decision.Refuse.of(refusal.get());
        }
        MergeResult merged = Merge.merge(slot.get().match(), write, context.now(),
                new CompetitionRulebook(state.competition(), state.overrides()), context.sessions(competitionId, matchId),
                context.ledger(competitionId, matchId, slot.get().match()));
        CompetitionState next = MatchSlot.replace(state, merged.merged());
        Consequences.Result after = Consequences.of(next, slot.get().match(), merged.merged(), slot.get().inBracket(),
                merged.effects(), context.now());
        if (after.why() != null) {
            return BracketRefusal.of("bracket", state, after.why());
        }
        context.keepSessions(competitionId, matchId, merged.sessions());
        MatchSlot.find(after.state(), matchId).ifPresent(end ->
                context.keepLedger(competitionId, matchId, merged.ledger(), end.match()));
        Outcome outcome = switch (merged.answer()) {
            case APPLIED -> Outcome.APPLIED;
            case PARTLY_APPLIED -> Outcome.PARTLY_APPLIED;
            case HELD -> Outcome.HELD;
        };
        Sentence said = said(MatchName.of(state, slot.get().match()), merged);
        return new Decision.Land(after.state(), outcome, said.english(), groups(merged), after.otherHistory(),
                Map.of(), correctionReason(write), said);
    }

    /** The refusal for a match id the competition does not hold. */
    public static Decision.Refuse unknownMatch(String competitionId, String matchId) {
        Optional<String> gone = MatchLabels.ofGone(matchId);
        String sentence = gone.orElse("That match")
                + " is not in the competition's draw (it may have been drawn again); reload the match list and enter it again.";
        return gone.isPresent() ? Decision.Refuse.said(taikai.app.road.actions.MatchAt.UNKNOWN_MATCH, sentence, 1, gone.get())
                : Decision.Refuse.said(taikai.app.road.actions.MatchAt.UNKNOWN_MATCH, sentence, 0);
    }

    private static String correctionReason(MatchWrite write) {
        return write.changes().get(FieldGroup.VERDICT) instanceof GroupValue.Verdict v ? v.correctionReason() : "";
    }

    static List<GroupChange> groups(MergeResult merged) {
        List<GroupChange> changes = new ArrayList<>();
        merged.outcomes().forEach((group, outcome) -> {
            boolean held = outcome.outcome() == MergeResult.Outcome.HELD;
            changes.add(new GroupChange(group.key(), outcome.outcome().name().toLowerCase(java.util.Locale.ROOT),
                    held ? GroupText.of(outcome.value()) : Map.of(), held ? outcome.reason().sentence() : ""));
        });
        for (HeldChange moved : merged.movedOut()) {
            changes.add(new GroupChange(moved.group().key(), "moved_out", GroupText.of(moved.value()),
                    moved.reason().sentence()));
        }
        for (HeldChange back : merged.movedIn()) {
            changes.add(new GroupChange(back.group().key(), "moved_in", GroupText.of(back.value()), ""));
        }
        return changes;
    }

    /** The answers {@code answer.held-<reason>}: one per HoldReason, each checked by MergeAnswersSaidTest. */
    private static final String HELD_REASON = "held-";

    /**
     * What the entry's answer says (decision 0049): recorded, recorded but for the groups held, or
     * nothing applied, then each reason something was held, by its code (HoldReason#code).
     */
    static Sentence said(String match, MergeResult merged) {
        Sentence said = switch (merged.answer()) {
            case APPLIED -> Sentence.answer("match-recorded", match);
            case PARTLY_APPLIED -> Sentence.answer("match-partly-recorded", match,
                    String.join(", ", merged.held().stream().map(FieldGroup::key).toList()));
            case HELD -> Sentence.answer("match-held", match);
        };
        for (HoldReason reason : merged.heldReasons()) {
            said = said.and(Sentence.answer(HELD_REASON + reason.code()));
        }
        return said;
    }
}
