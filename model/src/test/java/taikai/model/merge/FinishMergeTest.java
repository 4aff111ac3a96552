package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.merge.Fixtures.AKA;
import static taikai.model.merge.Fixtures.NOW;
import static taikai.model.merge.Fixtures.SHIRO;
import static taikai.model.merge.Fixtures.finish;
import static taikai.model.merge.Fixtures.inOrder;
import static taikai.model.merge.Fixtures.running;
import static taikai.model.merge.Fixtures.score;
import static taikai.model.merge.Fixtures.scoreline;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.GroupValue.Hantei;
import taikai.model.merge.MergeResult.Answer;

/** Spec section 5: finishes, corrections and engi results against the changes made around them. */
class FinishMergeTest {
    private static final Rulebook POOL = KendoRules.pool();
    private static final Rulebook KNOCKOUT = KendoRules.knockout();

    @Test
    void aBoardStillScoringAFinishedMatchNeverReopensIt() {
        MatchResult finished = inOrder(running(), POOL, finish(200).scoreline("M", "").build());

        MergeResult result = Merge.merge(finished, score(300).scoreline("M", "KD").build(), NOW, POOL);

        assertEquals(Answer.APPLIED, result.answer());
        assertEquals(MatchStatus.COMPLETED, result.merged().status());
        assertEquals(SHIRO, result.merged().verdict().winner());
    }

    @Test
    void aChangeMadeBeforeTheFinishIsHeld() {
        MatchResult finished = inOrder(running(), POOL, finish(300).scoreline("M", "").build());

        MergeResult result = Merge.merge(finished, score(200).scoreline("M", "K").build(), NOW, POOL);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.OLDER_THAN_STORED, result.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(AKA, result.merged().verdict().winner());
    }

    @Test
    void aPoolMatchLeftTiedBecomesADraw() {
        MatchResult finished = inOrder(running(), POOL, finish(200).scoreline("M", "").build());

        MatchResult tied = Merge.merge(finished, score(300).scoreline("M", "K").build(), NOW, POOL).merged();

        assertEquals(MatchStatus.COMPLETED, tied.status());
        assertEquals(Decision.HIKIWAKE, tied.verdict().decision());
        assertEquals("", tied.verdict().winner());
    }

    @Test
    void aFinishedKnockoutMatchNeedsAWinner() {
        MatchResult finished = inOrder(running(), KNOCKOUT, finish(200).scoreline("M", "").build());
        MatchWrite tyingCorrection = Fixtures.write(MatchWrite.Kind.CORRECTION, 300L)
                .verdict(Fixtures.corrected("Shiro scored too")).scoreline("M", "K").build();

        MergeResult correction = Merge.merge(finished, tyingCorrection, NOW, KNOCKOUT);
        MergeResult point = Merge.merge(finished, score(300).scoreline("M", "K").build(), NOW, KNOCKOUT);

        for (MergeResult result : List.of(correction, point)) {
            assertEquals(Answer.HELD, result.answer());
            assertEquals(HoldReason.KNOCKOUT_NEEDS_WINNER, result.outcomes().get(FieldGroup.SCORELINE).reason());
            assertEquals(finished, result.merged());
            assertTrue(result.heldSentences().get(0).endsWith("correct the result with a winner."));
        }
    }

    @Test
    void aFinishThatIsItselfTiedInAKnockoutIsHeldWhole() {
        MergeResult result = Merge.merge(running(), finish(200).scoreline("M", "K").build(), NOW, KNOCKOUT);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.KNOCKOUT_NEEDS_WINNER, result.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(MatchStatus.RUNNING, result.merged().status());
    }

    @Test
    void anEngiMatchNeedsAValidFlagCountInAPoolAsInAKnockout() {
        for (Rulebook engi : List.of(KendoRules.engi(false), KendoRules.engi(true))) {
            MatchResult finished = inOrder(running(), engi, finish(200).flags(2, 1).build());
            assertEquals(AKA, finished.verdict().winner());

            MergeResult recount = Merge.merge(finished, score(300).flags(2, 2).build(), NOW, engi);

            assertEquals(Answer.HELD, recount.answer());
            assertEquals(HoldReason.ENGI_NEEDS_VALID_COUNT, recount.outcomes().get(FieldGroup.FLAGS).reason());
            assertEquals(finished, recount.merged());
        }
    }

