package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problems;

/**
 * The golden file is the contract (spec section 7): the exact bytes the fixed matches write. A
 * failure here means the file format changed; that is right only for a newly appended column.
 */
class PoolMatchesGoldenTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    static String resource(String name) throws IOException {
        try (InputStream in = PoolMatchesGoldenTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theFixedMatchesWriteExactlyTheGoldenBytes() throws IOException {
        assertEquals(resource("pool-matches.golden.csv"), PoolMatchesFile.write(ResultFixtures.goldenMatches()));
    }

    @Test
    void theGoldenFileReadsBackIntoTheSameMatchesWithoutProblems() throws Exception {
        Problems problems = new Problems();
        List<MatchResult> read = PoolMatchesFile.read(FILE, resource("pool-matches.golden.csv"), problems);
        assertEquals(ResultFixtures.goldenMatches(), read);
        assertTrue(problems.isEmpty(), () -> problems.list().toString());
    }

    @Test
    void theHeaderIsTheTwentyNineDocumentedColumnsThenTaikaisAppendedOnes() {
        String documented = "PoolName,MatchIdx,SideA,SideB,Winner,IpponsA,IpponsB,HansokuA,HansokuB,Decision,Status,"
                + "Court,SubResults,ScheduledAt,ResultSource,Round,SideAID,SideBID,WinnerID,CorrectionReason,RepPlayerA,"
                + "RepPlayerB,FlagsA,FlagsB,ReopenPending,DecisionBy,DecisionReason,Encho,ModifiedAt";
        assertEquals(documented + ",GroupStamps,RepMemberIDA,RepMemberIDB\n", PoolMatchesFile.write(List.of()));
        assertEquals(documented, String.join(",", PoolMatchColumn.headers().subList(0, PoolMatchColumn.DOCUMENTED_COLUMNS)));
    }

    @Test
    void writingWhatWasReadGivesTheSameBytes() throws Exception {
        String once = PoolMatchesFile.write(ResultFixtures.goldenMatches());
        String twice = PoolMatchesFile.write(PoolMatchesFile.read(FILE, once, new Problems()));
        assertEquals(once, twice);
    }
}
