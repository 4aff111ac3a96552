package taikai.model.merge;

import java.util.EnumSet;
import java.util.Set;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.merge.GroupValue.Hantei;

/** What a verdict means for the merge rules of spec section 5. */
final class Verdicts {
    private static final Set<Decision> WITHDRAWALS = EnumSet.of(Decision.KIKEN, Decision.KIKEN_VOLUNTARY,
            Decision.KIKEN_INJURY, Decision.FUSENPAI, Decision.FUSENSHO);

    /** What a withdrawal leaves behind once a later point clears it: the match fought on, nothing decided. */
    static final GroupValue.Verdict CLEARED = new GroupValue.Verdict(MatchStatus.RUNNING, "", "", Decision.NONE, "", "",
            ResultSource.NONE, "", false, Hantei.NONE);

    private Verdicts() {
    }

    static boolean isWithdrawal(Decision decision) {
        return WITHDRAWALS.contains(decision);
    }

    /** A kiken, fusenpai or fusensho that closed the match. */
    static boolean withdrawalStands(MatchResult match) {
        return match.isCompleted() && isWithdrawal(match.verdict().decision());
    }

    /**
     * {@code match} settled by the rules, after dropping a hantei whose scoreline is no longer level:
     * a points change that leaves the result level keeps the judges' decision, one that decides the
     * match on points ends it (spec section 5: "a points change that does not touch the result keeps it").
     */
    static MatchResult settle(MatchResult match, Rulebook rules) {
        GroupValue.Scoreline scoreline = (GroupValue.Scoreline) FieldGroup.SCORELINE.read(match);
        MatchResult kept = scoreline.isLevel() ? match : GroupValues.withHantei(match, Hantei.NONE);
        return overridden(rules.settle(kept), rules);
    }

    /** A finished match with a winner override keeps the organiser's winner, whatever its points say. */
    private static MatchResult overridden(MatchResult settled, Rulebook rules) {
        String winner = rules.overriddenWinner(settled);
        if (winner.isEmpty() || !settled.isCompleted()) {
            return settled;
        }
        if (winner.equals(settled.sideA().name())) {
            return settled.withVerdict(v -> v.withWinner(winner).withWinnerId(settled.sideA().participantId()));
        }
        if (winner.equals(settled.sideB().name())) {
            return settled.withVerdict(v -> v.withWinner(winner).withWinnerId(settled.sideB().participantId()));
        }
        return settled;
    }

    /**
     * A settled match the rules accept: a finished knockout match has a winner, and an engi match
     * (in a pool as in a knockout) has a valid flag count, since neither can end a draw.
     */
    static boolean acceptable(MatchResult settled, Rulebook rules) {
        if (!settled.isCompleted() || isWithdrawal(settled.verdict().decision())) {
            return true;
        }
        if (rules.isEngi()) {
            return rules.validFlagCount(settled.sideA().flags(), settled.sideB().flags()) && !settled.verdict().winner().isEmpty();
        }
        return !rules.isKnockout(settled) || !settled.verdict().winner().isEmpty();
    }

    /** Why a result the rules do not accept is held. */
    static HoldReason unacceptable(Rulebook rules) {
        return rules.isEngi() ? HoldReason.ENGI_NEEDS_VALID_COUNT : HoldReason.KNOCKOUT_NEEDS_WINNER;
    }

    /** Why a newer change is moved out when a late finish is replayed on the values it was made on. */
    static HoldReason keptTogether(Rulebook rules) {
        return rules.isEngi() ? HoldReason.ENGI_TOGETHER : HoldReason.LATE_FINISH_TOGETHER;
    }
}
