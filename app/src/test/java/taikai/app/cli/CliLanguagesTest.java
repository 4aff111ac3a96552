package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.ResourceBundle;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import taikai.app.testing.Folders;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The command line speaks the language it is started in (decision 0042): its own sentences, its
 * answers to bad usage and its help are the bundles' in that language, never the English ones.
 */
class CliLanguagesTest {
    @TempDir
    Path temp;

    private record Run(int exit, String out, String err) {
    }

    private Run run(Language language, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli(() -> temp.resolve("settings"), language).run(List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Words english() {
        return CliWords.of(Language.ENGLISH);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void checkSaysItsSummaryOfTheSampleInTheLanguage(Language language) throws IOException {
        Run run = run(language, "check", sample().toString());
        assertEquals(Cli.OK, run.exit(), run.err());
        String said = CliWords.of(language).say("check.fine", 8);
        assertNotEquals(english().say("check.fine", 8), said, "the bundle's own sentence");
        assertEquals(said + System.lineSeparator(), run.out());
        assertFalse(run.out().contains("No problems"), run.out());
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void generateRefusesAFolderThatHoldsFilesInTheLanguage(Language language) throws IOException {
        Path full = Files.createDirectories(temp.resolve("full"));
        Files.writeString(full.resolve("notes.txt"), "mine");
        Run run = run(language, "generate", full.toString());
        assertEquals(Cli.USAGE, run.exit());
        String said = CliWords.of(language).say("generate.notEmpty", full);
        assertNotEquals(english().say("generate.notEmpty", full), said);
        assertEquals(said + System.lineSeparator(), run.err());
        assertFalse(run.err().contains("already holds files"), run.err());
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void aWordAnOptionCannotTakeIsSaidInTheLanguage(Language language) throws IOException {
        Path data = Files.createDirectories(temp.resolve("data"));
        Run run = run(language, "serve", data.toString(), "--port", "http");
        assertEquals(Cli.USAGE, run.exit());
        assertTrue(run.err().startsWith(CliWords.of(language).say("serve.portRefused", "http")), run.err());
        assertFalse(run.err().contains("needs a port number"), run.err());
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theHelpPageAndACommandsHelpAreInTheLanguage(Language language) {
        ResourceBundle help = CliWords.help(language);
        ResourceBundle englishHelp = CliWords.help(Language.ENGLISH);
        Run page = run(language, "--help");
        assertEquals(Cli.OK, page.exit(), page.err());
        assertTrue(page.out().startsWith(help.getString("page.header")), page.out());
        assertTrue(flat(page.out()).contains(flat(help.getString("check.usage.description"))), page.out());
        assertTrue(page.out().contains("./taikai check DIR"), "the words typed stay as they are typed: " + page.out());
        assertFalse(page.out().contains(englishHelp.getString("page.header")), page.out());
        assertFalse(flat(page.out()).contains(flat(englishHelp.getString("check.usage.description"))), page.out());

        Run serve = run(language, "serve", "--help");
        assertEquals(Cli.OK, serve.exit(), serve.err());
        assertTrue(flat(serve.out()).contains(flat(help.getString("serve.usage.description"))), serve.out());
        assertTrue(flat(serve.out()).contains(flat(help.getString("serve.port").replace("${DEFAULT-VALUE}", "7070"))),
                serve.out());
        assertFalse(serve.out().contains("Exit codes:"), serve.out());
    }

    /** The text without its white space, so a sentence the help wraps over two lines is still found. */
    private static String flat(String text) {
        return text.replaceAll("\\s+", "");
    }

    /** The sample as a package ships it: without a log a run of the folder's launcher may have left in it. */
    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void checkSaysAFilesProblemInTheLanguageAtTheSamePlace(Language language) throws IOException {
        Path folder = sample();
        Path tournament = folder.resolve("tournament.md");
        Files.writeString(tournament, Files.readString(tournament).replace("mode: officiated", "mode: lenient"));
        Run run = run(language, "check", folder.toString());
        Words app = Words.of("taikai.app.words.words", language);
        String said = app.say("problem.tournament-mode-not-known", "lenient");
        assertNotEquals(Words.of("taikai.app.words.words", Language.ENGLISH)
                .say("problem.tournament-mode-not-known", "lenient"), said, "the bundle's own sentence");
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("tournament.md:") && line.endsWith(": " + said)),
                run.out());
        assertFalse(run.out().contains("officiated or self-run"), run.out());
    }

    private Path sample() throws IOException {
        Path copy = temp.resolve("sample");
        Folders.copy(Folders.sample(), copy);
        Path log = copy.resolve(".wal");
        if (Files.isDirectory(log)) {
            try (Stream<Path> walk = Files.walk(log)) {
                for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
        return copy;
    }
}
