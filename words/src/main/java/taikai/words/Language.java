package taikai.words;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages Taikai speaks. English is the language every sentence is written in first and the
 * one a translation falls back to, key by key, where it has no sentence of its own (decision 0042).
 */
public enum Language {
    ENGLISH("en", "English"),
    JAPANESE("ja", "日本語"),
    FRENCH("fr", "Français"),
    GERMAN("de", "Deutsch"),
    DUTCH("nl", "Nederlands"),
    SPANISH("es", "Español");

    private final String tag;
    private final String ownName;

    Language(String tag, String ownName) {
        this.tag = tag;
        this.ownName = ownName;
    }

    /** The language's BCP 47 tag ("ja"), as settings and the public site's switch store it. */
    public String tag() {
        return tag;
    }

    /** The language's name in itself ("Deutsch"), as a menu of languages lists it. */
    public String ownName() {
        return ownName;
    }

    /** The locale dates, times and numbers are formatted in. */
    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /** The language of a tag or locale name ("de", "de-CH", "de_DE"), if Taikai speaks it. */
    public static Optional<Language> of(String tagOrLocale) {
        if (tagOrLocale == null || tagOrLocale.isBlank()) {
            return Optional.empty();
        }
        String primary = Locale.forLanguageTag(tagOrLocale.strip().replace('_', '-')).getLanguage();
        for (Language language : values()) {
            if (language.tag.equals(primary)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /** The language of a locale, English where Taikai does not speak it. */
    public static Language of(Locale locale) {
        return of(locale.toLanguageTag()).orElse(ENGLISH);
    }

    /** The system's language (the desktop's and the command line's default), English if unknown. */
    public static Language system() {
        return of(Locale.getDefault());
    }

    /**
     * The language a browser asks for first among those Taikai speaks, from an HTTP
     * {@code Accept-Language} header ("de-CH,de;q=0.9,en;q=0.8"); English when none is spoken or
     * the header is absent or malformed.
     */
    public static Language fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return ENGLISH;
        }
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(header);
        } catch (IllegalArgumentException malformed) {
            return ENGLISH;
        }
        List<Locale.LanguageRange> ordered = new ArrayList<>(ranges);
        ordered.sort(Comparator.comparingDouble(Locale.LanguageRange::getWeight).reversed());
        for (Locale.LanguageRange range : ordered) {
            if (range.getWeight() <= 0) {
                continue;
            }
            Optional<Language> spoken = of(range.getRange());
            if (spoken.isPresent()) {
                return spoken.get();
            }
        }
        return ENGLISH;
    }
}
