package taikai.storage.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

class CsvTableTest {

    @Test
    void eachFieldKnowsTheLineAndColumnItStartsAt() throws Exception {
        List<CsvRow> rows = CsvTable.read("p.csv", "\nab, b ,\" c \"\n\ne,\"f\nx\",g\n", false);
        assertEquals(List.of("ab", "b", " c "), rows.get(0).fields());
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
        assertEquals(6, p.column());
        assertEquals(Problem.Severity.FATAL, p.severity());
    }

    @Test
    void aRowWithAnotherFieldCountFailsAFileThatNeedsTheSameCount() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> CsvTable.read("s.csv", "a,b,c\nd,e,f\ng,h\n", true));
        assertEquals(3, e.problem().line());
        assertEquals(1, e.problem().column());
        assertEquals("This row has 2 fields where the first row has 3; every row of s.csv must have the same"
                + " number of fields. The file is left as it is and takes no writes until it is repaired.",
                e.problem().message());
    }

    @Test
    void rowsMayDifferInLengthWhereTheLayoutVariesByRow() throws Exception {
        assertEquals(2, CsvTable.read("p.csv", "a,b,c\nd,e\n", false).size());
    }
}
