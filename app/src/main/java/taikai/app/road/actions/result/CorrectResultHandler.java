package taikai.app.road.actions.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchChange;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Discipline;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.SubBout;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Rule;
import taikai.model.scoring.Outcomes;

/**
 * A quick score or a correction as one write the server orders itself: it carries no time of its own,
 * so the merge gives it the server's time, never older than the stored result (spec section 5). The
 * sides stay as the draw seated them; only what was scored is taken from the sheet, and the winner is
 * worked out from it, never typed. A finished match is corrected (with its reason, rule
 * correction-needs-reason); one not yet finished is finished on the sheet's score.
 */
public final class CorrectResultHandler implements Handler<CorrectResult> {

    static final List<Rule<MatchAt>> ORDER = List.of(MatchAt.EXISTS, MatchAt.SIDES_KNOWN);

    @Override
    public Decision decide(CorrectResult correct, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, correct.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(at, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult stored = at.match();
        MatchResult sheet = correct.result();
        MatchResult proposal = stored
                .withSideA(stored.sideA().withIppons(sheet.sideA().ippons()).withHansoku(sheet.sideA().hansoku())
                        .withFlags(sheet.sideA().flags()))
                .withSideB(stored.sideB().withIppons(sheet.sideB().ippons()).withHansoku(sheet.sideB().hansoku())
                        .withFlags(sheet.sideB().flags()))
                .withEnchoPeriods(sheet.enchoPeriods()).withSubBouts(sheet.subBouts()).withVerdict(v -> v.withDecision(sheet.verdict().decision()))
                .withStatus(MatchStatus.COMPLETED).withProvenance(p -> p.withResultSource(ResultSource.ADMIN)
                        .withCorrectionReason(stored.isCompleted() ? correct.reason() : stored.provenance().correctionReason()));
        proposal = Outcomes.settle(state.competition(), proposal);
        MatchWrite.Kind kind = stored.isCompleted() ? MatchWrite.Kind.CORRECTION : MatchWrite.Kind.FINISH;
        MatchWrite write = MatchWrite.of(kind, proposal, groups(state.competition(), proposal), null, "server");
        Decision landed = MatchChange.land(correct.competitionId(), correct.matchId(), write, state, context);
        // "Pool A, match 1: result corrected, Ken Tanaka wins." (decision 0049)
        String winner = proposal.verdict().winner();
        String match = taikai.app.words.MatchName.of(state, correct.matchId());
        return Decisions.because(Decisions.saying(landed, winner.isEmpty()
                ? taikai.app.words.Sentence.answer("result-entered-no-winner", stored.isCompleted() ? 1 : 0, match)
                : taikai.app.words.Sentence.answer("result-entered-won", stored.isCompleted() ? 1 : 0, winner, match)), correct.reason());
    }

    /** Every group a whole result is made of in this competition. */
    private static List<FieldGroup> groups(Competition competition, MatchResult proposal) {
        List<FieldGroup> groups = new ArrayList<>(List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT, FieldGroup.OVERTIME));
        if (Discipline.of(competition).decidedByFlags()) {
            groups.add(FieldGroup.FLAGS);
        }
        for (SubBout bout : proposal.subBouts()) {
            groups.add(FieldGroup.bout(bout.position()));
        }
        return groups;
    }
}
