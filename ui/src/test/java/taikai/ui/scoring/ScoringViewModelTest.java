package taikai.ui.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.ui.Samples;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.match.Corner;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

class ScoringViewModelTest {
    private final RecordingMatchCommands commands = new RecordingMatchCommands();
    private final Writes writes = new Writes(new SynchronousUiExecutor());
    private final ScoringViewModel model = new ScoringViewModel(commands, writes, Samples.sampleTallies());

    @Test
    void nothingIsSentWhileNoMatchIsOpen() {
        model.point(Corner.A, Mark.MEN);
        model.finish();
        model.recordFlags();
        assertEquals(List.of(), commands.calls());
        assertFalse(model.availability().canScoreBinding().get());
        assertEquals("No match is open.", model.headingProperty().get());
    }

    @Test
    void anIndividualPointGoesToTheWholeMatch() {
        model.show(Samples.openIndividual());
        model.point(Corner.A, Mark.MEN);
        model.hansoku(Corner.B);
        assertEquals(List.of("addPoint(Pool A-0, A, MEN)", "addHansoku(Pool A-0, B)"), commands.calls());
    }

    @Test
    void theStatusLineSaysWhatWasEnteredAndWhatLanded() {
        model.show(Samples.openIndividual());
        model.point(Corner.A, Mark.KOTE);
        assertEquals("Kote for aka in Pool A, match 1. The change was saved.", writes.statusTextProperty().get());
        commands.answerWith(new WriteAnswer(WriteAnswer.Outcome.HELD,
                "Nothing was applied: a newer change to the scoreline was recorded on another board, and yours is kept in the match's history."));
        model.hikiwake();
        assertEquals("Hikiwake in Pool A, match 1. Nothing was applied: a newer change to the scoreline was recorded on another"
                + " board, and yours is kept in the match's history.", writes.statusTextProperty().get());
    }

    @Test
    void aWriteThatFailsSaysNothingWasSavedAndToEnterItAgain() {
        commands.failWith(new java.io.UncheckedIOException(new IOException("The hall laptop did not answer")));
        model.show(Samples.openIndividual());
        model.undo();
        assertEquals(WriteAnswer.Outcome.TRY_AGAIN, writes.lastAnswerProperty().get().outcome());
        assertEquals("Undo of the last entry in Pool A, match 1. The change could not be sent"
                + " (java.io.IOException: The hall laptop did not answer.) Enter it again.", writes.statusTextProperty().get());
    }

    @Test
    void enchoAddsOnePeriodToWhatIsStored() {
        model.show(OpenMatch.of(Samples.individualMatch().withEnchoPeriods(1), MatchRules.KENDO, Dojos.NONE));
        assertEquals("Encho: 1 period", model.enchoProperty().get());
        model.encho();
        assertEquals(List.of("setEncho(Pool A-0, 2)"), commands.calls());
    }

    @Test
    void shiroShowsSideBAndAkaShowsSideA() {
        model.show(Samples.openIndividual());
        assertEquals("Anna de Vries", model.side(Corner.B).nameProperty().get());
        assertEquals("Kendo Amsterdam", model.side(Corner.B).affiliationProperty().get());
        assertEquals(List.of(Mark.KOTE), model.side(Corner.B).marksProperty().get());
        assertEquals(1, model.side(Corner.B).hansokuProperty().get());
        assertEquals("Sato Hiroshi", model.side(Corner.A).nameProperty().get());
        assertEquals(List.of(Mark.MEN), model.side(Corner.A).marksProperty().get());
    }

    @Test
    void aTeamEncounterScoresTheSelectedBout() {
        model.show(Samples.openTeam());
        assertEquals(4, model.selectedBoutProperty().get(), "the first bout with nothing entered is selected");
        model.point(Corner.B, Mark.DO);
        model.selectBout(1);
        model.kiken(Corner.A);
        model.finish();
        assertEquals(List.of("addPoint(m-r1-0#4, B, DO)", "kiken(m-r1-0#1, A)", "finish(m-r1-0)"), commands.calls());
        assertEquals("Bianchi", model.side(Corner.B).nameProperty().get());
        assertEquals("Brussels Kendo", model.side(Corner.B).affiliationProperty().get());
        assertTrue(writes.statusTextProperty().get().startsWith("Finish of Match 1."));
    }

