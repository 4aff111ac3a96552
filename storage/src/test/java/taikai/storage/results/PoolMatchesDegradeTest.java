package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Spec "When a file is wrong": a wrong cell falls back to its documented default, is reported at
 * its file, line and column, and never stops the row or the file from loading.
 */
class PoolMatchesDegradeTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    private static MatchResult plain() {
        return MatchResult.poolMatch("Pool A", "0", Side.of("Aka", "p-aka"), Side.of("Shiro", "p-shiro"), 1)
                .withStatus(MatchStatus.COMPLETED).withProvenance(p -> p.withModifiedAt(1_700_000_000_000L));
    }

    /** The plain match's file with one cell of its row replaced by {@code raw}, as it would sit on disk. */
    private record Damaged(String text, int column) {
    }

    private static Damaged damage(PoolMatchColumn target, String raw) {
        String[] lines = PoolMatchesFile.write(List.of(plain())).split("\n");
        List<String> cells = new ArrayList<>(Arrays.asList(lines[1].split(",", -1)));
        cells.set(target.ordinal(), raw);
        int column = 1;
        for (int i = 0; i < target.ordinal(); i++) {
            column += cells.get(i).length() + 1;
        }
        return new Damaged(lines[0] + "\n" + String.join(",", cells) + "\n", column);
    }

    private record Loaded(MatchResult match, List<Problem> problems) {
    }

    private static Loaded load(Damaged damaged) throws Exception {
        Problems problems = new Problems();
        List<MatchResult> matches = PoolMatchesFile.read(FILE, damaged.text(), problems);
        assertEquals(1, matches.size());
        return new Loaded(matches.get(0), problems.list());
    }

    private static Problem onlyProblem(Loaded loaded, Damaged damaged) {
        assertEquals(1, loaded.problems().size(), loaded.problems()::toString);
        Problem problem = loaded.problems().get(0);
        assertEquals(FILE, problem.file());
        assertEquals(2, problem.line());
        assertEquals(damaged.column(), problem.column());
        assertEquals(Problem.Severity.DEGRADED, problem.severity());
        return problem;
    }

    @Test
    void aCountThatIsNotANumberReadsAsZeroAndSaysWhatWasFound() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.HANSOKU_A, "two");
        Loaded loaded = load(damaged);
        assertEquals(plain(), loaded.match());
        assertEquals("The HansokuA cell holds \"two\", which is not a whole number, so it reads as 0 until the cell is"
                + " corrected.", onlyProblem(loaded, damaged).message());
    }

    @Test
    void aNegativeCountIsClampedToZero() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.FLAGS_B, "-2");
        Loaded loaded = load(damaged);
        assertEquals(0, loaded.match().sideB().flags());
        assertTrue(onlyProblem(loaded, damaged).message().contains("\"-2\", which is a negative count, so it reads as 0"));
    }

    @Test
    void aNegativeEnchoCountIsClampedToZero() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.ENCHO, "-1");
        Loaded loaded = load(damaged);
        assertEquals(0, loaded.match().enchoPeriods());
        onlyProblem(loaded, damaged);
    }

    @Test
    void aRoundThatIsNotANumberReadsAsMinusOne() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.ROUND, "second");
        Loaded loaded = load(damaged);
        assertEquals(plain().withRound(-1), loaded.match());
        assertTrue(onlyProblem(loaded, damaged).message().contains("so it reads as -1"));
    }

    @Test
    void anUnreadableModifiedAtReadsAsUnstamped() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.MODIFIED_AT, "yesterday");
        Loaded loaded = load(damaged);
        assertEquals(plain().withProvenance(p -> p.withModifiedAt(0L)), loaded.match());
        assertTrue(onlyProblem(loaded, damaged).message().contains("reads as 0 (unstamped)"));
    }

    @Test
    void aReopenPendingThatIsNeitherTrueNorFalseReadsAsFalse() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.REOPEN_PENDING, "maybe");
        Loaded loaded = load(damaged);
        assertEquals(plain(), loaded.match());
        onlyProblem(loaded, damaged);
    }

    @Test
    void anUnknownStatusReadsAsScheduled() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.STATUS, "finished");
        Loaded loaded = load(damaged);
        assertEquals(plain().withStatus(MatchStatus.SCHEDULED), loaded.match());
        onlyProblem(loaded, damaged);
    }

    @Test
    void anUnknownDecisionReadsAsNoDecision() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.DECISION, "won");
        Loaded loaded = load(damaged);
        assertEquals(Decision.NONE, loaded.match().verdict().decision());
        onlyProblem(loaded, damaged);
    }

    @Test
    void anUnknownResultSourceReadsAsEmpty() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.RESULT_SOURCE, "referee");
        Loaded loaded = load(damaged);
        assertEquals(ResultSource.NONE, loaded.match().provenance().resultSource());
        onlyProblem(loaded, damaged);
    }

    @Test
    void anUnknownPointLetterIsDroppedAndTheOthersKept() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.IPPONS_A, "M|X|Ht");
        Loaded loaded = load(damaged);
        assertEquals(List.of(Mark.MEN, Mark.HANTEI), loaded.match().sideA().ippons());
        assertTrue(onlyProblem(loaded, damaged).message().startsWith("In the IpponsA cell, \"X\" is not a point"));
    }

    @Test
    void anEmptyEntryBetweenSeparatorsIsAnUnfilledSlotNotAProblem() throws Exception {
        Loaded loaded = load(damage(PoolMatchColumn.IPPONS_B, "|K"));
        assertEquals(List.of(Mark.UNFILLED, Mark.KOTE), loaded.match().sideB().ippons());
        assertTrue(loaded.problems().isEmpty());
    }

    @Test
    void unreadableGroupStampsReadAsNoneAndAreReported() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.GROUP_STAMPS, "scoreline=17");
        Loaded loaded = load(damaged);
        assertTrue(loaded.match().provenance().groupStamps().isEmpty());
        assertTrue(onlyProblem(loaded, damaged).message().startsWith("The GroupStamps cell does not parse as JSON"));
    }

    @Test
    void aGroupStampThatIsNotATimeIsLeftOutAndTheOthersKept() throws Exception {
        Damaged damaged = damage(PoolMatchColumn.GROUP_STAMPS, "\"{\"\"verdict\"\":\"\"soon\"\",\"\"scoreline\"\":5}\"");
        Loaded loaded = load(damaged);
        assertEquals(ResultFixtures.stamps("scoreline", 5), loaded.match().provenance().groupStamps());
        onlyProblem(loaded, damaged);
    }

    @Test
    void aHeaderNamingAnotherColumnIsReportedAndTheColumnStillReadByPosition() throws Exception {
        String text = PoolMatchesFile.write(List.of(plain())).replace("SideA,SideB", "SideB,SideA");
        Problems problems = new Problems();
        MatchResult read = PoolMatchesFile.read(FILE, text, problems).get(0);
        assertEquals(plain(), read);
        assertEquals(2, problems.list().size());
        assertEquals(1, problems.list().get(0).line());
        assertEquals("PoolName,MatchIdx,".length() + 1, problems.list().get(0).column());
    }

    @Test
    void aBadCellDoesNotStopTheRowsAfterIt() throws Exception {
        String good = PoolMatchesFile.write(List.of(plain().withIndex("1").withId("Pool A-1"))).split("\n")[1];
        Damaged damaged = damage(PoolMatchColumn.HANSOKU_B, "x");
        List<MatchResult> read = PoolMatchesFile.read(FILE, damaged.text() + good + "\n", new Problems());
        assertEquals(List.of(plain(), plain().withIndex("1").withId("Pool A-1")), read);
    }
}
