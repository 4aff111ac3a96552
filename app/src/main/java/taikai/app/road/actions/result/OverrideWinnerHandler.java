package taikai.app.road.actions.result;

import taikai.app.words.MatchName;
import taikai.model.competition.MatchLabels;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.Consequences;
import taikai.app.road.match.MatchSlot;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.BracketAdvance;
import taikai.model.entrant.Overrides;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.rule.Rule;

/**
 * A winner override: overrides.json names the winner and keeps the reason, the bracket node is marked
 * overridden and holds that winner, and the consequences take the old winner out of the next match
 * and move the new one on, in one change. The verdict group is stamped with the server's time, so a
 * board's older write cannot quietly undo the organiser's decision (spec section 5).
 */
public final class OverrideWinnerHandler implements Handler<OverrideWinner> {

    /** What the override rules look at. */
    record Overriding(MatchAt at, OverrideWinner override) {
    }

    static final Rule<Overriding> NEEDS_REASON = Rule.of("override-needs-reason",
            o -> "An override needs a reason: write why the winner is decided this way, then save it again.",
            o -> List.of(1),
            o -> !o.override().reason().isEmpty());

    static final Rule<Overriding> KNOCKOUT_ONLY = Rule.of("winner-override-in-knockout",
            o -> MatchLabels.of(o.at().state(), o.at().matchId()) + " is a pool match: override the pool's ranking instead of its winner.",
            o -> List.of(MatchName.of(o.at().state(), o.at().matchId())),
            o -> o.at().inBracket());

    static final Rule<Overriding> WINNER_NOT_FIGHTING_ON = Rule.of("winner-not-fighting-on",
            o -> BracketAdvance.takeBack(o.at().state().bracket(), o.at().matchId()).refusal(),
            o -> taikai.app.road.match.BracketRefusal.arguments(o.at().state(),
                    java.util.Objects.requireNonNull(BracketAdvance.takeBack(o.at().state().bracket(), o.at().matchId()).why())),
            o -> !o.at().match().isCompleted() || sameWinner(o)
                    || !BracketAdvance.takeBack(o.at().state().bracket(), o.at().matchId()).isRefused());

    static final List<Rule<Overriding>> ORDER = List.of(NEEDS_REASON, Decisions.on(MatchAt.EXISTS, Overriding::at),
            KNOCKOUT_ONLY, Decisions.on(MatchAt.SIDES_KNOWN, Overriding::at), WINNER_NOT_FIGHTING_ON);

    @Override
    public Decision decide(OverrideWinner override, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, override.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(new Overriding(at, override), ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult stored = at.match();
        Side winner = override.winner().of(stored);
        MatchResult decided = WinnerOverrides.stamped(stored, context.now()).withStatus(MatchStatus.COMPLETED)
                .withVerdict(v -> v.withWinner(winner.name()).withWinnerId(winner.participantId()));
        CompetitionState marked = state.withBracket(
                WinnerOverrides.marked(MatchSlot.replace(state, decided).bracket(), override.matchId(), true));
        Consequences.Result after = Consequences.of(marked, stored, decided, true, List.of(), context.now());
        if (after.why() != null) {
            return taikai.app.road.match.BracketRefusal.of("winner-not-fighting-on", state, after.why());
        }
        Overrides overrides = state.overrides();
        Map<String, String> winners = new TreeMap<>(overrides.winners());
        Map<String, String> reasons = new TreeMap<>(overrides.winnerReasons());
        winners.put(override.matchId(), winner.name());
        reasons.put(override.matchId(), override.reason());
        CompetitionState next = after.state().withOverrides(overrides.withWinners(winners).withWinnerReasons(reasons));
        return Decisions.applied(next, Sentence.answer("winner-overridden", MatchName.of(state, override.matchId()), winner.name()))
                .withOtherHistory(after.otherHistory()).withReason(override.reason());
    }

    private static boolean sameWinner(Overriding o) {
        Side winner = o.override().winner().of(o.at().match());
        return o.at().match().verdict().winnerId().equals(winner.participantId()) && !winner.participantId().isEmpty();
    }
}
