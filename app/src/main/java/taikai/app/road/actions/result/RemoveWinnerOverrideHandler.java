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
import taikai.app.road.match.CompetitionRulebook;
import taikai.app.road.match.Consequences;
import taikai.app.road.match.MatchSlot;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.BracketAdvance;
import taikai.model.entrant.Overrides;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Rule;

/**
 * Removes a winner override: overrides.json forgets it and its reason, the bracket node is no
 * longer marked overridden, and the winner is worked out from the recorded result. A finished
 * result that decides no winner (an override of a match never fought) goes back to the queue as
 * scheduled. The consequences take the overriding winner out of the next match and move the
 * result's own winner on, in one change; the verdict is stamped with the server's time.
 */
public final class RemoveWinnerOverrideHandler implements Handler<RemoveWinnerOverride> {

    /** What the removal rules look at. */
    record Removing(MatchAt at, RemoveWinnerOverride removal) {
    }

    static final Rule<Removing> HAS_OVERRIDE = Rule.of("override-exists",
            r -> MatchLabels.of(r.at().state(), r.removal().matchId()) + " has no winner override to remove; its winner already comes from its result.",
            r -> List.of(MatchName.of(r.at().state(), r.removal().matchId())),
            r -> r.at().state().overrides().winners().containsKey(r.removal().matchId()));

    static final Rule<Removing> WINNER_NOT_FIGHTING_ON = Rule.of("winner-not-fighting-on",
            r -> BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).refusal(),
            r -> taikai.app.road.match.BracketRefusal.arguments(r.at().state(),
                    java.util.Objects.requireNonNull(BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).why())),
            r -> !r.at().match().isCompleted()
                    || !BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).isRefused());

    static final List<Rule<Removing>> ORDER = List.of(Decisions.on(MatchAt.EXISTS, Removing::at), HAS_OVERRIDE,
            WINNER_NOT_FIGHTING_ON);

    @Override
    public Decision decide(RemoveWinnerOverride removal, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, removal.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(new Removing(at, removal), ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult stored = at.match();
        Overrides overrides = state.overrides();
        Map<String, String> winners = new TreeMap<>(overrides.winners());
        Map<String, String> reasons = new TreeMap<>(overrides.winnerReasons());
        winners.remove(removal.matchId());
        reasons.remove(removal.matchId());
        Overrides removed = overrides.withWinners(winners).withWinnerReasons(reasons);
        MatchResult decided = stored;
        if (stored.isCompleted()) {
            decided = new CompetitionRulebook(state.competition(), removed).settle(WinnerOverrides.stamped(stored, context.now()));
            if (decided.verdict().winner().isEmpty()) {
                decided = decided.withStatus(MatchStatus.SCHEDULED).withVerdict(v -> v.withWinner("").withWinnerId(""));
            }
        }
        CompetitionState unmarked = state.withBracket(
                WinnerOverrides.marked(MatchSlot.replace(state, decided).bracket(), removal.matchId(), false));
        Consequences.Result after = Consequences.of(unmarked, stored, decided, true, List.of(), context.now());
        if (after.why() != null) {
            return taikai.app.road.match.BracketRefusal.of("winner-not-fighting-on", state, after.why());
        }
        String match = MatchName.of(state, removal.matchId());
        Sentence message = decided.isCompleted()
                ? Sentence.answer("winner-override-removed-decided", match, decided.verdict().winner())
                : Sentence.answer("winner-override-removed-queued", match);
        return Decisions.applied(after.state().withOverrides(removed), message)
                .withOtherHistory(after.otherHistory()).withReason(removal.reason());
    }
}
