package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Files written before the later columns existed (file-formats: 15, 20, 24 or 25 columns): each
 * missing trailing column reads as its documented default, -1 for the round, and no problem is raised.
 */
class PoolMatchesOlderLayoutsTest {
    private static final String FILE = "competitions/open/pool-matches.csv";
    private static final String HEADER_15 = "PoolName,MatchIdx,SideA,SideB,Winner,IpponsA,IpponsB,HansokuA,HansokuB,"
            + "Decision,Status,Court,SubResults,ScheduledAt,ResultSource";
    private static final String ROW_15 = "Pool A,0,Tanaka,Suzuki,Tanaka,M|Ht,K,1,0,fought,completed,A,,09:30,admin";

    /** What every layout holds in its first 15 columns. */
    private static MatchResult first15() {
        return MatchResult.poolMatch("Pool A", "0", new Side("Tanaka", "", List.of(Mark.MEN, Mark.HANTEI), 1, 0, "", ""),
                new Side("Suzuki", "", List.of(Mark.KOTE), 0, 0, "", ""), -1)
                .withVerdict(v -> v.withWinner("Tanaka").withDecision(Decision.FOUGHT)).withStatus(MatchStatus.COMPLETED).withCourt("A")
                .withScheduledAt("09:30").withProvenance(p -> p.withResultSource(ResultSource.ADMIN));
    }

    private static MatchResult readOne(String text) throws Exception {
        Problems problems = new Problems();
        List<MatchResult> matches = PoolMatchesFile.read(FILE, text, problems);
        assertTrue(problems.isEmpty(), () -> problems.list().toString());
        assertEquals(1, matches.size());
        return matches.get(0);
    }

    @Test
    void fifteenColumnFileReadsRoundAsMinusOneAndEverythingLaterAsDefault() throws Exception {
        assertEquals(first15(), readOne(HEADER_15 + "\n" + ROW_15 + "\n"));
    }

    @Test
    void twentyColumnFileReadsRoundIdsAndCorrectionReasonAndDefaultsTheRest() throws Exception {
        String text = HEADER_15 + ",Round,SideAID,SideBID,WinnerID,CorrectionReason\n"
                + ROW_15 + ",2,p-t,p-s,p-t,Typo\n";
        MatchResult expected = first15().withRound(2).withSideA(first15().sideA().withParticipantId("p-t"))
                .withSideB(first15().sideB().withParticipantId("p-s")).withVerdict(v -> v.withWinnerId("p-t")).withProvenance(p -> p.withCorrectionReason("Typo"));
        assertEquals(expected, readOne(text));
    }

    @Test
    void twentyFourColumnFileReadsRepPlayersAndFlagsAndDefaultsTheRest() throws Exception {
        String text = HEADER_15 + ",Round,SideAID,SideBID,WinnerID,CorrectionReason,RepPlayerA,RepPlayerB,FlagsA,FlagsB\n"
                + ROW_15 + ",-1,,,,,Noda,Endo,3,2\n";
        MatchResult expected = first15().withSideA(first15().sideA().withRepPlayer("Noda").withFlags(3))
                .withSideB(first15().sideB().withRepPlayer("Endo").withFlags(2));
        assertEquals(expected, readOne(text));
    }

    @Test
    void twentyFiveColumnFileReadsReopenPendingAndDefaultsEnchoAndStamps() throws Exception {
        String text = HEADER_15 + ",Round,SideAID,SideBID,WinnerID,CorrectionReason,RepPlayerA,RepPlayerB,FlagsA,FlagsB,"
                + "ReopenPending\n" + ROW_15 + ",-1,,,,,,,0,0,true\n";
        MatchResult read = readOne(text);
        assertEquals(first15().withProvenance(p -> p.withReopenPending(true)), read);
        assertEquals(0, read.enchoPeriods());
        assertEquals(0L, read.provenance().modifiedAt());
        assertTrue(read.provenance().groupStamps().isEmpty());
    }

    @Test
    void twelveColumnFileWithoutAHeaderReadsItsFirstRowAsAMatch() throws Exception {
        MatchResult read = readOne("Pool B,3,Ito,Kato,,,,0,0,,scheduled,B\n");
        assertEquals(MatchResult.poolMatch("Pool B", "3", Side.of("Ito", ""), Side.of("Kato", ""), -1).withCourt("B"), read);
    }

    @Test
    void everyColumnsDefaultTextReadsWithoutAProblem() {
        Problems problems = new Problems();
        MatchResult match = PoolMatchColumn.blank();
        for (PoolMatchColumn column : PoolMatchColumn.values()) {
            match = column.read(match, new Cell(FILE, 2, 1, column.header(), column.defaultText(), problems));
        }
        assertTrue(problems.isEmpty(), () -> problems.list().toString());
        assertEquals(-1, match.round());
        assertEquals(PoolMatchColumn.blank(), match);
    }

    @Test
    void aNewerFileWithMoreColumnsReadsTheKnownOnesAndSaysTheRestAreNotWrittenBack() throws Exception {
        String[] lines = PoolMatchesFile.write(List.of(first15())).split("\n");
        Problems problems = new Problems();
        List<MatchResult> read = PoolMatchesFile.read(FILE, lines[0] + ",Future\n" + lines[1] + ",later\n", problems);
        assertEquals(List.of(first15()), read);
        assertEquals(1, problems.list().size());
        assertEquals(Problem.Severity.NOTICE, problems.list().get(0).severity());
        assertEquals("The rows have 33 fields; Taikai reads the first 32 and will not write the others back.",
                problems.list().get(0).message());
    }
}
