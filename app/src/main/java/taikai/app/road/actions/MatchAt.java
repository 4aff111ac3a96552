package taikai.app.road.actions;

import taikai.model.competition.MatchLabels;
import java.util.Optional;
import taikai.app.road.match.MatchSlot;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.Placeholders;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.rule.Rule;

/**
 * A server action's match as it is on disk now, for the rules that look at it. The rules after
 * {@link #EXISTS} may take {@link #match()} for granted, since the first refusal is the answer.
 */
public record MatchAt(CompetitionState state, String matchId) {

    /** The rule's name when a write names a match the competition does not have; the hall says it as 404. */
    public static final String UNKNOWN_MATCH = "unknown-match";

    public static final Rule<MatchAt> EXISTS = Rule.of(UNKNOWN_MATCH,
            m -> "That match is not in competition \"" + m.state().competition().name()
                    + "\" any more; reload the match list and try again.",
            m -> m.slot().isPresent());

    /** Spec section 3: a knockout slot holds a placeholder until its competitor is known. */
    public static final Rule<MatchAt> SIDES_KNOWN = Rule.of("sides-known",
            m -> MatchLabels.of(m.state(), m.matchId()) + " is still waiting for its competitors ("
                    + MatchLabels.side(m.state().bracket(), m.match().sideA()) + " against "
                    + MatchLabels.side(m.state().bracket(), m.match().sideB()) + "); it can be played once both are known.",
            m -> known(m.match().sideA()) && known(m.match().sideB()));

    public Optional<MatchSlot> slot() {
        return MatchSlot.find(state, matchId);
    }

    public MatchResult match() {
        return slot().orElseThrow().match();
    }

    public boolean inBracket() {
        return slot().orElseThrow().inBracket();
    }

    /** A side with a competitor in it: not empty and not a placeholder such as {@code Pool A-1st}. */
    public static boolean known(Side side) {
        return !side.isEmpty() && !Placeholders.isPlaceholder(side.name());
    }
}
