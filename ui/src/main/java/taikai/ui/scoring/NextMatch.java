package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
/**
 * The match a court calls after the one just finished: its competition and id, the words it is known
 * by ("Pool A, match 3") and who fights, for the button that starts it.
 */
public record NextMatch(String competitionId, String matchId, String heading, String sides, String court) {
    /** "Start the next match: Pool A, match 3, Anna Berg (aka) v Ken Ito (shiro)". */
    public String offer() {
        Words words = DeskWords.of(NextMatch.class);
        return sides.isEmpty() ? words.say("next.offer", heading) : words.say("next.offer-sides", heading, sides);
    }
}
