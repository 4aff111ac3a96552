package taikai.storage.overrides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Overrides;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class OverridesFileTest {
    static final String GOLDEN = """
            {
              "poolRanks": {
                "Pool A": {
                  "Rin Sato": 1,
                  "Yuki Tanaka": 2
                }
              },
              "winners": {
                "m-r1-0": "Kenji Mori"
              },
              "winnerReasons": {
                "m-r1-0": "hantei recorded on paper"
              }
            }
            """;

    static Overrides overrides() {
        return new Overrides(Map.of("Pool A", Map.of("Yuki Tanaka", 2, "Rin Sato", 1)), Map.of("m-r1-0", "Kenji Mori"),
                Map.of(), Map.of("m-r1-0", "hantei recorded on paper"));
    }

    @Test
    void overridesAreWrittenSortedWithReasonsOnlyWhenThereAreAny() {
        assertEquals(GOLDEN, OverridesFile.write(overrides()));
        assertEquals("{\n  \"poolRanks\": {},\n  \"winners\": {}\n}\n", OverridesFile.write(Overrides.NONE));
    }

    @Test
    void theGoldenFileReadsBack() throws Exception {
        assertEquals(overrides(), OverridesFile.read("o.json", GOLDEN, new Problems()));
    }

    @Test
    void theOtherImplementationsCompactFileReads() throws Exception {
        Overrides read = OverridesFile.read("o.json",
                "{\"poolRanks\":{\"Pool A\":{\"Rin Sato\":1}},\"winners\":{\"m-r1-0\":\"Kenji Mori\"}}", new Problems());
        assertEquals(Map.of("Rin Sato", 1), read.poolRanks().get("Pool A"));
    }

    @Test
    void aRankThatIsNotAWholeNumberIsLeftOutWithItsPosition() throws Exception {
        Problems problems = new Problems();
        Overrides read = OverridesFile.read("competitions/c/overrides.json",
                "{\"poolRanks\": {\"Pool A\": {\"Rin\": \"first\", \"Yuki\": 2}}, \"winners\": {\"m\": 3}}", problems);
        assertEquals(Map.of("Yuki", 2), read.poolRanks().get("Pool A"));
        assertEquals(Map.of(), read.winners());
        Problem p = problems.list().get(0);
        assertEquals(1, p.line());
        assertEquals(34, p.column());
        assertEquals("The value of poolRanks.Pool A.Rin holds \"first\" where a whole number belongs; its default"
                + " applies.", p.message());
        assertEquals(2, problems.list().size());
    }

    @Test
    void jsonThatDoesNotParseFailsAtItsLineAndColumn() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> OverridesFile.read("overrides.json", "{\n  \"winners\": {\"m\": \"x\",}\n}\n", new Problems()));
        assertEquals(2, e.problem().line());
        assertEquals(Problem.Severity.FATAL, e.problem().severity());
    }
}
