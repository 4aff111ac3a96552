package taikai.words;

import java.text.MessageFormat;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The sentences of one surface (a bundle such as {@code taikai.print.words}) in one language
 * (decision 0042). A sentence is asked for by its key with its arguments and formatted by the JDK's
 * {@link MessageFormat} in the language's locale, so "{0,number}" and "{1,choice,...}" follow the
 * language. A key the language's bundle lacks is said in English; a key English lacks is a
 * programming error the bundle tests catch, said as the key in brackets rather than failing a
 * person's screen.
 *
 * <p>The bundles are UTF-8 {@code .properties} files beside the code that speaks them:
 * {@code words.properties} is English, {@code words_ja.properties} Japanese, and so on. The system's
 * locale never leaks into the chain: a Japanese bundle missing a key falls back to English, not to
 * the laptop's German.
 */
public final class Words {
    private static final ResourceBundle.Control NO_SYSTEM_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    private static final ConcurrentMap<Key, Words> OPENED = new ConcurrentHashMap<>();

    private record Key(String bundle, Language language) {
    }

    private final String bundle;
    private final Language language;
    private final ResourceBundle sentences;
    private final ResourceBundle english;

    private Words(String bundle, Language language) {
        this.bundle = bundle;
        this.language = language;
        ClassLoader loader = Words.class.getClassLoader();
        this.english = ResourceBundle.getBundle(bundle, Locale.ROOT, loader, NO_SYSTEM_FALLBACK);
        this.sentences = language == Language.ENGLISH ? english
                : ResourceBundle.getBundle(bundle, language.locale(), loader, NO_SYSTEM_FALLBACK);
    }

    /**
     * The sentences of {@code bundle} (a base name such as {@code taikai.print.words}) in
     * {@code language}. Bundles are read once per process: they are part of the program, not state.
     *
     * @throws MissingResourceException if the bundle has no English file at all
     */
    public static Words of(String bundle, Language language) {
        Objects.requireNonNull(bundle, "bundle");
        Objects.requireNonNull(language, "language");
        return OPENED.computeIfAbsent(new Key(bundle, language), key -> new Words(key.bundle, key.language));
    }

    /** The language these sentences are in. */
    public Language language() {
        return language;
    }

    /** The same surface's sentences in another language. */
    public Words in(Language other) {
        return of(bundle, other);
    }

    /** Whether the surface has a sentence for this key (in English at least). */
    public boolean has(String key) {
        return english.containsKey(key);
    }

    /**
     * The sentence for {@code key} with its arguments in place, in this language where it has one
     * and in English otherwise.
     */
    public String say(String key, Object... arguments) {
        String pattern = pattern(key);
        if (pattern == null) {
            return "[" + key + "]";
        }
        if (arguments.length == 0 && pattern.indexOf('{') < 0) {
            return pattern.replace("''", "'");
        }
        return new MessageFormat(pattern, language.locale()).format(arguments);
    }

    /**
     * How many arguments the English sentence for {@code key} takes (one past its highest
     * {@code {n}}); 0 for a key the surface does not have.
     */
    public int arguments(String key) {
        return english.containsKey(key) ? new MessageFormat(english.getString(key), Locale.ROOT).getFormatsByArgumentIndex().length : 0;
    }

    private String pattern(String key) {
        if (sentences.containsKey(key)) {
            return sentences.getString(key);
        }
        return english.containsKey(key) ? english.getString(key) : null;
    }

    /** A date as the language writes it in a sentence ("2 Dec 2026", "2026/12/02"). */
    public String date(LocalDate date) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(language.locale()).format(date);
    }

    /** A clock time as the language writes it ("09:30", "9:30"), to the minute. */
    public String time(LocalTime time) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(language.locale()).format(time);
    }

    /** A date and time, to the minute. */
    public String dateTime(LocalDateTime at) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(language.locale()).format(at);
    }

    /** A whole number with the language's grouping ("3,000", "3.000", "3 000"). */
    public String number(long value) {
        return java.text.NumberFormat.getIntegerInstance(language.locale()).format(value);
    }

    @Override
    public String toString() {
        return bundle + " in " + language.tag();
    }
}
