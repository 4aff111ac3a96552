package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import taikai.words.Coverage;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The command line's bundles (decision 0042): every key its code says is written in English, every
 * translation has every English key with English's arguments and none English dropped, the help keeps
 * picocli's variables and the exit codes' numbers, and every command, option and parameter has its help
 * in every language.
 */
class CliWordsTest {
    private static final Path SOURCES = Path.of("src", "main", "java", "taikai", "app", "cli");
    private static final Pattern SAID = Pattern.compile("(?:say|Refused|NotANumber)\\(\"([a-zA-Z0-9_.]+)\"");
    private static final Pattern HELP_SAID = Pattern.compile("getString\\(\"([a-zA-Z0-9_.]+)\"");
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{[A-Z-]+}|%n");
    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");
    private static final List<String> BUNDLES = List.of(CliWords.BUNDLE, CliWords.HELP);

    @Test
    void everyKeyTheCodeSaysIsWrittenInEnglish() throws IOException {
        Set<String> sentences = Coverage.of(CliWords.BUNDLE).keys();
        Set<String> help = Coverage.of(CliWords.HELP).keys();
        List<String> unwritten = new ArrayList<>();
        int said = 0;
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file);
                for (Matcher m = SAID.matcher(text); m.find(); said++) {
                    if (!sentences.contains(m.group(1))) {
                        unwritten.add(file.getFileName() + ": " + m.group(1));
                    }
                }
                for (Matcher m = HELP_SAID.matcher(text); m.find(); said++) {
                    if (!help.contains(m.group(1))) {
                        unwritten.add(file.getFileName() + ": " + m.group(1) + " (help)");
                    }
                }
            }
        }
        assertTrue(said > 80, "the scan finds the code's sentences: " + said);
        assertEquals(List.of(), unwritten, "keys the command line says that its English bundles do not have");
    }

    @Test
    void everyTranslationHasEveryEnglishKeyWithTheSameArguments() {
        for (String bundle : BUNDLES) {
            Coverage coverage = Coverage.of(bundle);
            for (Language language : Language.values()) {
                if (language == Language.ENGLISH) {
                    continue;
                }
                List<String> missing = coverage.missing(language);
                System.out.println(bundle + " in " + language.tag() + ": " + missing.size() + " keys said in English"
                        + (missing.isEmpty() ? "" : ": " + missing));
                assertEquals(List.of(), missing, bundle + ": keys still said in English, in " + language.tag());
                assertEquals(List.of(), coverage.stale(language), bundle + ": keys English no longer has, in " + language.tag());
                assertEquals(List.of(), coverage.argumentsDiffer(language),
                        bundle + ": sentences whose arguments differ from English's, in " + language.tag());
            }
        }
    }

    @Test
    void everySentenceIsAPatternEachLanguageCanFormat() {
        for (Language language : Language.values()) {
            Words words = CliWords.of(language);
            for (String key : Coverage.of(CliWords.BUNDLE).keys()) {
                String said = words.say(key, 3, 2, "x", "y", "z", "w", "v");
                assertFalse(said.contains("{") || said.contains("''"), key + " is not said whole in " + language.tag() + ": " + said);
            }
        }
    }

    @Test
    void apostrophesAreWrittenAsEachReaderWantsThem() {
        for (Language language : Language.values()) {
            Properties sentences = Coverage.own(CliWords.BUNDLE, language).orElseThrow();
            for (String key : sentences.stringPropertyNames()) {
                assertFalse(LONE_APOSTROPHE.matcher(sentences.getProperty(key)).find(),
                        "MessageFormat needs '' for an apostrophe: " + key + " in " + language.tag());
            }
            Properties help = Coverage.own(CliWords.HELP, language).orElseThrow();
            for (String key : help.stringPropertyNames()) {
                assertFalse(help.getProperty(key).contains("''"), "picocli shows '' as it is: " + key + " in " + language.tag());
            }
        }
    }

    @Test
    void theHelpKeepsPicocliVariablesLineEndsAndTheExitCodesNumbers() {
        Properties english = Coverage.own(CliWords.HELP, Language.ENGLISH).orElseThrow();
        for (Language language : Language.values()) {
            Properties help = Coverage.own(CliWords.HELP, language).orElseThrow();
            for (String key : help.stringPropertyNames()) {
                String ours = help.getProperty(key);
                String theirs = english.getProperty(key, "");
                assertEquals(variables(theirs), variables(ours), key + " in " + language.tag());
                if (key.contains("exitCodeList.")) {
                    assertEquals(theirs.substring(0, theirs.indexOf(':') + 1), ours.substring(0, ours.indexOf(':') + 1),
                            key + " in " + language.tag());
                }
            }
        }
    }

    @Test
    void everyCommandOptionAndParameterHasItsHelpInEveryLanguage() {
        for (Language language : Language.values()) {
            CommandLine line = new Cli(() -> Path.of("settings"), language).commandLine();
            List<String> silent = new ArrayList<>();
            check(line.getCommandSpec(), false, silent);
            for (CommandLine command : line.getSubcommands().values()) {
                check(command.getCommandSpec(), true, silent);
            }
            assertEquals(List.of(), silent, "help with no words, in " + language.tag());
        }
    }

    private static void check(CommandSpec spec, boolean described, List<String> silent) {
        if (described && String.join("", spec.usageMessage().description()).isBlank()) {
            silent.add(spec.name());
        }
        List<ArgSpec> args = new ArrayList<>(spec.options());
        args.addAll(spec.positionalParameters());
        for (ArgSpec arg : args) {
            if (String.join("", arg.description()).isBlank()) {
                silent.add(spec.name() + " " + arg.paramLabel() + " " + arg);
            }
        }
    }

    private static List<String> variables(String text) {
        List<String> found = new ArrayList<>();
        for (Matcher m = VARIABLE.matcher(text); m.find(); ) {
            found.add(m.group());
        }
        return found;
    }
}
