package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Spec "When a file is wrong": rows that no longer parse as CSV fail the file, naming the file,
 * the line and column, and what the parser found there.
 */
class PoolMatchesFatalTest {
    private static final String FILE = "competitions/open/pool-matches.csv";
    private static final String HEADER = String.join(",", PoolMatchColumn.headers());
    private static final String ROW = PoolMatchesFile.write(List.of(ResultFixtures.hikiwake())).split("\n")[1];

    private static Problem failure(String text) {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> PoolMatchesFile.read(FILE, text, new Problems()));
        assertEquals(FILE, e.problem().file());
        assertEquals(Problem.Severity.FATAL, e.problem().severity());
        return e.problem();
    }

    @Test
    void anUnterminatedQuoteFailsTheFileAtTheFieldWhereTheQuoteOpens() {
        String broken = "Pool A,1,\"Ito, Mai" + ROW.substring("Pool A,2,Tanaka Hiroshi".length());
        Problem problem = failure(HEADER + "\n" + ROW + "\n" + broken + "\n" + ROW + "\n");
        assertEquals(3, problem.line());
        assertEquals("Pool A,1,".length() + 1, problem.column());
        assertTrue(problem.message().startsWith("The field starting here does not parse as CSV: found a quoted field"
                + " whose closing quote is missing"), problem.message());
        assertTrue(problem.message().contains("(at line 5, column 1)"), problem.message());
    }

    @Test
    void textAfterAClosingQuoteFailsTheFile() {
        Problem problem = failure(HEADER + "\n" + "Pool A,\"0\"x" + ROW.substring("Pool A,2".length()) + "\n");
        assertEquals(2, problem.line());
        assertEquals("Pool A,".length() + 1, problem.column());
        assertTrue(problem.message().contains("found text right after a closing quote"), problem.message());
    }

    @Test
    void aRowWithMoreFieldsThanTheFirstFailsTheFileAtTheFirstExtraField() {
        Problem problem = failure(HEADER + "\n" + ROW + ",surplus\n");
        assertEquals(2, problem.line());
        assertEquals(ROW.length() + 2, problem.column());
        assertEquals("This row has 33 fields where the first row has 32; every row of pool-matches.csv must have the"
                + " same number of fields. The file is left as it is and takes no writes until it is repaired.",
                problem.message());
    }

    @Test
    void aRowWithFewerFieldsThanTheFirstFailsTheFile() {
        String shortRow = ROW.substring(0, ROW.lastIndexOf(','));
        Problem problem = failure(HEADER + "\n" + ROW + "\n" + shortRow + "\n");
        assertEquals(3, problem.line());
        assertTrue(problem.message().startsWith("This row has 31 fields where the first row has 32"));
    }

    @Test
    void rowsOfFewerThanTwelveFieldsFailTheFile() {
        Problem problem = failure("Pool A,0,Aka,Shiro,,,,0,0,,scheduled\n");
        assertEquals(1, problem.line());
        assertEquals(1, problem.column());
        assertTrue(problem.message().startsWith("This row has 11 fields, fewer than the 12"));
    }

    @Test
    void blankLinesAndAnEmptyFileAreNotRows() throws Exception {
        assertEquals(List.of(), PoolMatchesFile.read(FILE, "", new Problems()));
        assertEquals(List.of(ResultFixtures.hikiwake()),
                PoolMatchesFile.read(FILE, HEADER + "\n\n" + ROW + "\n\n", new Problems()));
    }

    @Test
    void crlfLineEndsAndAByteOrderMarkFromASpreadsheetStillRead() throws Exception {
        String text = "\ufeff" + HEADER + "\r\n" + ROW + "\r\n";
        Problems problems = new Problems();
        assertEquals(List.of(ResultFixtures.hikiwake()), PoolMatchesFile.read(FILE, text, problems));
        assertTrue(problems.isEmpty());
    }
}