    @Test
    void anEngiResultArrivingLateKeepsItsFlagsAndWinnerTogether() {
        Rulebook engi = KendoRules.engi(true);
        MatchWrite result = finish(200).flags(2, 1).build();
        MatchWrite recount = score(300).flags(2, 2).build();
        MatchResult recounted = inOrder(running(), engi, recount);

        MergeResult late = Merge.merge(recounted, result, NOW, engi);

        assertEquals(new GroupValue.Flags(2, 1), FieldGroup.FLAGS.read(late.merged()));
        assertEquals(AKA, late.merged().verdict().winner());
        assertEquals(List.of(new HeldChange(FieldGroup.FLAGS, new GroupValue.Flags(2, 2), 300, HoldReason.ENGI_TOGETHER)),
                late.movedOut());
        assertEquals(inOrder(running(), engi, result, recount), late.merged());
    }

    @Test
    void hanteiStaysWhenAPointsChangeDoesNotTouchTheResult() {
        MatchResult byHantei = inOrder(running(), KNOCKOUT,
                finish(200).verdict(Fixtures.finishedByHantei(Hantei.A)).scoreline("", "").build());

        MatchResult rescored = Merge.merge(byHantei, score(300).scoreline("M", "K").build(), NOW, KNOCKOUT).merged();

        assertTrue(rescored.sideA().hasHantei());
        assertEquals(AKA, rescored.verdict().winner());
    }

    @Test
    void hanteiGoesWhenAPointsChangeDecidesTheMatch() {
        MatchResult byHantei = inOrder(running(), KNOCKOUT,
                finish(200).verdict(Fixtures.finishedByHantei(Hantei.A)).scoreline("", "").build());

        MatchResult rescored = Merge.merge(byHantei, score(300).scoreline("", "K").build(), NOW, KNOCKOUT).merged();

        assertEquals(false, rescored.sideA().hasHantei());
        assertEquals(SHIRO, rescored.verdict().winner());
    }

    @Test
    void aFinishArrivingAfterANewerPointGetsTheWinnerFromThatPointAndKeepsItsHantei() {
        MatchWrite finishByHantei = finish(200).verdict(Fixtures.finishedByHantei(Hantei.A)).scoreline("", "").build();
        MatchWrite point = score(300).scoreline("M", "K").build();
        MatchResult pointed = inOrder(running(), KNOCKOUT, point);

        MergeResult late = Merge.merge(pointed, finishByHantei, NOW, KNOCKOUT);

        assertEquals(Answer.PARTLY_APPLIED, late.answer());
        assertEquals(scoreline("M", "K"), FieldGroup.SCORELINE.read(late.merged()));
        assertTrue(late.merged().sideA().hasHantei());
        assertEquals(AKA, late.merged().verdict().winner());
        assertEquals(inOrder(running(), KNOCKOUT, finishByHantei, point), late.merged());
    }

