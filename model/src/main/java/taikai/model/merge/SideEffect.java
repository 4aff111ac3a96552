package taikai.model.merge;

import taikai.model.Copies;
import taikai.model.match.Decision;

/**
 * Something the write road must carry out in the same transaction as the merged match, because a
 * kiken, fusenpai or fusensho of the match itself bars its loser from fighting on (spec section 5).
 */
public record SideEffect(Kind kind, String participantId, Decision decision, String matchId) {

    public enum Kind {
        /** A withdrawal of this match now stands: record its loser as barred. */
        BARRED,
        /** A withdrawal of this match no longer stands (cleared or replaced): its loser can fight again. */
        CAN_FIGHT_AGAIN
    }

    public SideEffect {
        participantId = Copies.text(participantId);
        decision = decision == null ? Decision.NONE : decision;
        matchId = Copies.text(matchId);
    }
}
