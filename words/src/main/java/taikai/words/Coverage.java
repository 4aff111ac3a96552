package taikai.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How complete a surface's translations are (decision 0042): for each language, the English keys it
 * has no sentence for (said in English until translated), the keys it has that English no longer
 * has (left behind by a change), and the sentences whose arguments differ from English's (a
 * translation that drops "{1}" loses a name). Each module's bundle test prints the first list and
 * fails on the other two.
 */
public final class Coverage {
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    private final String bundle;
    private final Properties english;

    private Coverage(String bundle) {
        this.bundle = bundle;
        this.english = read(bundle, Language.ENGLISH)
                .orElseThrow(() -> new IllegalArgumentException("No English file for bundle " + bundle));
    }

    /** The coverage of a bundle by its base name ("taikai.print.words"). */
    public static Coverage of(String bundle) {
        return new Coverage(bundle);
    }

    /** English's keys, sorted. */
    public Set<String> keys() {
        return new TreeSet<>(english.stringPropertyNames());
    }

    /** The English keys {@code language} has no sentence for, sorted. */
    public List<String> missing(Language language) {
        return absent(english, translated(language));
    }

    /** The keys {@code language} has that English does not, sorted. */
    public List<String> stale(Language language) {
        return absent(translated(language), english);
    }

    /** The keys of {@code from}, sorted, that {@code in} lacks. */
    private static List<String> absent(Properties from, Properties in) {
        List<String> absent = new ArrayList<>();
        for (String key : new TreeSet<>(from.stringPropertyNames())) {
            if (!in.containsKey(key)) {
                absent.add(key);
            }
        }
        return absent;
    }

    private Properties translated(Language language) {
        return read(bundle, language).orElseGet(Properties::new);
    }

    /** The keys whose sentence in {@code language} uses other argument numbers than English's. */
    public List<String> argumentsDiffer(Language language) {
        Properties translated = translated(language);
        List<String> differ = new ArrayList<>();
        for (String key : new TreeSet<>(translated.stringPropertyNames())) {
            if (english.containsKey(key)
                    && !arguments(english.getProperty(key)).equals(arguments(translated.getProperty(key)))) {
                differ.add(key);
            }
        }
        return differ;
    }

    private static Set<String> arguments(String pattern) {
        Set<String> numbers = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(pattern);
        while (m.find()) {
            numbers.add(m.group(1));
        }
        return numbers;
    }

    /**
     * A bundle's own file for one language, without any fallback; empty when the language has none.
     * What a surface that hands its sentences on whole (the public site's words.json) reads too.
     */
    public static java.util.Optional<Properties> own(String bundle, Language language) {
        return read(bundle, language);
    }

    private static java.util.Optional<Properties> read(String bundle, Language language) {
        String name = bundle.replace('.', '/') + (language == Language.ENGLISH ? "" : "_" + language.tag())
                + ".properties";
        try (InputStream in = Coverage.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                return java.util.Optional.empty();
            }
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return java.util.Optional.of(properties);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + name, e);
        }
    }
}
