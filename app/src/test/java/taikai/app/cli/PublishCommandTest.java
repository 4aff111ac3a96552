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

/** {@code taikai publish DIR DEST}: the site's files and a sentence of what was written; the usage errors. */
class PublishCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void publishWritesTheSiteAndSaysWhatChanged(@TempDir Path dir) {
        Path data = dir.resolve("club");
        assertEquals(Cli.OK, run("generate", data.toString(), "--entrants", "16", "--competitions", "1", "--seed", "3"),
                text(err));
        out.reset();
        Path site = dir.resolve("site");
        assertEquals(Cli.OK, run("publish", data.toString(), site.toString()), text(err));
        assertTrue(text(out).matches("(?s)Wrote the public site into .*: \\d+ files \\([\\d,]+ bytes\\), \\d+ changed, in \\d+ ms\\.\\s*"),
                text(out));
        assertTrue(Files.isRegularFile(site.resolve("index.html")));
        assertTrue(Files.isRegularFile(site.resolve("data/site.json")));
        out.reset();
        assertEquals(Cli.OK, run("publish", data.toString(), site.toString()));
        assertTrue(text(out).contains(", 0 changed,"), text(out));
    }

    @Test
    void badUsageExits2WithASentence(@TempDir Path dir) {
        assertEquals(Cli.USAGE, run("publish", dir.toString()));
        assertTrue(text(err).contains("Usage: ./taikai publish [-hV] [--debug] [--every=SECONDS] DIR DEST"), text(err));
        err.reset();
        assertEquals(Cli.USAGE, run("publish", dir.resolve("nowhere").toString(), dir.resolve("site").toString()));
        assertTrue(text(err).contains("is not a folder"), text(err));
        err.reset();
        assertEquals(Cli.USAGE, run("publish", dir.toString(), dir.resolve("site").toString(), "--every", "soon"));
        assertTrue(text(err).contains("--every takes a whole number of seconds"), text(err));
    }

    private int run(String... args) {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
