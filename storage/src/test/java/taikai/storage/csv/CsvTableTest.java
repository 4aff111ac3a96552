package taikai.storage.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

class CsvTableTest {

    @Test
    void eachFieldKnowsTheLineAndColumnItStartsAt() throws Exception {
        List<CsvRow> rows = CsvTable.read("p.csv", "\nab, b ,\" c \"\n\ne,\"f\nx\",g\n", false);
        // Blanks before a field and around a quoted one are dropped; those after an unquoted one are its own.
        assertEquals(List.of("ab", "b ", " c "), rows.get(0).fields());
        assertEquals(2, rows.get(0).line());
        assertEquals(List.of(1, 5, 8), rows.get(0).columns());
        assertEquals(4, rows.get(1).line());
        assertEquals(5, rows.get(1).lineOf(2));
    }

    @Test
    void aFieldAfterAClosingQuoteFailsTheFileAtItsLineAndColumn() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> CsvTable.read("competitions/c/pools.csv", "a,b\nc,\"d\"x,e\n", false));
        Problem p = e.problem();
        assertEquals("competitions/c/pools.csv", p.file());
        assertEquals(2, p.line());
        assertEquals(3, p.column(), "the field that does not parse starts at its quote");
        assertTrue(p.message().contains("found text right after a closing quote"), p.message());
        assertEquals(Problem.Severity.FATAL, p.severity());
    }

    @Test
    void aRowWithAnotherFieldCountFailsAFileThatNeedsTheSameCount() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> CsvTable.read("s.csv", "a,b,c\nd,e,f\ng,h\n", true));
        assertEquals(3, e.problem().line());
        assertEquals(3, e.problem().column(), "the last field of the short row");
        assertEquals("This row has 2 fields where the first row has 3; every row of s.csv must have the same"
                + " number of fields. The file is left as it is and takes no writes until it is repaired.",
                e.problem().message());
    }

    @Test
    void aTrailingBlankOfAnUnquotedFieldIsKeptAsTheWriterLeftIt() throws Exception {
        String written = CsvLine.of(List.of("Sato ", " lead", "x"));
        assertEquals(List.of("Sato ", " lead", "x"), CsvTable.read("p.csv", written, false).get(0).fields());
    }

    @Test
    void otherDelimitersAndUntrimmedFieldsReadWithTheirPositions() throws Exception {
        CsvTable.Options tabs = CsvTable.Options.DATA.withDelimiter('\t').withTrim(false);
        List<CsvRow> rows = CsvTable.read("pasted", "a\t\tb \t\" c\" \n", tabs);
        assertEquals(List.of("a", "", "b ", " c"), rows.get(0).fields());
        assertEquals(List.of(1, 3, 4, 7), rows.get(0).columns());
    }

    @Test
    void rowsMayDifferInLengthWhereTheLayoutVariesByRow() throws Exception {
        assertEquals(2, CsvTable.read("p.csv", "a,b,c\nd,e\n", false).size());
    }
}
