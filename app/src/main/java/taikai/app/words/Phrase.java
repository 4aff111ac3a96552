package taikai.app.words;

import java.util.ArrayList;
import java.util.List;
import taikai.words.Language;

/**
 * A sentence of the app's bundle by its whole key, with plain arguments, for what the app tells a
 * person that is not a rule's refusal or a change's answer: the court table's sender and hall client
 * ("The hall laptop at ... cannot be reached (...)"). An argument may itself be a phrase (the reason
 * inside the sentence), said in the same language. Its English is what the log and the tests read;
 * a screen says it in its own language with {@link #in(Language)}.
 */
public record Phrase(String key, List<Object> arguments) {
    /** Nothing to say. */
    public static final Phrase NONE = new Phrase("", List.of());

    public Phrase {
        key = key == null ? "" : key;
        arguments = List.copyOf(arguments);
    }

    /** The bundle's sentence {@code key}; refused at once when the English bundle does not have it. */
    public static Phrase of(String key, Object... arguments) {
        if (!Said.words(Language.ENGLISH).has(key)) {
            throw new IllegalArgumentException("The app's bundle has no sentence " + key + ".");
        }
        return new Phrase(key, List.of(arguments));
    }

    public boolean isEmpty() {
        return key.isEmpty();
    }

    /** The sentence in {@code language}, its phrase arguments said in the same language first. */
    public String in(Language language) {
        if (key.isEmpty()) {
            return "";
        }
        List<Object> said = new ArrayList<>(arguments.size());
        for (Object argument : arguments) {
            said.add(argument instanceof Phrase phrase ? phrase.in(language) : argument);
        }
        return Said.words(language).say(key, said.toArray());
    }

    /** The sentence in English. */
    public String english() {
        return in(Language.ENGLISH);
    }
}
