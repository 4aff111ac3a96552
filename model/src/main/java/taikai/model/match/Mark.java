package taikai.model.match;

import java.util.Optional;

/**
 * One entry in a side's point list, as file-formats writes it: one letter per point, joined with
 * {@code |} in a cell. Only some marks count as points (spec section 6: the hantei mark rides in
 * the winner's score and never counts).
 */
public enum Mark {
    /** Men, a strike to the head. */
    MEN("M", true),
    /** Kote, a strike to the forearm. */
    KOTE("K", true),
    /** Do, a strike to the body. */
    DO("D", true),
    /** Tsuki, a thrust to the throat. */
    TSUKI("T", true),
    /** Sune, a strike to the shin; naginata only. */
    SUNE("S", true),
    /** A point awarded to the opponent for two hansoku. */
    HANSOKU("H", true),
    /** A default-win point: two in regulation, one in encho (fusensho, kiken). */
    DEFAULT_WIN("\u25cb", true),
    /** An unfilled slot on the sheet; never counts. */
    UNFILLED("\u2022", false),
    /** Hantei: the judges' decision on a level scoreline; sits in the winner's list, never counts. */
    HANTEI("Ht", false);

    private final String symbol;
    private final boolean counts;

    Mark(String symbol, boolean counts) {
        this.symbol = symbol;
        this.counts = counts;
    }

    /** The text written in a cell. */
    public String symbol() {
        return symbol;
    }

    /** Whether the mark counts as a point won. */
    public boolean counts() {
        return counts;
    }

    /** The mark written as {@code text}, case-sensitive as the files are; empty when unknown. */
    public static Optional<Mark> fromSymbol(String text) {
        String wanted = text == null ? "" : text.trim();
        for (Mark mark : values()) {
            if (mark.symbol.equals(wanted)) {
                return Optional.of(mark);
            }
        }
        return Optional.empty();
    }
}
