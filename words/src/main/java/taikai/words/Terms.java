package taikai.words;

/**
 * The kendo and naginata terms (men, kote, do, tsuki, hansoku, encho, hikiwake, hantei, kiken,
 * fusenpai, fusensho, daihyosen, ...): the same words in every language written in Latin script,
 * and in Japanese script in Japanese (decision 0042). A surface says "{0} wins by {1}" in its own
 * bundle and takes the term from here.
 */
public final class Terms {
    /** The terms' bundle. */
    public static final String BUNDLE = "taikai.words.terms";

    private Terms() {
    }

    /** The terms as {@code language} writes them. */
    public static Words in(Language language) {
        return Words.of(BUNDLE, language);
    }
}
