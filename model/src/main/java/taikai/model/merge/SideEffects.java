package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/** The eligibility changes a merge implies: who a withdrawal of the match bars, and who it no longer bars. */
final class SideEffects {
    private SideEffects() {
    }

    static List<SideEffect> between(MatchResult before, MatchResult after, Rulebook rules) {
        Optional<SideEffect> barredBefore = barred(before, rules);
        Optional<SideEffect> barredAfter = barred(after, rules);
        List<SideEffect> effects = new ArrayList<>();
        if (barredBefore.isPresent() && !barredBefore.equals(barredAfter)) {
            SideEffect was = barredBefore.get();
            effects.add(new SideEffect(SideEffect.Kind.CAN_FIGHT_AGAIN, was.participantId(), was.decision(), was.matchId()));
        }
        if (barredAfter.isPresent() && !barredAfter.equals(barredBefore)) {
            effects.add(barredAfter.get());
        }
        return effects;
    }

    /** The loser a withdrawal declared in this match bars; none for one that follows from another match. */
    private static Optional<SideEffect> barred(MatchResult match, Rulebook rules) {
        if (!Verdicts.withdrawalStands(match) || rules.barredByAnotherMatch(match)) {
            return Optional.empty();
        }
        Optional<Side> loser = loser(match);
        return loser.filter(side -> !side.participantId().isEmpty())
                .map(side -> new SideEffect(SideEffect.Kind.BARRED, side.participantId(), match.verdict().decision(), match.id()));
    }

    private static Optional<Side> loser(MatchResult match) {
        if (!match.verdict().winnerId().isEmpty()) {
            if (match.verdict().winnerId().equals(match.sideA().participantId())) {
                return Optional.of(match.sideB());
            }
            if (match.verdict().winnerId().equals(match.sideB().participantId())) {
                return Optional.of(match.sideA());
            }
        }
        if (!match.verdict().winner().isEmpty()) {
            if (match.verdict().winner().equals(match.sideA().name())) {
                return Optional.of(match.sideB());
            }
            if (match.verdict().winner().equals(match.sideB().name())) {
                return Optional.of(match.sideA());
            }
        }
        return Optional.empty();
    }
}
