package taikai.ui.words;

import java.util.Objects;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The desktop's sentences in the language this laptop's desktop speaks (decision 0042). Each screen
 * package keeps its own bundle beside its code, {@code taikai/ui/<package>/words.properties} in
 * English with {@code words_ja.properties} and the others beside it, so a screen's words are found
 * where its code is.
 *
 * <p>The language is a setting of this laptop (the settings folder's {@code desktop.properties},
 * key {@value #SETTING}), read once when the desktop starts, the system's language when unset. It
 * is the one process-wide choice the desktop makes, like the JDK's default locale: it is chosen
 * before the first screen is built and every screen built afterwards speaks it.
 */
public final class DeskWords {
    /** The settings key that keeps the desktop's language, as a tag ("ja"). */
    public static final String SETTING = "language";

    private static volatile Language language = Language.system();

    private DeskWords() {
    }

    /** The language the desktop's screens are built in. */
    public static Language language() {
        return language;
    }

    /** Chooses the language for the screens built from now on (at start, and by the settings). */
    public static void use(Language chosen) {
        language = Objects.requireNonNull(chosen, "chosen");
    }

    /** The sentences of {@code screen}'s package ({@code taikai.ui.entrants.words}) in the desktop's language. */
    public static Words of(Class<?> screen) {
        return Words.of(bundleOf(screen), language);
    }

    /** The bundle base name of {@code screen}'s package. */
    public static String bundleOf(Class<?> screen) {
        return screen.getPackageName() + ".words";
    }
}
