package taikai.model.draw;

import taikai.model.bracket.Bracket;

/** A bracket after a change, or the sentence saying why the change was refused (the bracket then unchanged). */
public record BracketChange(Bracket bracket, String refusal) {
    public BracketChange {
        refusal = refusal == null ? "" : refusal;
    }

    static BracketChange done(Bracket bracket) {
        return new BracketChange(bracket, "");
    }

    static BracketChange refused(Bracket unchanged, String sentence) {
        return new BracketChange(unchanged, sentence);
    }

    public boolean isRefused() {
        return !refusal.isEmpty();
    }
}
