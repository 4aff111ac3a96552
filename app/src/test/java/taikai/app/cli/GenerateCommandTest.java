package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/** {@code taikai generate}: what it writes, and the command lines it refuses with a sentence (exit 2). */
class GenerateCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void generateWritesAFolderThatCheckFindsClean(@TempDir Path dir) {
        Path target = dir.resolve("new");
        assertEquals(Cli.OK, run("generate", target.toString(), "--entrants", "24", "--competitions", "2", "--seed", "5"),
                text(err));
        assertTrue(text(out).startsWith("Wrote "), text(out));
        assertEquals(Cli.OK, run("check", target.toString()), text(out));
    }

    @Test
    void aFolderThatHoldsFilesIsRefusedAndLeftAlone(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "mine");
        assertEquals(Cli.USAGE, run("generate", dir.toString()));
        assertTrue(text(err).contains("already holds files"), text(err));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void tooFewEntrantsForTheCompetitionsIsRefused(@TempDir Path dir) {
        assertEquals(Cli.USAGE, run("generate", dir.resolve("x").toString(), "--entrants", "10", "--competitions", "4"));
        assertTrue(text(err).contains("10 entrants cannot fill 4 competitions."), text(err));
        assertFalse(Files.exists(dir.resolve("x")));
    }

    @Test
    void anOptionWithoutANumberIsRefused() {
        assertEquals(Cli.USAGE, run("generate", "somewhere", "--seed", "abc"));
        assertTrue(text(err).startsWith("Invalid value for option '--seed': \"abc\" is not a whole number."), text(err));
    }

    @Test
    void anUnknownOptionOrASecondFolderIsRefused() {
        assertEquals(Cli.USAGE, run("generate", "one", "--size", "3"));
        assertEquals(Cli.USAGE, run("generate", "one", "two"));
        assertEquals(Cli.USAGE, run("generate"));
    }

    @Test
    void helpListsGenerate() {
        assertEquals(Cli.OK, run("--help"));
        assertTrue(text(out).contains("./taikai generate DIR"), text(out));
    }

    private int run(String... args) {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
