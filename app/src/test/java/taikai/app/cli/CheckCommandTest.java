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
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/**
 * {@code taikai check} on the sample as an installed Taikai ships it (a folder its user cannot write):
 * check only reads, so nothing is made in it, and its problems are still found.
 */
class CheckCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    @Test
    void aFolderThatCannotBeWrittenIsCheckedAsItIsAndNothingIsMadeInIt(@TempDir Path dir) throws IOException {
        Path copy = installed(dir);
        Map<String, byte[]> before = Folders.everyFile(copy);
        assertEquals(Cli.OK, readOnlyCheck(copy), text());
        assertTrue(text().contains("No problems: 8 competitions read."), text());
        assertFalse(Files.exists(copy.resolve(".wal")), "no log is made in a folder that cannot be written");
        assertEquals(before.keySet(), Folders.everyFile(copy).keySet());
    }

    @Test
    void aBadFileInAFolderThatCannotBeWrittenIsStillReported(@TempDir Path dir) throws IOException {
        Path copy = installed(dir);
        Files.writeString(copy.resolve("competitions/juniors/bracket.json"), "{ torn", StandardCharsets.UTF_8);
        assertEquals(Cli.PROBLEMS, readOnlyCheck(copy), text());
        assertTrue(text().contains("competitions/juniors/bracket.json:"), text());
    }

    /** The sample as a package ships it: without the log a run of the folder's launcher may have left in it. */
    private static Path installed(Path dir) throws IOException {
        Path copy = dir.resolve("installed");
        Folders.copy(Folders.sample(), copy);
        if (Files.isDirectory(copy.resolve(".wal"))) {
            try (var walk = Files.walk(copy.resolve(".wal"))) {
                for (Path p : (Iterable<Path>) walk.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
        return copy;
    }

    private int readOnlyCheck(Path folder) {
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of("check", folder.toString()), print, print);
    }

    private String text() {
        return out.toString(StandardCharsets.UTF_8);
    }
}
