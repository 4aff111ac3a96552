package taikai.ui.match;

import taikai.ui.words.DeskWords;
import taikai.words.Terms;
import java.util.List;
import java.util.stream.Collectors;
import taikai.model.match.Mark;

/** The traditional marks as text: the letters of the score sheet, and a ▲ for each foul. */
public final class MarkText {
    /** One foul, as scoreboards draw it. */
    public static final String FOUL = "\u25b2";

    private MarkText() {
    }

    /**
     * The marks as the score sheet in the desktop's language writes them, spaced: "M K", "K Ht",
     * "○ ○"; "メ コ" in Japanese, as the printed sheet has them (issue #23).
     */
    public static String of(List<Mark> marks) {
        return marks.stream().map(MarkText::letter).collect(Collectors.joining(" "));
    }

    /** One ▲ per outstanding foul; empty for none. */
    public static String fouls(int hansoku) {
        return FOUL.repeat(Math.max(0, hansoku));
    }

    /** A term of the sport as the desktop's language writes it ("hansoku"; 反則 in Japanese), from {@link Terms}. */
    public static String term(String key) {
        return Terms.in(DeskWords.language()).say(key);
    }

    /** A term at the start of a label ("Hansoku"; Japanese script has no capitals). */
    public static String termTitle(String key) {
        String term = term(key);
        return term.isEmpty() ? term : Character.toUpperCase(term.charAt(0)) + term.substring(1);
    }

    /**
     * A struck point's letter on a button, as the desktop's language writes a score sheet ("M",
     * メ in Japanese); the other marks keep their symbol.
     */
    public static String letter(Mark mark) {
        return switch (mark) {
            case MEN, KOTE, DO, TSUKI, SUNE -> term("letter." + mark.name().toLowerCase(java.util.Locale.ROOT));
            default -> mark.symbol();
        };
    }

    /** The name of a mark in a sentence, for the status line: "men", "hantei". */
    public static String word(Mark mark) {
        return switch (mark) {
            case MEN, KOTE, DO, TSUKI, SUNE, HANTEI -> term(mark.name().toLowerCase(java.util.Locale.ROOT));
            case HANSOKU -> DeskWords.of(MarkText.class).say("mark.hansoku-point", term("hansoku"));
            case DEFAULT_WIN -> DeskWords.of(MarkText.class).say("mark.default-win");
            case UNFILLED -> DeskWords.of(MarkText.class).say("mark.unfilled");
        };
    }
}
