package taikai.ui.words;

import java.util.Map;
import taikai.ui.settings.SettingsFile;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The desktop's language as this laptop keeps it (decision 0048): the settings folder's
 * {@code desktop.properties}, key {@value DeskWords#SETTING}, as a tag ("ja"). Never in the data
 * folder, so two laptops in different languages share one tournament. Touches the disk: call it off
 * the FX thread.
 */
public final class DeskLanguage {
    private DeskLanguage() {
    }

    /** The language kept in {@code settings}; the system's language when none is kept or the tag is unknown. */
    public static Language chosen(SettingsFile settings) {
        return Language.of(settings.read().get(DeskWords.SETTING)).orElse(Language.system());
    }

    /** Keeps {@code language} as the desktop's language. */
    public static void keep(SettingsFile settings, Language language) {
        settings.update(Map.of(DeskWords.SETTING, language.tag()));
    }

    /** The language choice's name, for a screen reader and its tooltip's first words, in the desktop's language. */
    public static String label() {
        return DeskWords.of(DeskLanguage.class).say("language.label");
    }

    /** What the language choice's tooltip says, in the desktop's language. */
    public static String tooltip() {
        return DeskWords.of(DeskLanguage.class).say("language.tooltip");
    }

    /** What the status line says once a language is kept, in that language, since its reader chose it. */
    public static String keptSentence(Language kept) {
        return Words.of(DeskWords.bundleOf(DeskLanguage.class), kept).say("language.kept", kept.ownName());
    }
}
