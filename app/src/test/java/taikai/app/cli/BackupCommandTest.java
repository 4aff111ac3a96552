package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/** {@code taikai backup DIR DEST}: the copy's path and file count, and the refusals with their exit codes. */
class BackupCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void backupPrintsTheCopyAndItsFileCountAndCheckFindsTheCopyClean(@TempDir Path dir) {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "1", "--seed", "3"),
                text(err));
        out.reset();
        assertEquals(Cli.OK, run("backup", data.toString(), dir.toString()), text(err));
        String printed = text(out).strip();
        assertTrue(printed.matches("Backed up to .*club-backup-\\d{4}-\\d\\d-\\d\\d-\\d{6} \\(\\d+ files\\)\\."), printed);
        Path copy = Path.of(printed.substring("Backed up to ".length(), printed.lastIndexOf(" (")));
        assertTrue(Files.isRegularFile(copy.resolve("tournament.md")));
        out.reset();
        assertEquals(Cli.OK, run("check", copy.toString()), text(out));
    }

    @Test
    void aDestinationInsideTheFolderExits1WithASentence(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "1", "--seed", "3"));
        err.reset();
        assertEquals(Cli.PROBLEMS, run("backup", data.toString(), data.resolve("competitions").toString()));
        assertTrue(text(err).contains("is inside the data folder"), text(err));
        try (Stream<Path> left = Files.list(data.resolve("competitions"))) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().contains("-backup-")));
        }
    }

    @Test
    void aWrongCommandLineExits2(@TempDir Path dir) {
        assertEquals(Cli.USAGE, run("backup", dir.toString()));
        assertTrue(text(err).startsWith("Missing required parameter: 'DEST'"), text(err));
        assertTrue(text(err).contains("Usage: ./taikai backup [-hV] [--debug] DIR DEST"), text(err));
        err.reset();
        assertEquals(Cli.USAGE, run("backup", dir.toString(), dir.toString()));
        assertEquals(dir + " is not a data folder: it holds no tournament.md.", text(err).strip());
    }

    @Test
    void exportWritesCsvFilesAndRefusesAnUnknownOptionOrCompetition(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "1", "--seed", "3"));
        out.reset();
        assertEquals(Cli.OK, run("export", data.toString(), dir.resolve("csv").toString()), text(err));
        assertTrue(text(out).startsWith("Exported "), text(out));
        try (Stream<Path> written = Files.list(dir.resolve("csv"))) {
            assertTrue(written.allMatch(p -> p.getFileName().toString().endsWith(".csv")));
        }
        assertEquals(Cli.PROBLEMS, run("export", data.toString(), dir.resolve("csv").toString(), "--competition", "nope"));
        assertTrue(text(err).startsWith("The tournament has no competition \"nope\""), text(err));
        assertEquals(Cli.USAGE, run("export", data.toString(), dir.toString(), "--pool", "A"));
        assertEquals(Cli.USAGE, run("export", data.toString(), dir.toString(), "--competition"));
        assertEquals(Cli.USAGE, run("export", data.toString()));
    }

    private int run(String... args) {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
