package taikai.app.road.actions.result;

import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchChange;
import taikai.app.words.Sentence;
import taikai.app.words.MatchName;
import taikai.app.words.Term;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Checked;
import taikai.model.rule.Rule;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * A withdrawal through the same path as a court's entry: the scoresheet's rules for a forfeit make
 * the result (default-win points for the opponent), and its verdict and scoreline go as one
 * WITHDRAWAL write into the merge; the consequences bar the loser, award their remaining matches as
 * fusensho (each with its own history line) and move a knockout winner on. The road commits all of
 * it, and the history lines, in one transaction (spec section 5, "Multi file changes").
 */
public final class RecordWithdrawalHandler implements Handler<RecordWithdrawal> {

    static final List<Rule<MatchAt>> ORDER = List.of(MatchAt.EXISTS, MatchAt.SIDES_KNOWN);

    @Override
    public Decision decide(RecordWithdrawal withdrawal, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, withdrawal.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(at, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult stored = at.match();
        Checked<MatchResult> entered = Scoresheet.enter(state.competition(), Stage.of(stored), stored, Target.MATCH,
                new Entry.Forfeit(withdrawal.side().other(), withdrawal.decision()));
        if (!entered.isAccepted()) {
            return Decision.Refuse.of(entered.refusal());
        }
        MatchWrite write = MatchWrite.of(MatchWrite.Kind.WITHDRAWAL, entered.orElseThrow(),
                List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT), null, "server");
        Decision landed = MatchChange.land(withdrawal.competitionId(), withdrawal.matchId(), write, state, context);
        String loser = withdrawal.side().of(stored).name();
        String winner = withdrawal.side().other().of(stored).name();
        Sentence recorded = Sentence.answer("withdrawal-recorded", MatchName.of(state, withdrawal.matchId()),
                Term.of(withdrawal.decision().code()), loser, winner);
        return Decisions.because(Decisions.saying(landed, recorded.and(awarded(landed))), withdrawal.reason());
    }

    /** "2 remaining matches were awarded to the opponents as fusensho.", or nothing. */
    private static Sentence awarded(Decision landed) {
        long count = landed instanceof Decision.Land land
                ? land.otherHistory().stream().filter(line -> line.asked().action().equals("fusensho")).count() : 0;
        return count == 0 ? Sentence.NONE : Sentence.answer("withdrawal-awarded", count, String.valueOf(count));
    }
}
