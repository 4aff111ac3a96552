package taikai.app.road.actions.court;

import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.MatchLabels;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchSlot;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.QueueMove;
import taikai.model.rule.Rule;

/**
 * A move in one court's queue, among this competition's matches (no write spans two competitions,
 * spec section 2). The moved match writes the road's line; every other match whose time changed
 * gets a line of its own.
 */
public final class MoveInQueueHandler implements Handler<MoveInQueue> {

    /** What the move rules look at: the match, and the queue it should be waiting in. */
    record Move(MatchAt at, String court, int index) {
        QueueMove result() {
            return CourtQueue.move(court, OtherMatches.all(at.state()), at.matchId(), index);
        }
    }

    static final Rule<Move> WAITING_ON_COURT = Rule.of("waiting-on-court",
            m -> MatchLabels.of(m.at().state(), m.at().matchId()) + " is not waiting on court " + m.court()
                    + "; it may be running, finished or in another court's queue. Reload the queue and try again.",
            m -> List.of(MatchName.of(m.at().state(), m.at().matchId()), m.court()),
            m -> m.at().match().status() == MatchStatus.SCHEDULED && m.at().match().court().equals(m.court()));

    // The queue's one refusal the rules before it leave: matches sharing their times (coded with the court).
    static final Rule<Move> TIMES_TO_TRADE = Rule.of("distinct-times",
            m -> m.result().refusal(),
            m -> List.of(m.court()),
            m -> !m.result().isRefused());

    static final List<Rule<Move>> ORDER = List.of(Decisions.on(MatchAt.EXISTS, Move::at), WAITING_ON_COURT, TIMES_TO_TRADE);

    @Override
    public Decision decide(MoveInQueue move, CompetitionState state, RoadContext context) {
        Move asked = new Move(new MatchAt(state, move.matchId()), move.court(), move.index());
        Optional<Decision> refused = Decisions.firstRefusal(asked, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        CompetitionState next = state;
        List<HistoryEntry> others = new ArrayList<>();
        for (QueueMove.Retime retime : asked.result().changes()) {
            next = MatchSlot.replace(next, next.findMatch(retime.matchId()).orElseThrow().withScheduledAt(retime.scheduledAt()));
            if (!retime.matchId().equals(move.matchId())) {
                others.add(OtherMatches.serverLine(retime.matchId(), context.now(), "queue",
                        "Now played at " + retime.scheduledAt() + ": " + MatchLabels.inSentence(MatchLabels.of(state, move.matchId())) + " moved in the queue of court "
                                + move.court() + "."));
            }
        }
        return Decisions.applied(next, Sentence.answer("queue-moved", MatchName.of(state, move.matchId()),
                String.valueOf(move.index() + 1), move.court())).withOtherHistory(others);
    }
}
