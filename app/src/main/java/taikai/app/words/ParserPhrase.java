package taikai.app.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import taikai.storage.problem.Phrase;
import taikai.words.Language;
import taikai.words.Words;

/**
 * What a parser found ({@link Phrase}), inside a problem's arguments, said in the reader's language
 * from {@code phrase.<code>} of the app's bundle, the character it names said from its own phrase;
 * in English exactly the words storage wrote.
 */
final class ParserPhrase {
    private static final Pattern SEP = Pattern.compile(Pattern.quote(Phrase.SEP));
    private static final Pattern INNER_SEP = Pattern.compile(Pattern.quote(Phrase.INNER_SEP));

    private ParserPhrase() {
    }

    /** The phrase an argument holds, in {@code language}; empty for an argument that holds none. */
    static Optional<String> said(Object argument, Language language) {
        if (!(argument instanceof String text) || !text.startsWith(Phrase.MARK)) {
            return Optional.empty();
        }
        String[] parts = SEP.split(text.substring(Phrase.MARK.length()), -1);
        if (parts.length < 2) {
            return Optional.empty();
        }
        Words words = Said.words(language);
        if (language == Language.ENGLISH || !words.has("phrase." + parts[1])) {
            return Optional.of(parts[0]);
        }
        List<Object> arguments = new ArrayList<>();
        for (int i = 2; i < parts.length; i++) {
            if (parts[i].startsWith(Phrase.INNER)) {
                String[] inner = INNER_SEP.split(parts[i].substring(Phrase.INNER.length()), -1);
                arguments.add(words.say("phrase." + inner[0], inner.length > 1 ? inner[1] : ""));
            } else {
                arguments.add(parts[i]);
            }
        }
        return Optional.of(words.say("phrase." + parts[1], arguments.toArray()));
    }
}
