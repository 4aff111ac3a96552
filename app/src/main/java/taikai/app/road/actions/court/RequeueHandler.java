package taikai.app.road.actions.court;

import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.MatchLabels;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchChange;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchStatus;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Rule;

/**
 * A requeue: the match waits again on its court, its points kept. A finished match never goes back
 * to the queue (spec section 3: "A completed match is never sent back to the queue"); it is corrected.
 */
public final class RequeueHandler implements Handler<Requeue> {

    static final Rule<MatchAt> NOT_FINISHED = Rule.of("correct-it-instead",
            m -> MatchLabels.of(m.state(), m.matchId()) + " is finished, so it cannot go back to the queue; correct its result instead.",
            m -> List.of(MatchName.of(m.state(), m.matchId())),
            m -> !m.match().isCompleted());

    static final Rule<MatchAt> RUNNING = Rule.of("match-is-running",
            m -> MatchLabels.of(m.state(), m.matchId()) + " is not running; it is already waiting in the queue"
                    + (m.match().court().isEmpty() ? "." : " of court " + m.match().court() + "."),
            m -> List.of(m.match().court().isEmpty() ? 0 : 1, MatchName.of(m.state(), m.matchId()), m.match().court()),
            m -> m.match().status() == MatchStatus.RUNNING);

    static final List<Rule<MatchAt>> ORDER = List.of(MatchAt.EXISTS, NOT_FINISHED, RUNNING);

    @Override
    public Decision decide(Requeue requeue, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, requeue.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(at, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchWrite waiting = MatchWrite.of(MatchWrite.Kind.SERVER, at.match().withStatus(MatchStatus.SCHEDULED),
                List.of(FieldGroup.VERDICT), null, "server");
        return Decisions.saying(MatchChange.land(requeue.competitionId(), requeue.matchId(), waiting, state, context),
                Sentence.answer("requeued", MatchName.of(state, requeue.matchId()), at.match().court()));
    }
}
