package taikai.model.draw;

import java.util.List;
import taikai.model.bracket.Bracket;

/** A bracket after a change, or why the change was refused (the bracket then unchanged). */
public record BracketChange(Bracket bracket, Why why) {

    /**
     * Why a bracket change was refused: a code and its English sentence (decision 0046), the match
     * that stands in the way ({@code matchId}, empty when none; a surface names it in its own words)
     * and the sentence's other arguments, which follow the match.
     */
    public record Why(String code, String sentence, String matchId, List<Object> arguments) {
        public Why {
            arguments = List.copyOf(arguments);
        }
    }

    static BracketChange done(Bracket bracket) {
        return new BracketChange(bracket, null);
    }

    static BracketChange refused(Bracket unchanged, Why why) {
        return new BracketChange(unchanged, why);
    }

    public boolean isRefused() {
        return why != null;
    }

    /** Why the change was refused, in English; empty when it was made. */
    public String refusal() {
        return why == null ? "" : why.sentence();
    }
}
