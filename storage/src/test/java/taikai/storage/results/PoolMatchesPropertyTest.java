package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problems;

/**
 * Determinism and losslessness over awkward text: whatever a match holds (commas, quotes, line
 * breaks, leading blanks, non-ASCII), reading what was written gives the same matches, and writing
 * them again gives the same bytes.
 */
class PoolMatchesPropertyTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    @Property(tries = 200)
    void readingWhatWasWrittenGivesTheSameMatchesAndTheSameBytes(@ForAll("matches") List<MatchResult> matches)
            throws Exception {
        String once = PoolMatchesFile.write(matches);
        Problems problems = new Problems();
        List<MatchResult> read = PoolMatchesFile.read(FILE, once, problems);
        assertEquals(matches, read);
        assertEquals(once, PoolMatchesFile.write(read));
        assertEquals(List.of(), problems.list());
    }

    @Provide
    Arbitrary<List<MatchResult>> matches() {
        // One row a match: two rows with one id are a wrong file (PoolMatchesDuplicateTest).
        return ResultArbitraries.poolMatch().list().ofMaxSize(4).uniqueElements(MatchResult::id);
    }
}
