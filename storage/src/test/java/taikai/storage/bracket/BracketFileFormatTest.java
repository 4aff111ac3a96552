package taikai.storage.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchStatus;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Spec "When a file is wrong" for bracket.json: JSON that does not parse, or a tree that is not
 * rounds of matches, fails the file at its line and column; a bad value in a field degrades to the
 * field's default and is reported where it sits.
 */
class BracketFileFormatTest {
    private static final String FILE = "competitions/open/bracket.json";

    private static Problem failure(String text) {
        FileFormatException e = assertThrows(FileFormatException.class, () -> BracketFile.read(FILE, text, new Problems()));
        assertEquals(FILE, e.problem().file());
        assertEquals(Problem.Severity.FATAL, e.problem().severity());
        return e.problem();
    }

    private static String withMatch(String matchJson) {
        return "{\n  \"rounds\": [\n    [\n      " + matchJson + "\n    ]\n  ]\n}\n";
    }

    @Test
    void invalidJsonFailsTheFileWithTheLineAndColumnTheParserStoppedAt() {
        Problem problem = failure("{\n  \"rounds\": [\n    [],\n  ]\n}\n");
        assertEquals(4, problem.line());
        assertEquals(3, problem.column());
        assertTrue(problem.message().startsWith("The file is not valid JSON: found the character \"]\" where a value"
                + " was expected"), problem.message());
    }

    @Test
    void anEmptyFileFailsRatherThanReadingAsNoBracket() {
        Problem problem = failure("  \n");
        assertEquals(1, problem.line());
        assertTrue(problem.message().startsWith("The file is empty"));
    }

    @Test
    void textAfterTheDocumentFailsTheFile() {
        Problem problem = failure("{\"rounds\": []}\n}\n");
        assertEquals(2, problem.line());
    }

    @Test
    void aTopLevelThatIsNotAnObjectFailsTheFile() {
        Problem problem = failure("[]\n");
        assertEquals(1, problem.line());
        assertEquals(1, problem.column());
        assertTrue(problem.message().startsWith("The top level is not a JSON object with rounds"));
    }

    @Test
    void aMatchThatIsNotAnObjectFailsTheFileWhereItStands() {
        String text = withMatch("\"m-r1-0\"");
        Problem problem = failure(text);
        assertEquals(Where.of(text, "\"m-r1-0\""), new Where(problem.line(), problem.column()));
        assertTrue(problem.message().startsWith("This match is not a JSON object, so the file cannot be read as a bracket"));
    }

    @Test
    void roundsThatAreNotAListFailTheFile() {
        assertTrue(failure("{\"rounds\": {}}").message().startsWith("rounds is not a list of rounds"));
    }

    @Test
    void nullRoundsAndNullListsReadAsEmptyAsTheOtherImplementationWritesThem() throws Exception {
        Problems problems = new Problems();
        Bracket bracket = BracketFile.read(FILE, "{\"rounds\": null, \"thirdPlaceMatch\": null, \"drawOrder\": null}", problems);
        assertEquals(Bracket.EMPTY, bracket);
        assertTrue(problems.isEmpty());
    }

    @Test
    void anUnknownStatusReadsAsScheduledAndIsReportedAtItsValue() throws Exception {
        String text = withMatch("{\"id\": \"m-r1-0\", \"status\": \"finished\"}");
        Problems problems = new Problems();
        BracketMatch match = BracketFile.read(FILE, text, problems).rounds().get(0).get(0);
        assertEquals(MatchStatus.SCHEDULED, match.result().status());
        Problem problem = problems.list().get(0);
        assertEquals(Problem.Severity.DEGRADED, problem.severity());
        assertEquals(Where.of(text, "\"finished\""), new Where(problem.line(), problem.column()));
        assertEquals("The status \"finished\" is not scheduled, running or completed, so it reads as scheduled until it"
                + " is corrected.", problem.message());
    }

    @Test
    void valuesOfTheWrongKindReadAsTheirDefaultsEachReported() throws Exception {
        String text = withMatch("{\"id\": \"m-r1-0\", \"court\": 3, \"matchNumber\": \"2\", \"flagsA\": -1,"
                + " \"isOverridden\": \"yes\", \"modifiedAt\": 1.5, \"feeders\": [\"m-r0-0\", 7], \"round\": \"two\","
                + " \"groupStamps\": [1]}");
        Problems problems = new Problems();
        BracketMatch match = BracketFile.read(FILE, text, problems).rounds().get(0).get(0);
        assertEquals(BracketMatch.of(BracketFixtures.knockout("m-r1-0", match.result().sideA(), match.result().sideB())), match);
        assertEquals(8, problems.list().size(), problems.list()::toString);
        Problem court = problems.list().stream().filter(p -> p.message().contains("court")).findFirst().orElseThrow();
        assertEquals(Where.of(text, "3, \"matchNumber\""), new Where(court.line(), court.column()));
        assertEquals("The field court holds 3, which is not text, so it reads as empty until it is corrected.",
                court.message());
    }

    @Test
    void subResultsThatAreNotBoutsLoadAsAnEmptyEncounterAndAreWrittenBackAsFound() throws Exception {
        String text = withMatch("{\"id\": \"m-r1-0\", \"subResults\": {\"position\": 0}}");
        Problems problems = new Problems();
        BracketMatch match = BracketFile.read(FILE, text, problems).rounds().get(0).get(0);
        assertTrue(match.result().isDegraded());
        assertTrue(match.result().subBouts().isEmpty());
        assertTrue(problems.list().get(0).message().startsWith("The subResults cannot be read as bouts: it is not a JSON"
                + " array of bouts."));
        String written = BracketFile.write(Bracket.EMPTY.withRounds(List.of(List.of(match))));
        assertTrue(written.contains("\"subResults\": {\n          \"position\": 0\n        }"), written);
        assertEquals(match, BracketFile.read(FILE, written, new Problems()).rounds().get(0).get(0));
    }
}
