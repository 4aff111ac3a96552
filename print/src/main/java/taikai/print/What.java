package taikai.print;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import taikai.words.Language;
import taikai.words.Words;

/** The kinds of paper Taikai prints (issue "Paper and workbooks", item 1). */
public enum What {
    POOLS,
    BRACKETS,
    SHEETS,
    TEAMS,
    TAGS,
    SCHEDULE,
    RESULTS,
    BOOKLET;

    /** The heading a person reads, such as "Pool sheets", in English. */
    public String title() {
        return title(Language.ENGLISH);
    }

    /** The heading a person reads in {@code language}, such as "Feuilles de poule". */
    public String title(Language language) {
        return Words.of(taikai.print.words.Labels.BUNDLE, language).say("what." + word());
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