    @Test
    void aLateFinishIsAppliedOnItsScorelineAndMovesOutANewerPointThatWouldLeaveItTied() {
        MatchWrite finishOnAPoint = finish(200).scoreline("M", "").build();
        MatchWrite tyingPoint = score(300).scoreline("M", "K").build();
        MatchResult pointed = inOrder(running(), KNOCKOUT, tyingPoint);

        MergeResult late = Merge.merge(pointed, finishOnAPoint, NOW, KNOCKOUT);
        MergeResult early = Merge.merge(inOrder(running(), KNOCKOUT, finishOnAPoint), tyingPoint, NOW, KNOCKOUT);

        assertEquals(scoreline("M", ""), FieldGroup.SCORELINE.read(late.merged()));
        assertEquals(AKA, late.merged().verdict().winner());
        assertEquals(List.of(new HeldChange(FieldGroup.SCORELINE, scoreline("M", "K"), 300, HoldReason.LATE_FINISH_TOGETHER)),
                late.movedOut());
        assertEquals(HoldReason.LATE_FINISH_TOGETHER, late.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(late.merged(), early.merged());
        assertEquals(HoldReason.KNOCKOUT_NEEDS_WINNER, early.outcomes().get(FieldGroup.SCORELINE).reason());
    }

    @Test
    void aFinishWithoutTheScorelineItWasMadeOnIsHeldWhenItCannotBeReplayed() {
        MatchResult pointed = inOrder(running(), KNOCKOUT, score(300).scoreline("M", "K").build());

        MergeResult late = Merge.merge(pointed, finish(200).build(), NOW, KNOCKOUT);

        assertEquals(Answer.HELD, late.answer());
        assertEquals(HoldReason.KNOCKOUT_NEEDS_WINNER, late.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(pointed, late.merged());
    }

    @Test
    void aCorrectionOfAResultChangedSinceIsHeldInItsOutrankedParts() {
        MatchResult finished = inOrder(running(), POOL, finish(500).scoreline("MM", "").build());
        MatchWrite offline = Fixtures.write(MatchWrite.Kind.CORRECTION, 300L).verdict(Fixtures.corrected("Typo"))
                .scoreline("", "M").overtime(1).build();

        MergeResult result = Merge.merge(finished, offline, NOW, POOL);

        assertEquals(Answer.PARTLY_APPLIED, result.answer());
        assertEquals(List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT), result.held());
        assertEquals(1, result.merged().enchoPeriods());
        assertEquals(AKA, result.merged().verdict().winner());
    }

    @Test
    void correctingTheResultYouAreLookingAtWorksNormally() {
        MatchResult finished = inOrder(running(), POOL, finish(500).scoreline("MM", "").build());
        MatchWrite correction = Fixtures.write(MatchWrite.Kind.CORRECTION, 600L).verdict(Fixtures.corrected("Wrong side"))
                .scoreline("", "MM").build();

        MergeResult result = Merge.merge(finished, correction, NOW, POOL);

        assertEquals(Answer.APPLIED, result.answer());
        assertEquals(SHIRO, result.merged().verdict().winner());
        assertEquals("Wrong side", result.merged().provenance().correctionReason());
    }

    @Test
    void aBoardNeverSendsAFinishedMatchBackToRunningButTheDeskCanReopenIt() {
        MatchResult finished = inOrder(running(), POOL, finish(200).scoreline("M", "").build());
        MatchWrite board = score(300).verdict(Fixtures.status(MatchStatus.RUNNING)).build();
        MatchWrite desk = Fixtures.write(MatchWrite.Kind.SERVER, null).verdict(Fixtures.status(MatchStatus.RUNNING)).build();

        MergeResult fromBoard = Merge.merge(finished, board, NOW, POOL);
        MergeResult fromDesk = Merge.merge(finished, desk, NOW, POOL);

        assertEquals(HoldReason.FINISHED_STAYS_FINISHED, fromBoard.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(MatchStatus.COMPLETED, fromBoard.merged().status());
        assertEquals(MatchStatus.RUNNING, fromDesk.merged().status());
        assertEquals(NOW, fromDesk.merged().provenance().groupStamps().get("verdict"));
    }

    @Test
    void aFinishHeldWholeKeepsItsOvertimeOutToo() {
        MergeResult result = Merge.merge(running(), finish(200).scoreline("M", "K").overtime(2).build(), NOW, KNOCKOUT);

        assertEquals(HoldReason.KNOCKOUT_NEEDS_WINNER, result.outcomes().get(FieldGroup.OVERTIME).reason());
        assertEquals(0, result.merged().enchoPeriods());
    }

    @Test
    void aFinishSentWithoutATimeTakesTheServersTime() {
        MatchWrite quickScore = Fixtures.write(MatchWrite.Kind.SCORE, null).verdict(Fixtures.finished())
                .scoreline("MM", "").build();

        MatchResult finished = Merge.merge(running(), quickScore, NOW, POOL).merged();

        assertEquals(NOW, finished.provenance().groupStamps().get("verdict"));
        assertEquals(MatchStatus.COMPLETED, finished.status());
    }

    @Test
    void aWinnerOverrideStandsOverALaterCorrectionOfThePoints() {
        Rulebook overridden = KendoRules.knockout().overriding(running().id(), SHIRO);
        MatchResult finished = inOrder(running(), overridden, finish(200).scoreline("M", "").build());
        assertEquals(SHIRO, finished.verdict().winner(), "the organiser's winner, whatever the points say");

        MergeResult corrected = Merge.merge(finished, Fixtures.write(MatchWrite.Kind.CORRECTION, 300L)
                .verdict(Fixtures.corrected("Sheet check")).scoreline("MK", "").build(), NOW, overridden);

        assertEquals(Answer.APPLIED, corrected.answer());
        assertEquals(scoreline("MK", ""), FieldGroup.SCORELINE.read(corrected.merged()));
        assertEquals(SHIRO, corrected.merged().verdict().winner());
        assertEquals(Fixtures.SHIRO_ID, corrected.merged().verdict().winnerId());
        assertEquals(AKA, Merge.merge(finished, Fixtures.write(MatchWrite.Kind.CORRECTION, 300L)
                .verdict(Fixtures.corrected("Sheet check")).scoreline("MK", "").build(), NOW, KNOCKOUT).merged().verdict().winner(),
                "without the override the points decide");
    }
}
