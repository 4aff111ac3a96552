package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Spec section 3: a bout written with the old decidedByHantei flag loads with the Ht mark in its
 * winner's points, and the flag is never written again; a flag with no attributable winner is dropped.
 */
class LegacyHanteiTest {
    private static final String FILE = "competitions/teams/pool-matches.csv";

    private static String fileWithBout(String boutJson) {
        String cell = "\"[" + boutJson.replace("\"", "\"\"") + "]\"";
        return String.join(",", PoolMatchColumn.headers()) + "\n"
                + "Pool A,0,Kyoto,Osaka,,,,0,0,,completed,A," + cell + ",09:00,,-1,,,,,,,0,0,false,,,0,0,,,\n";
    }

    private static SubBout readBout(String boutJson, Problems problems) throws Exception {
        return PoolMatchesFile.read(FILE, fileWithBout(boutJson), problems).get(0).subBouts().get(0);
    }

    @Test
    void aFlaggedBoutWonByNameOnSideBGetsTheMarkInSideBsPoints() throws Exception {
        Problems problems = new Problems();
        SubBout bout = readBout("{\"position\":1,\"sideA\":\"Sato\",\"sideB\":\"Oka\",\"ipponsA\":[\"M\"],"
                + "\"ipponsB\":[\"K\"],\"winner\":\"Oka\",\"decidedByHantei\":true}", problems);
        assertEquals(List.of(Mark.MEN), bout.ipponsA());
        assertEquals(List.of(Mark.KOTE, Mark.HANTEI), bout.ipponsB());
        assertNull(bout.decidedByHantei());
        assertTrue(problems.isEmpty());
    }

    @Test
    void theWinnersMemberIdDecidesTheSideWhenBothFightersShareAName() throws Exception {
        SubBout bout = readBout("{\"position\":1,\"sideA\":\"Sato\",\"sideB\":\"Sato\",\"winner\":\"Sato\","
                + "\"sideAMemberId\":\"m-1\",\"sideBMemberId\":\"m-2\",\"winnerMemberId\":\"m-2\","
                + "\"decidedByHantei\":true}", new Problems());
        assertEquals(List.of(), bout.ipponsA());
        assertEquals(List.of(Mark.HANTEI), bout.ipponsB());
    }

    @Test
    void aFlagWithNoAttributableWinnerIsDroppedAndReported() throws Exception {
        Problems problems = new Problems();
        SubBout bout = readBout("{\"position\":2,\"sideA\":\"Sato\",\"sideB\":\"Oka\",\"winner\":\"\","
                + "\"decidedByHantei\":true}", problems);
        assertEquals(List.of(), bout.ipponsA());
        assertEquals(List.of(), bout.ipponsB());
        assertNull(bout.decidedByHantei());
        Problem problem = problems.list().get(0);
        assertEquals(2, problem.line());
        assertTrue(problem.message().contains("the judges' decision is dropped rather than guessed onto a side"));
    }

    @Test
    void anExplicitFalseMeansNoHanteiSoAStrayMarkIsRemoved() throws Exception {
        SubBout bout = readBout("{\"position\":1,\"sideA\":\"Sato\",\"sideB\":\"Oka\",\"ipponsA\":[\"M\",\"Ht\"],"
                + "\"winner\":\"Sato\",\"decidedByHantei\":false}", new Problems());
        assertEquals(List.of(Mark.MEN), bout.ipponsA());
    }

    @Test
    void aMarkAlreadyPresentIsNotDoubled() throws Exception {
        SubBout bout = readBout("{\"position\":1,\"sideA\":\"Sato\",\"sideB\":\"Oka\",\"ipponsA\":[\"Ht\"],"
                + "\"winner\":\"Sato\",\"decidedByHantei\":true}", new Problems());
        assertEquals(List.of(Mark.HANTEI), bout.ipponsA());
    }

    @Test
    void nothingWritesTheLegacyFlagBack() throws Exception {
        MatchResult match = PoolMatchesFile.read(FILE, fileWithBout("{\"position\":1,\"sideA\":\"Sato\",\"sideB\":\"Oka\","
                + "\"winner\":\"Sato\",\"decidedByHantei\":true}"), new Problems()).get(0);
        String written = PoolMatchesFile.write(List.of(match));
        assertTrue(!written.contains("decidedByHantei") && written.contains("\"\"ipponsA\"\":[\"\"Ht\"\"]"), written);
        SubBout flagged = match.subBouts().get(0).withDecidedByHantei(Boolean.TRUE);
        assertTrue(!PoolMatchesFile.write(List.of(match.withSubBouts(List.of(flagged)))).contains("decidedByHantei"));
    }
}
