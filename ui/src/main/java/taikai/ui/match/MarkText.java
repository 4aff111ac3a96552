package taikai.ui.match;

import java.util.List;
import java.util.stream.Collectors;
import taikai.model.match.Mark;

/** The traditional marks as text: the letters of the score sheet, and a ▲ for each foul. */
public final class MarkText {
    /** One foul, as scoreboards draw it. */
    public static final String FOUL = "\u25b2";

    private MarkText() {
    }

    /** The marks as the sheet writes them, spaced: "M K", "K Ht", "○ ○". */
    public static String of(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining(" "));
    }

    /** One ▲ per outstanding foul; empty for none. */
    public static String fouls(int hansoku) {
        return FOUL.repeat(Math.max(0, hansoku));
    }

    /** The name of a mark in a sentence, for the status line: "men", "hantei". */
    public static String word(Mark mark) {
        return switch (mark) {
            case MEN -> "men";
            case KOTE -> "kote";
            case DO -> "do";
            case TSUKI -> "tsuki";
            case SUNE -> "sune";
            case HANSOKU -> "a point for two hansoku";
            case DEFAULT_WIN -> "a default-win point";
            case UNFILLED -> "an unfilled slot";
            case HANTEI -> "hantei";
        };
    }
}
