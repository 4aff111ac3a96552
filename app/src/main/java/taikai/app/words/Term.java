package taikai.app.words;

import java.util.Optional;
import taikai.words.Language;
import taikai.words.Terms;

/**
 * A kendo or naginata term inside an answer's arguments (decision 0042): English and the other
 * languages in Latin script write it as it is, Japanese in its own script. An answer's other
 * arguments (names, dojos, courts) are never translated, so a term is marked to be told apart; a
 * word the terms do not hold ("kiken-injury") is said as it is.
 */
public final class Term {
    /** Marks a term argument: the record separator, a character no name or term holds. */
    private static final String MARK = "\u001e";

    private Term() {
    }

    /** The argument for {@code word}: marked where the terms hold it, the word itself otherwise. */
    public static String of(String word) {
        return Terms.in(Language.ENGLISH).has(word) ? MARK + word : word;
    }

    /** The term an argument names, in {@code language}; empty for an argument that is no marked term. */
    static Optional<String> said(Object argument, Language language) {
        if (!(argument instanceof String text) || !text.startsWith(MARK)) {
            return Optional.empty();
        }
        String word = text.substring(MARK.length());
        return Optional.of(Terms.in(language).has(word) ? Terms.in(language).say(word) : word);
    }
}
