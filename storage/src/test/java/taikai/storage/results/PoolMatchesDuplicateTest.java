package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Two rows holding one match id are a wrong file (spec section 5, "When a file is wrong"): no row
 * can be trusted over the other, and a write keyed by the id would not know which row it changes.
 * The file fails with the line of the second row and the line of the first, on every read path.
 */
class PoolMatchesDuplicateTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    private static String twoMatches() {
        MatchResult first = ResultFixtures.hikiwake();
        MatchResult second = first.withIndex("7").withId(first.pool() + "-7");
        return PoolMatchesFile.write(List.of(first, second));
    }

    /** The file with its data rows written twice, as {@code { cat f; tail -n +2 f; }} leaves it. */
    private static String doubled(String text) {
        return text + text.substring(text.indexOf('\n') + 1);
    }

    @Test
    void rowsWrittenTwiceFailTheFileNamingBothLines() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> PoolMatchesFile.read(FILE, doubled(twoMatches()), new Problems()));
        Problem problem = e.problem();
        assertEquals(FILE, problem.file());
        assertEquals(Problem.Severity.FATAL, problem.severity());
        assertEquals(4, problem.line(), problem.toString());
        assertEquals(1, problem.column());
        assertTrue(problem.message().contains("line 2"), problem.message());
    }
}
