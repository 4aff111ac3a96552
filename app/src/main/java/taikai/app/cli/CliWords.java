package taikai.app.cli;

import java.util.Collections;
import java.util.Enumeration;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import taikai.words.Language;
import taikai.words.Words;

/**
 * Where the command line's words come from (decision 0042): its own sentences in {@value #BUNDLE}, said
 * through {@link Words}; the usage help (commands', options' and parameters' descriptions, headings, the
 * exit codes and the program's help page) in {@value #HELP}, which picocli reads itself. The language is
 * the system's, chosen once where {@link Cli} starts.
 */
final class CliWords {
    /** The command line's sentences (MessageFormat patterns). */
    static final String BUNDLE = "taikai.app.cli.words";
    /** The usage help, in picocli's own format ({@code %n} a line end, {@code ${DEFAULT-VALUE}} and the like). */
    static final String HELP = "taikai.app.cli.help";

    private CliWords() {
    }

    static Words of(Language language) {
        return Words.of(BUNDLE, language);
    }

    /** The help in {@code language}, falling back to English key by key, never to the system's language. */
    static ResourceBundle help(Language language) {
        Locale locale = language == Language.ENGLISH ? Locale.ROOT : language.locale();
        return ResourceBundle.getBundle(HELP, locale, CliWords.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /**
     * The help as one command reads it: a key written for this command ({@code check.usage.description},
     * {@code standby.DIR}) before the key every command shares ({@code DIR}, {@code help},
     * {@code usage.exitCodeList.0}), so one file holds the help of every command whatever name the
     * program is called by.
     */
    static final class OneCommand extends ResourceBundle {
        private final ResourceBundle help;
        private final String prefix;

        OneCommand(ResourceBundle help, String command) {
            this.help = help;
            this.prefix = command + ".";
        }

        @Override
        protected Object handleGetObject(String key) {
            if (help.containsKey(prefix + key)) {
                return help.getObject(prefix + key);
            }
            return help.containsKey(key) ? help.getObject(key) : null;
        }

        @Override
        protected Set<String> handleKeySet() {
            Set<String> keys = new TreeSet<>();
            for (String key : help.keySet()) {
                keys.add(key.startsWith(prefix) ? key.substring(prefix.length()) : key);
            }
            return keys;
        }

        @Override
        public Enumeration<String> getKeys() {
            return Collections.enumeration(handleKeySet());
        }

        @Override
        public Locale getLocale() {
            return help.getLocale();
        }
    }
}
