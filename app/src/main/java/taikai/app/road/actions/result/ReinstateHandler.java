package taikai.app.road.actions.result;

import taikai.app.words.Sentence;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.eligibility.Eligibility;
import taikai.model.eligibility.Reinstatement;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.rule.Checked;
import taikai.model.rule.Rule;

/**
 * A reinstatement (Reinstatement.RULES, in their order: is-barred, bar-is-reinstateable,
 * next-match-not-started). The competitor's record reads {@code reinstated (was: ...)}, and each match
 * the bar awarded as fusensho goes back to scheduled with a line in its own history; the action's own
 * line goes to the competition's history, since a bar belongs to no single match.
 */
public final class ReinstateHandler implements Handler<Reinstate> {

    /** The competitor, their record (an eligible one when there is none) and the matches in playing order. */
    record Lifting(CompetitionState state, String participantId) {
        Optional<Player> player() {
            return state.findPlayer(participantId);
        }

        Reinstatement.Lift lift() {
            CompetitorStatus status = Eligibility.statusOf(participantId, state.statuses())
                    .orElse(new CompetitorStatus(participantId, true, false, "", "", Instant.EPOCH));
            return new Reinstatement.Lift(status, OtherMatches.inPlayingOrder(state));
        }
    }

    static final Rule<Lifting> IN_ROSTER = Rule.of("entrant-in-roster",
            l -> "There is no entrant with id " + l.participantId() + " in this competition; reload the roster and try again.",
            l -> List.of(l.participantId()),
            l -> l.player().isPresent());

    static final List<Rule<Lifting>> ORDER = order();

    @Override
    public Decision decide(Reinstate reinstate, CompetitionState state, RoadContext context) {
        Lifting lifting = new Lifting(state, reinstate.participantId());
        Optional<Decision> refused = Decisions.firstRefusal(lifting, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        Reinstatement.Lift lift = lifting.lift();
        Checked<Reinstatement> lifted = Reinstatement.lift(state.competition(), lift.status(), lift.matchesInPlayingOrder(),
                Instant.ofEpochMilli(context.now()));
        if (!lifted.isAccepted()) {
            return Decision.Refuse.of(lifted.refusal());
        }
        String name = lifting.player().orElseThrow().name();
        CompetitionState eligible = state.withStatuses(Eligibility.put(state.statuses(), lifted.orElseThrow().status()));
        OtherMatches.Replaced back = OtherMatches.replace(eligible, lifted.orElseThrow().matches(), context.now(),
                "reinstate", "Put back to scheduled: " + name + " is reinstated.");
        int count = back.lines().size();
        return Decisions.applied(back.state(), count == 0 ? Sentence.answer("reinstated", name)
                : Sentence.answer("reinstated-back", name, count))
                .withOtherHistory(back.lines());
    }

    private static List<Rule<Lifting>> order() {
        List<Rule<Lifting>> rules = new ArrayList<>(List.of(IN_ROSTER));
        for (Rule<Reinstatement.Lift> rule : Reinstatement.RULES) {
            rules.add(Decisions.on(rule, Lifting::lift));
        }
        return List.copyOf(rules);
    }
}
