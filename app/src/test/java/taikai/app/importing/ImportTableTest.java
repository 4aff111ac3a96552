package taikai.app.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ImportTableTest {

    private static ImportTable parse(String text) throws ImportException {
        return ImportTable.parse("entrants.csv", text, p -> { });
    }

    @Test
    void commasSemicolonsAndTabsAreToldApart() {
        assertEquals(Delimiter.COMMA, Delimiter.detect("Name,Dojo,Grade\nSato,Kodokan,3 dan\n"));
        assertEquals(Delimiter.SEMICOLON, Delimiter.detect("Name;Dojo;Grade\n\"Sato, Hiroshi\";Kodokan;3 dan\n"));
        assertEquals(Delimiter.TAB, Delimiter.detect("Sato Hiroshi\tKodokan\t3 dan\nAnna de Vries\tKendo Amsterdam\t1 kyu"));
        assertEquals(Delimiter.SEMICOLON, Delimiter.detect("Name;Dojo\nSato, Hiroshi;Kodokan\nAnna;Mumeishi\n"),
                "a comma inside a name does not make the file comma-separated");
    }

    @Test
    void pastedTabRowsKeepEmptyCellsInPlace() throws Exception {
        ImportTable table = parse("Sato Hiroshi\t\t3 dan\r\nAnna de Vries\tKendo Amsterdam\t\r\n");

        assertEquals(Delimiter.TAB, table.delimiter());
        assertEquals(List.of("Sato Hiroshi", "", "3 dan"), table.rows().get(0).cells());
        assertEquals(List.of("Anna de Vries", "Kendo Amsterdam"), table.rows().get(1).cells());
        assertEquals(2, table.rows().get(1).line());
    }

    @Test
    void quotedFieldsHoldDelimitersQuotesAndLineBreaks() throws Exception {
        ImportTable table = parse("Name,Dojo\n\"Sato, Hiroshi\", \"Kodokan \"\"East\"\"\"\n\"Anna\nde Vries\",Mumeishi\nLuc,Shidokan\n");

        assertEquals(List.of("Sato, Hiroshi", "Kodokan \"East\""), table.rows().get(1).cells());
        assertEquals(List.of("Anna\nde Vries", "Mumeishi"), table.rows().get(2).cells());
        assertEquals(List.of(1, 2, 3, 5), table.rows().stream().map(ImportTable.Row::line).toList(),
                "a row is named by the line it starts on");
    }

    @Test
    void blankLinesAndEmptyRowsAreSkippedWithLineNumbersKept() throws Exception {
        ImportTable table = parse("Name;Dojo\n\n;;\nSato;Kodokan\n   \nAnna;Mumeishi;;\n");

        assertEquals(List.of(1, 4, 6), table.rows().stream().map(ImportTable.Row::line).toList());
        assertEquals(List.of("Anna", "Mumeishi"), table.rows().get(2).cells(), "trailing empty cells say nothing");
    }

    @Test
    void aQuoteNeverClosedIsRefusedWithItsLine() {
        ImportException e = assertThrows(ImportException.class, () -> parse("Name,Dojo\nSato,Kodokan\n\"Anna,Mumeishi\n"));

        assertTrue(e.getMessage().startsWith("entrants.csv, line "), e.getMessage());
        assertTrue(e.getMessage().contains("do not read as commas-separated values"), e.getMessage());
        taikai.storage.problem.Problem problem = e.problem().orElseThrow();
        assertTrue(problem.code().startsWith("csv-field-does-not-parse") && problem.code().endsWith("-import"), problem.code());
        assertEquals(problem.message(), taikai.app.words.Said.problem(problem, taikai.words.Language.ENGLISH));
        assertTrue(!taikai.app.words.Said.problem(problem, taikai.words.Language.GERMAN).contains("Check the quotes"),
                taikai.app.words.Said.problem(problem, taikai.words.Language.GERMAN));
    }

    @Test
    void aLongImportReportsItsProgressUpToTheEnd() throws Exception {
        StringBuilder text = new StringBuilder("Name,Dojo\n");
        for (int i = 0; i < 2_000; i++) {
            text.append("Fighter ").append(i).append(",Dojo ").append(i % 7).append('\n');
        }
        List<Double> steps = new ArrayList<>();

        ImportTable table = ImportTable.parse("big.csv", text.toString(), steps::add);

        assertEquals(2_001, table.rows().size());
        assertTrue(steps.size() > 2, steps::toString);
        assertEquals(1.0, steps.get(steps.size() - 1));
    }

    @Test
    void utf8WithAByteOrderMarkAndWindows1252BothRead() {
        byte[] utf8 = "\uFEFFName;Dojo\nBéatrice;Lyon\n".getBytes(StandardCharsets.UTF_8);
        byte[] ansi = "Name;Dojo\nBéatrice;Lyon\n".getBytes(java.nio.charset.Charset.forName("windows-1252"));

        assertEquals("Name;Dojo\nBéatrice;Lyon\n", ImportText.decode(utf8));
        assertEquals("Name;Dojo\nBéatrice;Lyon\n", ImportText.decode(ansi));
    }
}
