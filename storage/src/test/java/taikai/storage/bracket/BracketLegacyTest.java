package taikai.storage.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * The legacy channels of bracket.json (spec section 3 and "When a file is wrong"): rendered score
 * strings convert into the point arrays when no arrays exist, the arrays win when both exist, and
 * a decidedByHantei flag becomes the Ht mark in the winner's points.
 */
class BracketLegacyTest {
    private static final String FILE = "competitions/open/bracket.json";

    private static String withMatch(String matchJson) {
        return "{\n  \"rounds\": [\n    [\n      " + matchJson + "\n    ]\n  ]\n}\n";
    }

    private static BracketMatch readOnly(String text, Problems problems) throws Exception {
        return BracketFile.read(FILE, text, problems).rounds().get(0).get(0);
    }

    @Test
    void anOldFileWithOnlyScoreStringsReadsThemIntoThePointArrays() throws Exception {
        Problems problems = new Problems();
        BracketMatch match = readOnly(withMatch("{\"id\": \"m-r1-0\", \"sideA\": \"Ito\", \"sideB\": \"Kato\","
                + " \"winner\": \"Ito\", \"status\": \"completed\", \"scoreA\": \"MK (H1)\", \"scoreB\": \"(H2)\"}"), problems);
        MatchResult result = match.result();
        assertEquals(List.of(Mark.MEN, Mark.KOTE), result.sideA().ippons());
        assertEquals(1, result.sideA().hansoku());
        assertEquals(List.of(), result.sideB().ippons());
        assertEquals(2, result.sideB().hansoku());
        assertEquals("", match.legacyScoreA());
        assertEquals("", match.legacyScoreB());
        assertTrue(problems.isEmpty());
    }

    @Test
    void whenBothFormsExistTheArraysWinTheStringIsClearedAndTheDisagreementReported() throws Exception {
        String text = withMatch("{\"id\": \"m-r1-0\", \"scoreA\": \"M\", \"scoreB\": \"\", \"ipponsA\": [\"K\"]}");
        Problems problems = new Problems();
        BracketMatch match = readOnly(text, problems);
        assertEquals(List.of(Mark.KOTE), match.result().sideA().ippons());
        assertEquals("", match.legacyScoreA());
        Problem problem = problems.list().get(0);
        assertEquals(Where.of(text, "\"M\""), new Where(problem.line(), problem.column()));
        assertEquals("The legacy score \"M\" disagrees with the point arrays (\"K\"); the arrays are kept and the legacy"
                + " score is cleared.", problem.message());
        assertEquals(1, problems.list().size());
    }

    @Test
    void aScoreStringThatMatchesTheArraysAsTaikaiWritesItIsNoProblem() throws Exception {
        Problems problems = new Problems();
        readOnly(withMatch("{\"id\": \"m-r1-0\", \"scoreA\": \"KHt (H1)\", \"ipponsA\": [\"K\", \"Ht\"], \"hansokuA\": 1}"),
                problems);
        assertTrue(problems.isEmpty());
    }

    @Test
    void aHanteiFlagOnAMatchBecomesTheMarkInTheWinnersPointsAndIsNotWrittenBack() throws Exception {
        BracketMatch match = readOnly(withMatch("{\"id\": \"m-r1-0\", \"sideA\": \"Ito\", \"sideB\": \"Kato\","
                + " \"winner\": \"Kato\", \"scoreA\": \"M\", \"scoreB\": \"K\", \"decidedByHantei\": true}"), new Problems());
        assertEquals(List.of(Mark.MEN), match.result().sideA().ippons());
        assertEquals(List.of(Mark.KOTE, Mark.HANTEI), match.result().sideB().ippons());
        assertNull(match.result().verdict().decidedByHantei());
        String written = BracketFile.write(taikai.model.bracket.Bracket.EMPTY.withRounds(List.of(List.of(match))));
        assertFalse(written.contains("decidedByHantei"));
        assertTrue(written.contains("\"scoreB\": \"K\""), written);
    }

    @Test
    void aHanteiFlagWithNoWinnerIsDroppedAndReported() throws Exception {
        String text = withMatch("{\"id\": \"m-r1-0\", \"sideA\": \"Ito\", \"sideB\": \"Kato\", \"winner\": \"\","
                + " \"decidedByHantei\": true}");
        Problems problems = new Problems();
        BracketMatch match = readOnly(text, problems);
        assertEquals(List.of(), match.result().sideA().ippons());
        assertEquals(List.of(), match.result().sideB().ippons());
        Problem problem = problems.list().get(0);
        assertEquals(Where.of(text, "true"), new Where(problem.line(), problem.column()));
        assertTrue(problem.message().contains("dropped rather than guessed onto a side"));
    }

    @Test
    void aHanteiFlagOnABoutInsideABracketMatchBecomesTheMark() throws Exception {
        BracketMatch match = readOnly(withMatch("{\"id\": \"m-r1-0\", \"subResults\": [{\"position\": -1, \"sideA\": \"Kyoto\","
                + " \"sideB\": \"Osaka\", \"winner\": \"Kyoto\", \"decidedByHantei\": true}]}"), new Problems());
        assertEquals(List.of(Mark.HANTEI), match.result().subBouts().get(0).ipponsA());
        assertNull(match.result().subBouts().get(0).decidedByHantei());
    }

    @Test
    void aQueuePositionIsDerivedSoItIsReadPastAndNeverWritten() throws Exception {
        BracketMatch match = readOnly(withMatch("{\"id\": \"m-r1-0\", \"queuePosition\": 4}"), new Problems());
        String written = BracketFile.write(taikai.model.bracket.Bracket.EMPTY.withRounds(List.of(List.of(match))));
        assertFalse(written.contains("queuePosition"));
    }
}
