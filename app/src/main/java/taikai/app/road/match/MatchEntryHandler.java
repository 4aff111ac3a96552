package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.Outcome;
import taikai.app.road.RoadContext;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Discipline;
import taikai.model.history.GroupChange;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.HeldChange;
import taikai.model.merge.Merge;
import taikai.model.merge.MergeResult;
import taikai.model.rule.Refusal;
import taikai.model.rule.Rules;

/**
 * A match entry: its rules in order, then the merge by field group (spec section 5), then what the
 * new result does to the rest of the competition. The history line says per group what landed and
 * what was held, with the held values and the reason.
 */
public final class MatchEntryHandler implements Handler<MatchEntry> {

    @Override
    public Decision decide(MatchEntry entry, CompetitionState state, RoadContext context) {
        Optional<MatchSlot> slot = MatchSlot.find(state, entry.matchId());
        if (slot.isEmpty()) {
            return new Decision.Refuse("unknown-match", "There is no match " + entry.matchId() + " in competition \""
                    + entry.competitionId() + "\"; reload the match list and enter it again.");
        }
        Discipline discipline = Discipline.of(state.competition());
        Optional<Refusal> refusal = Rules.firstRefusal(
                new EntryRules.Entry(state, slot.get().match(), entry.write(), discipline), EntryRules.ORDER);
        if (refusal.isPresent()) {
            return new Decision.Refuse(refusal.get().rule(), refusal.get().sentence());
        }
        MergeResult merged = Merge.merge(slot.get().match(), entry.write(), context.now(),
                new CompetitionRulebook(state.competition()),
                context.sessions(entry.competitionId(), entry.matchId()));
        CompetitionState next = MatchSlot.replace(state, merged.merged());
        Consequences.Result after = Consequences.of(next, slot.get().match(), merged.merged(), slot.get().inBracket(),
                merged.effects(), context.now());
        if (!after.refusal().isEmpty()) {
            return new Decision.Refuse("bracket", after.refusal());
        }
        context.keepSessions(entry.competitionId(), entry.matchId(), merged.sessions());
        Outcome outcome = switch (merged.answer()) {
            case APPLIED -> Outcome.APPLIED;
            case PARTLY_APPLIED -> Outcome.PARTLY_APPLIED;
            case HELD -> Outcome.HELD;
        };
        return new Decision.Land(after.state(), outcome, message(entry, merged), groups(merged), after.otherHistory(),
                Map.of(), correctionReason(entry));
    }

    private static String correctionReason(MatchEntry entry) {
        return entry.write().changes().get(FieldGroup.VERDICT) instanceof taikai.model.merge.GroupValue.Verdict v
                ? v.correctionReason() : "";
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
        return changes;
    }

    private static String message(MatchEntry entry, MergeResult merged) {
        String what = "Match " + entry.matchId();
        List<String> sentences = merged.heldSentences();
        return switch (merged.answer()) {
            case APPLIED -> sentences.isEmpty() ? what + ": recorded." : what + ": recorded. " + String.join(" ", sentences);
            case PARTLY_APPLIED -> what + ": recorded except " + String.join(", ",
                    merged.held().stream().map(FieldGroup::key).toList()) + ", kept in the match's history. "
                    + String.join(" ", sentences);
            case HELD -> what + ": nothing was applied; the whole entry is kept in the match's history. "
                    + String.join(" ", sentences);
        };
    }
}
