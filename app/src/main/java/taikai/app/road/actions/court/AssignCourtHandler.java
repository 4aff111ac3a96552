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
import taikai.app.road.match.MatchSlot;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Rule;

/**
 * A match moves to another court's queue. Court and scheduled time belong to no field group (spec
 * section 5 lists the groups a result is merged by), so the change is made on the match directly.
 * A running match stays where it is fought, and a finished one keeps the court it was played on.
 */
public final class AssignCourtHandler implements Handler<AssignCourt> {

    static final Rule<MatchAt> NOT_FINISHED = Rule.of("match-not-finished",
            m -> MatchLabels.of(m.state(), m.matchId()) + " is finished on court " + m.match().court() + "; its court stays as it was played.",
            m -> List.of(0, MatchName.of(m.state(), m.matchId()), m.match().court()),
            m -> !m.match().isCompleted());

    static final Rule<MatchAt> NOT_RUNNING = Rule.of("match-not-running",
            m -> MatchLabels.of(m.state(), m.matchId()) + " is being fought on court " + m.match().court()
                    + "; requeue it before moving it to another court.",
            m -> List.of(0, MatchName.of(m.state(), m.matchId()), m.match().court()),
            m -> m.match().status() != MatchStatus.RUNNING);

    static final List<Rule<MatchAt>> ORDER = List.of(MatchAt.EXISTS, NOT_FINISHED, NOT_RUNNING);

    @Override
    public Decision decide(AssignCourt assign, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, assign.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(at, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        return Decisions.applied(MatchSlot.replace(state, at.match().withCourt(assign.court())),
                Sentence.answer("court-assigned", MatchName.of(state, assign.matchId()), assign.court()));
    }
}
