package taikai.ui.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.ui.TestFolders;
import taikai.ui.match.Corner;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;

/** The sheet's actions on a real folder through the real write road. */
class RoadMatchCommandsTest {
    private static final ScoreTarget BOUT = ScoreTarget.match(TestFolders.MEN, "Pool A-0");

    @TempDir
    Path root;
    private Session session;
    private RoadMatchCommands commands;

    @BeforeEach
    void open() throws Exception {
        TestFolders.drawn(root);
        session = Session.open(root);
        commands = new RoadMatchCommands(() -> Optional.of(session));
    }

    private MatchResult stored() {
        return session.store().competition(TestFolders.MEN).read().state().orElseThrow().findMatch("Pool A-0").orElseThrow();
    }

    private List<String> history() throws Exception {
        Path file = root.resolve("competitions/men/history/Pool A-0.jsonl");
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }

    @Test
    void eachEntryBuildsOnTheOneBeforeAndLandsWithItsHistoryLine() throws Exception {
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.addPoint(BOUT, Corner.A, Mark.MEN).outcome());
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.addHansoku(BOUT, Corner.B).outcome());
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.addPoint(BOUT, Corner.A, Mark.KOTE).outcome());
        WriteAnswer finish = commands.finish(BOUT);

        assertEquals(WriteAnswer.Outcome.APPLIED, finish.outcome(), finish.sentence());
        assertEquals("Pool A, match 1: recorded.", finish.sentence());
        assertEquals(List.of(Mark.MEN, Mark.KOTE), stored().sideA().ippons());
        assertEquals(1, stored().sideB().hansoku());
        assertEquals(MatchStatus.COMPLETED, stored().status());
        assertEquals(4, history().size());
        assertTrue(history().get(0).contains("\"via\":\"desktop\""));
    }

    @Test
    void aRefusedEntryIsAnsweredHereAndNothingIsWritten() throws Exception {
        commands.addPoint(BOUT, Corner.A, Mark.MEN);
        commands.addPoint(BOUT, Corner.A, Mark.KOTE);

        WriteAnswer third = commands.addPoint(BOUT, Corner.A, Mark.DO);

        assertEquals(WriteAnswer.Outcome.REFUSED, third.outcome());
        assertTrue(third.sentence().endsWith("Nothing was sent."), third.sentence());
        assertEquals(2, history().size());
    }

    @Test
    void undoTakesBackTheLastEntryMadeHere() throws Exception {
        commands.addPoint(BOUT, Corner.A, Mark.MEN);
        commands.addHansoku(BOUT, Corner.B);

        assertEquals(WriteAnswer.Outcome.APPLIED, commands.undo(BOUT).outcome());
        assertEquals(0, stored().sideB().hansoku());
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.undo(BOUT).outcome());
        assertEquals(List.of(), stored().sideA().ippons());
        WriteAnswer nothing = commands.undo(BOUT);
        assertEquals(WriteAnswer.Outcome.REFUSED, nothing.outcome());
        assertTrue(nothing.sentence().startsWith("Nothing entered on this match from this desktop"), nothing.sentence());
    }

    @Test
    void enchoCountsUpAndBackAndAWithdrawalBarsTheMatch() {
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.setEncho(BOUT, 1).outcome());
        assertEquals(1, stored().enchoPeriods());
        assertEquals(WriteAnswer.Outcome.REFUSED, commands.setEncho(BOUT, 1).outcome());
        assertEquals(WriteAnswer.Outcome.APPLIED, commands.setEncho(BOUT, 0).outcome());

        WriteAnswer kiken = commands.kiken(BOUT, Corner.B);

        assertEquals(WriteAnswer.Outcome.APPLIED, kiken.outcome(), kiken.sentence());
        assertEquals(Decision.KIKEN, stored().verdict().decision());
        assertEquals(stored().sideA().participantId(), stored().verdict().winnerId(), "shiro withdrew, so aka wins");
    }

    @Test
    void aCorrectionRewritesTheFinishedResultWithItsReason() throws Exception {
        commands.addPoint(BOUT, Corner.A, Mark.MEN);
        commands.finish(BOUT);

        WriteAnswer none = commands.correct(BOUT, new Correction(List.of(), 0, List.of(Mark.DO), 0, 0, null, false, " "));
        assertEquals(WriteAnswer.Outcome.REFUSED, none.outcome());

        WriteAnswer corrected = commands.correct(BOUT, new Correction(List.of(), 0, List.of(Mark.DO), 0, 0, null, false,
                "Men was not valid"));

        assertEquals(WriteAnswer.Outcome.APPLIED, corrected.outcome(), corrected.sentence());
        assertEquals(stored().sideB().participantId(), stored().verdict().winnerId());
        assertEquals("Men was not valid", stored().provenance().correctionReason());
        assertTrue(history().get(history().size() - 1).contains("\"action\":\"correct\""));
    }

    @Test
    void aHantedDrawIsCorrectedToAWinByHanteiAndABrokenCompetitionIsNotWritten() throws Exception {
        commands.hikiwake(BOUT);
        WriteAnswer hantei = commands.correct(BOUT, new Correction(List.of(), 0, List.of(), 0, 1, Corner.B, false,
                "The judges' flags were misread"));
        assertEquals(WriteAnswer.Outcome.APPLIED, hantei.outcome(), hantei.sentence());
        assertTrue(stored().sideB().hasHantei());
        assertEquals(stored().sideB().participantId(), stored().verdict().winnerId());

        Files.writeString(root.resolve("competitions/men/pool-matches.csv"), "PoolName,MatchIdx\n\"unclosed\n");
        WriteAnswer broken = commands.addPoint(BOUT, Corner.A, Mark.MEN);
        assertEquals(WriteAnswer.Outcome.REFUSED, broken.outcome());
        assertTrue(broken.sentence().contains("see Problems"), broken.sentence());
        assertFalse(new RoadMatchCommands(Optional::empty).addPoint(BOUT, Corner.A, Mark.MEN).outcome().landed());
    }

    @Test
    void aFinishedMatchIsReopenedWithAReasonAndARunningOneGoesBackToTheQueue() throws Exception {
        commands.addPoint(BOUT, Corner.A, Mark.MEN);
        commands.finish(BOUT);

        WriteAnswer without = commands.reopen(BOUT, "");
        assertEquals(WriteAnswer.Outcome.REFUSED, without.outcome());
        assertTrue(without.sentence().startsWith("A reopen needs a reason"), without.sentence());

        WriteAnswer reopened = commands.reopen(BOUT, "The timekeeper stopped the clock early");
        assertEquals(WriteAnswer.Outcome.APPLIED, reopened.outcome(), reopened.sentence());
        assertEquals(MatchStatus.RUNNING, stored().status());
        assertEquals(List.of(Mark.MEN), stored().sideA().ippons(), "its points are kept");
        assertTrue(history().get(history().size() - 1).contains("The timekeeper stopped the clock early"));

        WriteAnswer requeued = commands.requeue(BOUT);
        assertEquals(WriteAnswer.Outcome.APPLIED, requeued.outcome(), requeued.sentence());
        assertEquals(MatchStatus.SCHEDULED, stored().status());
    }
}
