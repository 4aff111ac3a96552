package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.merge.Fixtures.AKA;
import static taikai.model.merge.Fixtures.AKA_ID;
import static taikai.model.merge.Fixtures.NOW;
import static taikai.model.merge.Fixtures.SHIRO;
import static taikai.model.merge.Fixtures.inOrder;
import static taikai.model.merge.Fixtures.running;
import static taikai.model.merge.Fixtures.score;
import static taikai.model.merge.Fixtures.scoreline;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.MergeResult.Answer;

/** Spec section 5: a kiken, fusenpai or fusensho against the points and bouts entered around it. */
class WithdrawalMergeTest {
    private static final Rulebook KNOCKOUT = KendoRules.knockout();

    /** Aka withdraws at {@code madeAt}: Shiro wins with two default-win points. */
    private static MatchWrite akaWithdraws(long madeAt) {
        return Fixtures.write(MatchWrite.Kind.WITHDRAWAL, madeAt).verdict(Fixtures.withdrawal(Decision.KIKEN))
                .scoreline("", "○○").build();
    }

    @Test
    void aWithdrawalIsHeldWholeWhenAPointWasEnteredAfterIt() {
        MatchResult stored = inOrder(running(), KNOCKOUT, score(300).scoreline("M", "").build());

        MergeResult result = Merge.merge(stored, akaWithdraws(200), NOW, KNOCKOUT);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.POINT_AFTER_WITHDRAWAL, result.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(HoldReason.POINT_AFTER_WITHDRAWAL, result.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(MatchStatus.RUNNING, result.merged().status());
        assertEquals(scoreline("M", ""), FieldGroup.SCORELINE.read(result.merged()));
        assertEquals(List.of(), result.effects());
    }

    @Test
    void aWithdrawalIsHeldWholeWhenABoutWasEnteredAfterIt() {
        MatchResult stored = inOrder(Fixtures.runningTeams(), KNOCKOUT,
                Fixtures.write(MatchWrite.Kind.BOUT, 300L).bout(0, "M", "").build());
        MatchWrite redWithdraws = Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 200L)
                .verdict(Fixtures.withdrawal(Decision.KIKEN)).scoreline("", "○○").build();

        MergeResult result = Merge.merge(stored, redWithdraws, NOW, KNOCKOUT);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.POINT_AFTER_WITHDRAWAL, result.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(MatchStatus.RUNNING, result.merged().status());
    }

    @Test
    void aPointAfterAWithdrawalClearsItAndTheBarredCompetitorCanFightAgain() {
        MatchResult withdrawn = inOrder(running(), KNOCKOUT, akaWithdraws(200));
        assertEquals(SHIRO, withdrawn.verdict().winner());

        MergeResult result = Merge.merge(withdrawn, score(300).scoreline("M", "").build(), NOW, KNOCKOUT);

        assertEquals(Answer.APPLIED, result.answer());
        assertEquals(Decision.NONE, result.merged().verdict().decision());
        assertEquals(MatchStatus.RUNNING, result.merged().status());
        assertEquals("", result.merged().verdict().winner());
        assertEquals(scoreline("M", ""), FieldGroup.SCORELINE.read(result.merged()));
        HeldChange cleared = result.movedOut().get(0);
        assertEquals(FieldGroup.VERDICT, cleared.group());
        assertEquals(Decision.KIKEN, ((GroupValue.Verdict) cleared.value()).decision());
        assertEquals(HoldReason.POINT_AFTER_WITHDRAWAL, cleared.reason());
        assertEquals(List.of(new SideEffect(SideEffect.Kind.CAN_FIGHT_AGAIN, AKA_ID, Decision.KIKEN, "m-r1-0")),
                result.effects());
    }

    @Test
    void aWithdrawalAndAPointMadeAfterItEndInTheSameMatchInEitherOrder() {
        MatchWrite point = score(300).scoreline("M", "").build();

        MatchResult withdrawalFirst = inOrder(running(), KNOCKOUT, akaWithdraws(200), point);
        MatchResult pointFirst = inOrder(running(), KNOCKOUT, point, akaWithdraws(200));

        assertEquals(withdrawalFirst, pointFirst);
    }

    @Test
    void theClearedWithdrawalLetsTheMatchBeFinishedOnItsPoints() {
        MatchResult match = inOrder(running(), KNOCKOUT, akaWithdraws(200), score(300).scoreline("M", "").build(),
                Fixtures.finish(400).scoreline("MK", "").build());

        assertEquals(AKA, match.verdict().winner());
        assertEquals(Decision.FOUGHT, match.verdict().decision());
    }

    @Test
    void aWithdrawalThatFollowsFromAnotherMatchStandsAgainstALaterPoint() {
        Rulebook rules = KendoRules.knockout().barredElsewhere("m-r1-0");
        MatchWrite awarded = Fixtures.write(MatchWrite.Kind.SERVER, 200L).verdict(Fixtures.withdrawal(Decision.FUSENSHO))
                .scoreline("○○", "").build();
        MatchWrite point = score(300).scoreline("", "M").build();
        MatchResult stored = inOrder(running(), rules, awarded);

        MergeResult result = Merge.merge(stored, point, NOW, rules);
        MatchResult pointFirst = inOrder(running(), rules, point, awarded);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.WITHDRAWAL_CLOSED, result.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(Decision.FUSENSHO, result.merged().verdict().decision());
        assertEquals(AKA, result.merged().verdict().winner());
        assertEquals(List.of(), result.effects());
        assertEquals(result.merged(), pointFirst);
    }

