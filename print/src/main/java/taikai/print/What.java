package taikai.print;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The kinds of paper Taikai prints (issue "Paper and workbooks", item 1). */
public enum What {
    POOLS("Pool sheets"),
    BRACKETS("Bracket trees"),
    SHEETS("Score sheets"),
    TEAMS("Team sheets"),
    TAGS("Name tags"),
    SCHEDULE("Court schedule"),
    RESULTS("Results and certificates"),
    BOOKLET("Booklet");

    private final String title;

    What(String title) {
        this.title = title;
    }

    /** The heading a person reads, such as "Pool sheets". */
    public String title() {
        return title;
    }

    /** The word typed after --what. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<What> fromWord(String word) {
        return Arrays.stream(values()).filter(w -> w.word().equalsIgnoreCase(word)).findFirst();
    }

    /** pools|brackets|... for a usage line. */
    public static String words() {
        return Arrays.stream(values()).map(What::word).collect(Collectors.joining("|"));
    }
}
