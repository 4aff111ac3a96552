package taikai.storage.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.storage.problem.Problems;

/** The golden file is the contract: the exact bytes the fixed bracket writes, read back unchanged. */
class BracketGoldenTest {
    private static final String FILE = "competitions/open/bracket.json";

    static String golden() throws IOException {
        try (InputStream in = BracketGoldenTest.class.getResourceAsStream("bracket.golden.json")) {
            if (in == null) {
                throw new IOException("missing test resource bracket.golden.json");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theFixedBracketWritesExactlyTheGoldenBytes() throws IOException {
        assertEquals(golden(), BracketFile.write(BracketFixtures.golden()));
    }

    @Test
    void theGoldenFileReadsBackIntoTheSameBracketWithoutProblems() throws Exception {
        Problems problems = new Problems();
        assertEquals(BracketFixtures.golden(), BracketFile.read(FILE, golden(), problems));
        assertTrue(problems.isEmpty(), () -> problems.list().toString());
    }

    @Test
    void writingWhatWasReadGivesTheSameBytes() throws Exception {
        String once = BracketFile.write(BracketFixtures.golden());
        assertEquals(once, BracketFile.write(BracketFile.read(FILE, once, new Problems())));
    }

    @Test
    void anEmptyBracketIsRoundsOnlyAndAPreviewSaysSo() {
        assertEquals("{\n  \"rounds\": []\n}\n", BracketFile.write(Bracket.EMPTY));
        assertEquals("{\n  \"rounds\": [],\n  \"preview\": true\n}\n", BracketFile.write(Bracket.EMPTY.withPreview(true)));
    }

    @Test
    void theFirstTenMatchKeysAreAlwaysWrittenInTheDocumentedOrder() throws Exception {
        Bracket bracket = Bracket.EMPTY.withRounds(List.of(List.of(taikai.model.bracket.BracketMatch.of(
                BracketFixtures.knockout("m-r1-0", taikai.model.match.Side.EMPTY, taikai.model.match.Side.EMPTY)))));
        String written = BracketFile.write(bracket);
        assertEquals("{\n  \"rounds\": [\n    [\n      {\n        \"id\": \"m-r1-0\",\n        \"sideA\": \"\",\n"
                + "        \"sideB\": \"\",\n        \"winner\": \"\",\n        \"status\": \"scheduled\",\n"
                + "        \"court\": \"\",\n        \"scheduledAt\": \"\",\n        \"scoreA\": \"\",\n"
                + "        \"scoreB\": \"\",\n        \"isOverridden\": false\n      }\n    ]\n  ]\n}\n", written);
    }
}
