package taikai.storage.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import taikai.model.match.Mark;

/**
 * A side's point list as the files hold it (file-formats "pool-matches.csv": one symbol per mark,
 * joined with {@code |}; the hantei mark {@code Ht} rides in the winner's list), and the legacy
 * bracket score string (file-formats "bracket.json": symbols without separator, then
 * {@code " (H<n>)"} for outstanding fouls, such as {@code MK (H1)}). A message handed to a
 * {@code degrade} reporter is the end of a sentence; the caller says first where it was found.
 */
public final class Points {
    private static final String SEPARATOR = "|";
    private static final String KNOWN = "M, K, D, T, S, H, \u25cb, \u2022 or Ht";

    private Points() {
    }

    /** {@code M|K}; the empty list is the empty cell. */
    public static String join(List<Mark> marks) {
        StringBuilder out = new StringBuilder();
        for (Mark mark : marks) {
            if (out.length() > 0) {
                out.append(SEPARATOR);
            }
            out.append(mark.symbol());
        }
        return out.toString();
    }

    /** Reads a {@code |}-joined cell; a symbol that is no mark is dropped and reported. */
    public static List<Mark> split(String cell, Consumer<String> degrade) {
        List<Mark> marks = new ArrayList<>();
        if (cell.isEmpty()) {
            return marks;
        }
        for (String symbol : cell.split("\\|", -1)) {
            symbol(symbol, degrade).ifPresent(marks::add);
        }
        return marks;
    }

    /**
     * One symbol. An empty entry is how the other implementation writes an unfilled slot, so it
     * reads as {@link Mark#UNFILLED}, which never counts either.
     */
    public static Optional<Mark> symbol(String symbol, Consumer<String> degrade) {
        if (symbol.isEmpty()) {
            return Optional.of(Mark.UNFILLED);
        }
        Optional<Mark> mark = Mark.fromSymbol(symbol);
        if (mark.isEmpty()) {
            degrade.accept("\"" + symbol + "\" is not a point (" + KNOWN + "), so it is dropped.");
        }
        return mark;
    }

    /**
     * The legacy score string an older reader shows: {@code MK (H1)}, {@code (H1)}, {@code MK}, or empty.
     * Only marks that count are in it (file-formats: the letters of the points): an older reader takes
     * each letter for a point, so the hantei mark {@code Ht} would read as the points H and t, and a
     * 0-0 hantei win as 2-0.
     */
    public static String legacyScore(List<Mark> marks, int hansoku) {
        StringBuilder out = new StringBuilder();
        marks.stream().filter(Mark::counts).forEach(mark -> out.append(mark.symbol()));
        if (hansoku > 0) {
            out.append(out.length() > 0 ? " " : "").append("(H").append(hansoku).append(')');
        }
        return out.toString();
    }

    /** The legacy string as Taikai wrote it before it left the hantei mark out: every mark's symbol. */
    public static String legacyScoreWithEveryMark(List<Mark> marks, int hansoku) {
        StringBuilder out = new StringBuilder();
        marks.forEach(mark -> out.append(mark.symbol()));
        if (hansoku > 0) {
            out.append(out.length() > 0 ? " " : "").append("(H").append(hansoku).append(')');
        }
        return out.toString();
    }

    /** A side's score read back from a legacy string. */
    public record LegacyScore(List<Mark> marks, int hansoku) {
    }

    /** Reads {@link #legacyScore}'s form; an unknown symbol is dropped and reported, a bad count reads 0. */
    public static LegacyScore parseLegacyScore(String text, Consumer<String> degrade) {
        String rest = text.trim();
        int hansoku = 0;
        int open = rest.lastIndexOf("(H");
        int close = open < 0 ? -1 : rest.indexOf(')', open);
        if (close > open) {
            String count = rest.substring(open + 2, close).trim();
            try {
                hansoku = Math.max(0, Integer.parseInt(count));
            } catch (NumberFormatException e) {
                degrade.accept("\"" + count + "\" is not a number of fouls, so it reads as 0.");
            }
            rest = rest.substring(0, open).trim();
        }
        List<Mark> marks = new ArrayList<>();
        for (int i = 0; i < rest.length(); ) {
            int codePoint = rest.codePointAt(i);
            int width = Character.charCount(codePoint);
            // Ht is the one two-letter mark; no point letter is t, so the pair is never ambiguous.
            if (rest.startsWith(Mark.HANTEI.symbol(), i)) {
                width = Mark.HANTEI.symbol().length();
            }
            String symbol = rest.substring(i, i + width);
            if (!symbol.isBlank()) {
                symbol(symbol, degrade).ifPresent(marks::add);
            }
            i += width;
        }
        return new LegacyScore(List.copyOf(marks), hansoku);
    }
}
