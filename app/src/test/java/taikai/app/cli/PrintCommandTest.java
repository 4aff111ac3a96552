package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/** {@code taikai print} and {@code taikai export --xlsx}: files written outside the data folder, refusals in sentences. */
class PrintCommandTest {
    @TempDir
    Path temp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void printWritesAPdfIntoTheFolderGivenAndNothingIntoTheDataFolder() throws Exception {
        Path data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        var before = Folders.everyFile(data);
        assertEquals(Cli.OK, run("print", data.toString(), temp.resolve("out").toString(), "--what", "pools",
                "--competition", "naginata-shiai", "--paper", "letter"), err.toString());
        Path pdf = temp.resolve("out/pools-naginata-shiai.pdf");
        assertTrue(Files.size(pdf) > 1000);
        assertTrue(new String(Files.readAllBytes(pdf), 0, 5, StandardCharsets.ISO_8859_1).startsWith("%PDF-"));
        assertTrue(out.toString().startsWith("Printed 2 pages."), out.toString());
        assertEquals(Cli.OK, run("export", data.toString(), temp.resolve("out").toString(), "--xlsx"), err.toString());
        assertTrue(Files.size(temp.resolve("out/results.xlsx")) > 1000);
        var after = Folders.everyFile(data);
        assertEquals(before.keySet(), after.keySet(), "nothing is written into the data folder");
    }

    @Test
    void printWritesThePagesInTheLanguageAskedAndRefusesOneItDoesNotPrintIn() throws Exception {
        Path data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        assertEquals(Cli.OK, run("print", data.toString(), temp.resolve("ja").toString(), "--what", "pools",
                "--competition", "naginata-shiai", "--language", "ja"), err.toString());
        String text;
        try (var pdf = org.apache.pdfbox.Loader.loadPDF(temp.resolve("ja/pools-naginata-shiai.pdf").toFile())) {
            text = new org.apache.pdfbox.text.PDFTextStripper().getText(pdf);
        }
        assertTrue(text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HIRAGANA
                || Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN), "Japanese on the page: " + text);

        assertEquals(Cli.USAGE, run("print", data.toString(), temp.resolve("xx").toString(), "--language", "tlh"));
        assertTrue(err.toString().contains("\"tlh\" is not a language Taikai prints in"), err.toString());
    }

    @Test
    void printRefusesADestinationInsideTheDataFolderAndAKindItDoesNotKnow() throws Exception {
        Path data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        assertEquals(Cli.USAGE, run("print", data.toString(), data.resolve("print.pdf").toString()));
        assertTrue(err.toString().contains("is inside the data folder"), err.toString());
        assertEquals(Cli.USAGE, run("print", data.toString(), temp.toString(), "--what", "posters"));
        assertTrue(err.toString().contains("\"posters\" is not something Taikai prints; choose one of pools|brackets|"), err.toString());
        assertEquals(Cli.PROBLEMS, run("print", data.toString(), temp.toString(), "--competition", "nobody"));
        assertTrue(err.toString().contains("The tournament has no competition \"nobody\""), err.toString());
        assertFalse(Files.exists(data.resolve("print.pdf")));
    }
}
