package taikai.ui.match;

import taikai.model.match.Decision;
import taikai.model.match.MatchResult;

/** How a match's state reads in a few words on a sheet or a scoreboard. */
public final class MatchWords {
    private MatchWords() {
    }

    /** "Scheduled", "Running on court A", "Completed: aka won by hantei". */
    public static String state(MatchResult match) {
        String court = match.court().isEmpty() ? "" : " on court " + match.court();
        switch (match.status()) {
            case RUNNING:
                return "Running" + court;
            case COMPLETED:
                return "Completed: " + outcome(match);
            default:
                return "Scheduled" + court;
        }
    }

    /** The result of a finished match in words. */
    public static String outcome(MatchResult match) {
        Corner winner = winner(match);
        String decision = decision(match.decision());
        if (winner == null) {
            return match.decision() == Decision.HIKIWAKE ? "hikiwake" : "no winner recorded";
        }
        String how = winner.of(match).hasHantei() ? " by hantei" : decision.isEmpty() ? "" : " by " + decision;
        return winner.word() + " won" + how;
    }

    /** The corner whose participant id (or, for an old row without ids, name) is the winner's. */
    public static Corner winner(MatchResult match) {
        for (Corner corner : Corner.values()) {
            var side = corner.of(match);
            boolean byId = !match.winnerId().isEmpty() && match.winnerId().equals(side.participantId());
            boolean byName = match.winnerId().isEmpty() && !match.winner().isEmpty() && match.winner().equals(side.name());
            if (byId || byName) {
                return corner;
            }
        }
        return null;
    }

    /** A decision as a word, empty for none or for a match simply fought. */
    public static String decision(Decision decision) {
        switch (decision) {
            case NONE:
            case FOUGHT:
                return "";
            case KIKEN_VOLUNTARY:
                return "kiken (voluntary)";
            case KIKEN_INJURY:
                return "kiken (injury)";
            case KACHINUKI_EXHAUSTION:
                return "exhaustion of the other team";
            case IPPON_SHOBU:
                return "ippon shobu";
            default:
                return decision.code();
        }
    }
}
