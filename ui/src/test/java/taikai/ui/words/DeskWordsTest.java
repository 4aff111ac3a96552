package taikai.ui.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import taikai.words.Coverage;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The desktop's bundles (decision 0042), one per screen package: every key a package's code says is
 * written in its English bundle, no translation keeps a key English dropped or loses an argument,
 * and the keys still said in English are printed in every build.
 */
class DeskWordsTest {
    private static final Path RESOURCES = Path.of("src", "main", "resources");
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Pattern SAID = Pattern.compile("(?:say|has)\\(\"([a-z0-9_.-]+)\"");

    @Test
    void everyTranslationKeepsNoStaleKeyAndTheArgumentsOfEnglish() throws IOException {
        for (String bundle : bundles()) {
            Coverage coverage = Coverage.of(bundle);
            for (Language language : Language.values()) {
                if (language == Language.ENGLISH) {
                    continue;
                }
                List<String> missing = coverage.missing(language);
                System.out.println(bundle + " in " + language.tag() + ": " + missing.size() + " keys said in English"
                        + (missing.isEmpty() ? "" : ": " + missing));
                assertEquals(List.of(), coverage.stale(language), bundle + ": keys English no longer has, in " + language.tag());
                assertEquals(List.of(), coverage.argumentsDiffer(language),
                        bundle + ": sentences whose arguments differ from English's, in " + language.tag());
            }
        }
    }

    @Test
    void everySentenceIsAPatternEachLanguageCanFormat() throws IOException {
        for (String bundle : bundles()) {
            for (Language language : Language.values()) {
                Words words = Words.of(bundle, language);
                for (String key : Coverage.of(bundle).keys()) {
                    String said = words.say(key, 3, 2, "x", "y", "z", "w");
                    assertFalse(said.contains("{"), bundle + " " + key + " leaves an argument unfilled in " + language.tag());
                }
            }
        }
    }

    @Test
    void everyKeyAPackageSaysIsWrittenInItsEnglishBundle() throws IOException {
        List<String> unwritten = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String text = Files.readString(file);
                if (!text.contains("DeskWords")) {
                    continue;
                }
                String bundle = SOURCES.relativize(file.getParent()).toString().replace(java.io.File.separatorChar, '.') + ".words";
                Set<String> known = Files.exists(RESOURCES.resolve(bundle.replace('.', '/') + ".properties"))
                        ? Coverage.of(bundle).keys() : Set.of();
                Matcher said = SAID.matcher(text);
                while (said.find()) {
                    if (!said.group(1).endsWith(".") && !known.contains(said.group(1))) {
                        unwritten.add(file.getFileName() + ": " + said.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), unwritten, "keys the code says that its package's English bundle does not have");
    }

    /** Every desktop bundle's base name, from the English files under the resources. */
    static Set<String> bundles() throws IOException {
        Set<String> bundles = new TreeSet<>();
        try (Stream<Path> files = Files.walk(RESOURCES.resolve("taikai/ui"))) {
            files.filter(f -> f.getFileName().toString().equals("words.properties"))
                    .forEach(f -> bundles.add(RESOURCES.relativize(f).toString()
                            .replace(java.io.File.separatorChar, '/').replace(".properties", "").replace('/', '.')));
        }
        return bundles;
    }
}