    @Test
    void boutSelectionMovesAndWrapsAround() {
        model.show(Samples.openTeam());
        model.moveBoutSelection(1);
        assertEquals(0, model.selectedBoutProperty().get());
        model.moveBoutSelection(-1);
        assertEquals(4, model.selectedBoutProperty().get());
    }

    @Test
    void showingTheSameEncounterAgainKeepsTheSelectedBout() {
        model.show(Samples.openTeam());
        model.selectBout(2);
        model.show(Samples.openTeam());
        assertEquals(2, model.selectedBoutProperty().get());
    }

    @Test
    void theTallyIsTakenFromTheRulesAndNeverWorkedOutHere() {
        model.show(Samples.openTeam());
        assertEquals("Individual victories: shiro 1, aka 2. Points: shiro 2, aka 4.", model.tallyProperty().get());
        ScoringViewModel untallied = new ScoringViewModel(commands, writes, TeamTallies.NONE);
        untallied.show(Samples.openTeam());
        assertEquals("Individual victories and points have not been worked out for this encounter.", untallied.tallyProperty().get());
    }

    @Test
    void naginataOffersSune() {
        model.show(Samples.openIndividual());
        assertFalse(model.pointMarksProperty().get().contains(Mark.SUNE));
        model.show(OpenMatch.of(Samples.individualMatch(), new MatchRules(0, false, true, false, 0), Dojos.NONE));
        assertTrue(model.pointMarksProperty().get().contains(Mark.SUNE));
    }

    @Test
    void engiFlagsStayWithinTheJudgesAndAreSentTogether() {
        model.show(OpenMatch.of(Samples.individualMatch(), new MatchRules(0, false, true, true, 3), Dojos.NONE));
        for (int i = 0; i < 5; i++) {
            model.flag(Corner.B, 1);
        }
        model.flag(Corner.A, -1);
        assertEquals("Engi: each of the 3 judges raises one flag, so the two counts add up to 3.", model.engiNoteProperty().get());
        assertEquals(3, model.side(Corner.B).flagsProperty().get());
        assertEquals(0, model.side(Corner.A).flagsProperty().get());
        assertEquals(List.of(), commands.calls(), "counting flags sends nothing");
        model.recordFlags();
        assertEquals(List.of("setFlags(Pool A-0, 0, 3)"), commands.calls());
    }

    @Test
    void anEncounterWhoseBoutsCouldNotBeReadIsMarkedOnTheSheet() {
        model.show(new taikai.ui.match.OpenMatch(Samples.teamEncounter().withSubBouts(java.util.List.of())
                .withRawSubResults("[{\"position\":0,"), "Match 1", taikai.ui.match.MatchRules.of(Samples.teamCompetition()), null));
        org.junit.jupiter.api.Assertions.assertTrue(model.tallyProperty().get().startsWith("\u26A0 The bouts of this encounter could not be read"),
                model.tallyProperty().get());
    }

    @Test
    void aReopenAsksForItsReasonAndARunningMatchGoesBackToTheQueue() {
        var running = Samples.openIndividual();
        model.requeue();
        model.show(running);
        model.requeue();
        model.beginReopen();
        org.junit.jupiter.api.Assertions.assertFalse(model.reopening().askingProperty().get(), "only a finished match reopens");
        model.show(running.withMatch(running.match().withStatus(taikai.model.match.MatchStatus.COMPLETED)));
        model.beginReopen();
        model.reopening().reopen();
        assertEquals("A reopen needs a reason: write why the match is fought on, then reopen it.",
                model.reopening().errorProperty().get());
        model.reopening().reasonProperty().set("Wrong flag count");
        model.reopening().reopen();
        assertEquals(java.util.List.of("requeue(Pool A-0)", "reopen(Pool A-0, Wrong flag count)"), commands.calls());
    }
}
