package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/** {@code taikai upgrade DIR} says what it did to the bytes: nothing, or how many files it rewrote. */
class UpgradeCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void aFolderAlreadyInTheCurrentFormatIsSaidToBeUnchanged(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "2", "--seed", "3"), text(err));
        run("upgrade", data.toString());
        out.reset();

        assertEquals(Cli.OK, run("upgrade", data.toString()), text(err));
        String printed = text(out).strip();
        assertTrue(printed.startsWith("Nothing was changed: every file read is already in the current format (2 of 2"),
                printed);
    }

    @Test
    void aFileInAnOlderShapeIsRewrittenAndCounted(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "1", "--seed", "3"), text(err));
        run("upgrade", data.toString());
        Path roster;
        try (var competitions = Files.list(data.resolve("competitions"))) {
            roster = competitions.findFirst().orElseThrow().resolve("participants.csv");
        }
        // CRLF line ends, as a spreadsheet saves the file: the current format writes LF.
        Files.writeString(roster, Files.readString(roster).replace("\n", "\r\n"));
        out.reset();

        assertEquals(Cli.OK, run("upgrade", data.toString()), text(err));
        String printed = text(out).strip();
        assertTrue(printed.startsWith("Upgraded 1 of 1 competitions: "), printed);
        assertTrue(printed.contains("rewritten"), printed);
    }

    private int run(String... args) {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
