package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * The SubResults cell (spec "When a file is wrong"): one that will not parse loads as an empty
 * encounter, is kept exactly as read and written back unchanged while the encounter stays empty;
 * entering the bouts again replaces it.
 */
class SubResultsCellTest {
    private static final String FILE = "competitions/teams/pool-matches.csv";
    private static final String HEADER = String.join(",", PoolMatchColumn.headers());
    private static final String BEFORE = "Pool A,0,Kyoto,Osaka,,,,0,0,,completed,A,";
    private static final String AFTER = ",09:00,,-1,t-k,t-o,,,,,0,0,false,,,0,0,,,";

    private static String file(String subResultsField) {
        return HEADER + "\n" + BEFORE + subResultsField + AFTER + "\n";
    }

    @Test
    void aCellThatIsNotJsonLoadsAsAnEmptyEncounterAndIsWrittenBackByteForByte() throws Exception {
        String broken = "\"[{\"\"position\"\":0,\"\"sideA\"\":\"\"Sato\"\",\"";
        String text = file(broken);
        Problems problems = new Problems();
        MatchResult match = PoolMatchesFile.read(FILE, text, problems).get(0);

        assertTrue(match.subBouts().isEmpty());
        assertTrue(match.isDegraded());
        assertEquals("[{\"position\":0,\"sideA\":\"Sato\",", match.rawSubResults());
        Problem problem = problems.list().get(0);
        assertEquals(List.of(FILE, 2, BEFORE.length() + 1, Problem.Severity.DEGRADED),
                List.of(problem.file(), problem.line(), problem.column(), problem.severity()));
        assertTrue(problem.message().startsWith("The SubResults cell cannot be read as bouts: it does not parse as JSON"));
        assertEquals(text, PoolMatchesFile.write(List.of(match)));
    }

    @Test
    void writingAnotherMatchKeepsTheBrokenCellUnchanged() throws Exception {
        String text = file("{not json");
        MatchResult broken = PoolMatchesFile.read(FILE, text, new Problems()).get(0);
        MatchResult other = MatchResult.poolMatch("Pool A", "1", Side.of("Nara", "t-n"), Side.of("Kobe", "t-b"), -1);

        String rewritten = PoolMatchesFile.write(List.of(broken, other));

        assertEquals(text.split("\n")[1], rewritten.split("\n")[1]);
    }

    @Test
    void enteringTheBoutsAgainReplacesTheBrokenCell() throws Exception {
        MatchResult broken = PoolMatchesFile.read(FILE, file("{not json"), new Problems()).get(0);
        SubBout bout = SubBout.between(0, "Sato", "m-sato", "Kimura", "m-kimura");

        MatchResult repaired = PoolMatchesFile.read(FILE, PoolMatchesFile.write(List.of(broken.withSubBouts(List.of(bout)))),
                new Problems()).get(0);

        assertEquals(List.of(bout), repaired.subBouts());
        assertFalse(repaired.isDegraded());
    }

    @Test
    void jsonThatIsNotAListOfBoutsIsKeptAsFound() throws Exception {
        String text = file("\"{\"\"position\"\":0}\"");
        Problems problems = new Problems();
        MatchResult match = PoolMatchesFile.read(FILE, text, problems).get(0);
        assertEquals("{\"position\":0}", match.rawSubResults());
        assertTrue(problems.list().get(0).message().contains("it is not a JSON array of bouts"));
        assertEquals(text, PoolMatchesFile.write(List.of(match)));
    }

    @Test
    void aBoutFieldOfTheWrongTypeMakesTheCellUnreadableRatherThanHalfRead() throws Exception {
        String text = file("\"[{\"\"position\"\":\"\"first\"\"}]\"");
        Problems problems = new Problems();
        MatchResult match = PoolMatchesFile.read(FILE, text, problems).get(0);
        assertTrue(match.isDegraded());
        assertTrue(problems.list().get(0).message().contains("bout 1 has position \"first\", which is not a whole number"));
    }

    @Test
    void anUnknownLetterInsideABoutIsDroppedAndTheBoutKept() throws Exception {
        String text = file("\"[{\"\"position\"\":0,\"\"ipponsA\"\":[\"\"M\"\",\"\"Q\"\"],\"\"hansokuB\"\":-1,"
                + "\"\"decision\"\":\"\"won\"\"}]\"");
        Problems problems = new Problems();
        MatchResult match = PoolMatchesFile.read(FILE, text, problems).get(0);

        SubBout bout = match.subBouts().get(0);
        assertEquals(List.of(Mark.MEN), bout.ipponsA());
        assertEquals(0, bout.hansokuB());
        assertEquals(Decision.NONE, bout.decision());
        assertFalse(match.isDegraded());
        List<String> messages = problems.list().stream().map(Problem::message).toList();
        assertEquals(List.of(
                "In the SubResults cell, bout 1, ipponsA, \"Q\" is not a point (M, K, D, T, S, H, \u25cb, \u2022 or Ht), so it"
                        + " is dropped.",
                "In the SubResults cell, bout 1, hansokuB is -1, a negative count, so it reads as 0.",
                "In the SubResults cell, bout 1, the decision \"won\" is not a known decision, so it reads as none."),
                messages);
        assertTrue(problems.list().stream().allMatch(p -> p.column() == BEFORE.length() + 1));
    }

    @Test
    void anEmptyOrNullCellIsNoEncounterAndNoProblem() throws Exception {
        Problems problems = new Problems();
        assertTrue(PoolMatchesFile.read(FILE, file(""), problems).get(0).subBouts().isEmpty());
        assertTrue(PoolMatchesFile.read(FILE, file("null"), problems).get(0).subBouts().isEmpty());
        assertTrue(problems.isEmpty());
    }
}