    @Test
    void anOvertimeChangeAfterAWithdrawalIsHeldWithTheReason() {
        MatchResult stored = inOrder(running(), KNOCKOUT, akaWithdraws(200));

        MergeResult result = Merge.merge(stored, score(300).overtime(1).build(), NOW, KNOCKOUT);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.WITHDRAWAL_CLOSED, result.outcomes().get(FieldGroup.OVERTIME).reason());
        assertEquals(0, result.merged().enchoPeriods());
        assertTrue(result.heldSentences().get(0).contains("correct the result in the score editor"));
    }

    @Test
    void aLateWithdrawalMovesOutANewerOvertimeChange() {
        MatchWrite withdrawal = Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 200L)
                .verdict(Fixtures.withdrawal(Decision.KIKEN)).scoreline("", "○○").overtime(0).build();
        MatchWrite overtime = score(300).overtime(1).build();
        MatchResult stored = inOrder(running(), KNOCKOUT, overtime);

        MergeResult result = Merge.merge(stored, withdrawal, NOW, KNOCKOUT);

        assertEquals(0, result.merged().enchoPeriods());
        assertEquals(List.of(new HeldChange(FieldGroup.OVERTIME, new GroupValue.Overtime(1), 300, HoldReason.WITHDRAWAL_CLOSED)),
                result.movedOut());
        assertEquals(inOrder(running(), KNOCKOUT, withdrawal, overtime), result.merged());
    }

    @Test
    void aWithdrawalIsOneChangeWithTheScorelineItWrites() {
        MatchWrite reopen = Fixtures.write(MatchWrite.Kind.SERVER, 500L).verdict(Fixtures.status(MatchStatus.RUNNING)).build();
        MatchResult stored = inOrder(running(), KNOCKOUT, reopen);

        MergeResult result = Merge.merge(stored, akaWithdraws(400), NOW, KNOCKOUT);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(HoldReason.OLDER_THAN_STORED, result.outcomes().get(FieldGroup.VERDICT).reason());
        assertEquals(HoldReason.WITHDRAWAL_TOGETHER, result.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(scoreline("", ""), FieldGroup.SCORELINE.read(result.merged()));
    }

    @Test
    void anAppliedWithdrawalBarsItsLoser() {
        MergeResult result = Merge.merge(running(), akaWithdraws(200), NOW, KNOCKOUT);

        assertEquals(List.of(new SideEffect(SideEffect.Kind.BARRED, AKA_ID, Decision.KIKEN, "m-r1-0")), result.effects());
        assertEquals(MatchStatus.COMPLETED, result.merged().status());
    }

    @Test
    void aNewerCorrectionThatReplacesAWithdrawalLetsTheLoserFightAgain() {
        MatchResult stored = inOrder(running(), KNOCKOUT, akaWithdraws(200));
        MatchWrite correction = Fixtures.write(MatchWrite.Kind.CORRECTION, 300L).verdict(Fixtures.corrected("Wrong side"))
                .scoreline("M", "").build();

        MergeResult result = Merge.merge(stored, correction, NOW, KNOCKOUT);

        assertEquals(AKA, result.merged().verdict().winner());
        assertEquals("Wrong side", result.merged().provenance().correctionReason());
        assertEquals(SideEffect.Kind.CAN_FIGHT_AGAIN, result.effects().get(0).kind());
    }

    @Test
    void aChangeMadeBeforeAWithdrawalWasDeclaredIsJudgedByItsTimeAlone() {
        MatchResult withdrawn = inOrder(Fixtures.runningTeams(), KNOCKOUT, Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 300L)
                .verdict(Fixtures.withdrawal(Decision.KIKEN)).scoreline("○○", "").build());

        MergeResult earlierBout = Merge.merge(withdrawn,
                Fixtures.write(MatchWrite.Kind.BOUT, 200L).bout(0, "M", "").build(), NOW, KNOCKOUT);
        MergeResult earlierOvertime = Merge.merge(withdrawn, score(250).overtime(1).build(), NOW, KNOCKOUT);

        assertEquals(Answer.APPLIED, earlierBout.answer());
        assertEquals(Decision.KIKEN, earlierBout.merged().verdict().decision());
        assertEquals(Answer.APPLIED, earlierOvertime.answer());
        assertEquals(1, earlierOvertime.merged().enchoPeriods());
    }

    @Test
    void aClearedWithdrawalTakesItsDefaultWinPointsWithItInEitherOrder() {
        MatchWrite redWins = Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 200L).verdict(Fixtures.withdrawal(Decision.FUSENPAI))
                .scoreline("○○", "").build();
        MatchWrite bout = Fixtures.write(MatchWrite.Kind.BOUT, 300L).bout(1, "", "K").build();
        MatchResult withdrawn = inOrder(Fixtures.runningTeams(), KNOCKOUT, redWins);

        MergeResult cleared = Merge.merge(withdrawn, bout, NOW, KNOCKOUT);

        assertEquals(List.of(), cleared.merged().sideA().ippons());
        assertEquals(MatchStatus.RUNNING, cleared.merged().status());
        assertEquals(List.of(FieldGroup.VERDICT, FieldGroup.SCORELINE),
                cleared.movedOut().stream().map(HeldChange::group).collect(Collectors.toList()));
        assertEquals(cleared.merged(), inOrder(Fixtures.runningTeams(), KNOCKOUT, bout, redWins));
    }

    @Test
    void aKikenFusenpaiOrFusenshoMustCarryTheScorelineItWrites() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 200L).verdict(Fixtures.withdrawal(Decision.KIKEN)).build());

        assertTrue(refused.getMessage().contains("send the scoreline with it"));
    }
}
