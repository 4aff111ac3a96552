package taikai.model.merge;

import taikai.model.match.MatchResult;

/**
 * The scoring rules the merge asks about. The merge decides which changes land; the rulebook works
 * out what they mean. The write road implements it with the competition's scoring rules.
 */
public interface Rulebook {

    /**
     * {@code match} with its winner, winner's participant id, ordinary decision (fought, or a draw
     * for a tied pool or league match) and each bout's winner worked out from its points, flags,
     * bouts and decisions. Pure and idempotent. A hantei mark reaches it only on a level scoreline
     * (the merge drops one a points change has made stale); it must keep withdrawal decisions.
     */
    MatchResult settle(MatchResult match);

    /** A knockout match, which can never end tied. */
    boolean isKnockout(MatchResult match);

    /** The competition is engi: decided by flags, never a draw. */
    boolean isEngi();

    /** Whether {@code a} and {@code b} flags decide a winner (an even total does not). */
    boolean validFlagCount(int a, int b);

    /**
     * True when {@code match}'s kiken, fusenpai or fusensho was not declared in the match itself but
     * follows from another match: a win awarded because the other side is barred by another match.
     * A later point never clears such a decision (spec section 5).
     */
    boolean barredByAnotherMatch(MatchResult match);

    /**
     * The name of the winner the organiser decided for {@code match} by a winner override
     * (overrides.json), or empty when there is none. It stands over any result until the organiser
     * removes it: a finished match keeps that winner whatever its points say.
     */
    default String overriddenWinner(MatchResult match) {
        return "";
    }
}
