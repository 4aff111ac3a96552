package taikai.storage.problem;

import java.util.List;

/**
 * What a parser found, as a problem's argument (decision 0050): its English words ({@link
 * ParserWords}), and a code with arguments another language says them by. A phrase may hold one
 * other phrase (the character it found), never deeper.
 *
 * <p>As an argument it is one text: the English, then the code and the arguments, each after the
 * file separator character; a phrase inside it is its code and text after the escape character.
 * None of these characters stands in a file's text as a parser names it. Only the app's words read
 * it; the English is what the problem's own sentence holds.
 */
public record Phrase(String code, String english, List<Object> arguments) {
    /** Starts a phrase argument: the group separator. */
    public static final String MARK = "\u001d";
    /** Between the parts of a phrase argument: the file separator. */
    public static final String SEP = "\u001c";
    /** Starts a phrase inside a phrase: the escape character, its code and text joined by the unit separator. */
    public static final String INNER = "\u001b";
    public static final String INNER_SEP = "\u001a";

    public Phrase {
        arguments = List.copyOf(arguments);
    }

    static Phrase of(String code, String english, Object... arguments) {
        return new Phrase(code, english, List.of(arguments));
    }

    /** The phrase as one argument of a coded problem. */
    public String argument() {
        StringBuilder text = new StringBuilder(MARK).append(english).append(SEP).append(code);
        for (Object argument : arguments) {
            text.append(SEP);
            if (argument instanceof Phrase inner) {
                text.append(INNER).append(inner.code).append(INNER_SEP)
                        .append(inner.arguments.isEmpty() ? "" : String.valueOf(inner.arguments.get(0)));
            } else {
                text.append(argument);
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return english;
    }
}
