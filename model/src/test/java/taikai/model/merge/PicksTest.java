package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.merge.Fixtures.NOW;
import static taikai.model.merge.Fixtures.RED;
import static taikai.model.merge.Fixtures.RED_ID;
import static taikai.model.merge.Fixtures.inOrder;
import static taikai.model.merge.Fixtures.runningTeams;

import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.merge.MergeResult.Answer;

/** Spec section 3: each side's pick for the representative bout is a change of its own. */
class PicksTest {
    private static final Rulebook KNOCKOUT = KendoRules.knockout();

    private static MatchWrite pick(long madeAt, boolean sideA, String memberId) {
        return Fixtures.write(MatchWrite.Kind.PICK, madeAt).pick(sideA, memberId).build();
    }

    private static SubBout representative(MatchResult match) {
        return GroupValues.bout(match, SubBout.REPRESENTATIVE).orElseThrow();
    }

    @Test
    void twoCaptainsPickingAtTheSameMomentBothLandInEitherOrder() {
        MatchWrite red = pick(500, true, "r1");
        MatchWrite white = pick(500, false, "w2");

        MatchResult one = inOrder(runningTeams(), KNOCKOUT, red, white);
        MatchResult other = inOrder(runningTeams(), KNOCKOUT, white, red);

        assertEquals(one, other);
        assertEquals("r1", representative(one).sideAMemberId());
        assertEquals("w2", representative(one).sideBMemberId());
        assertEquals("r1", one.sideA().repMemberId());
    }

    @Test
    void aPointOnTheRepresentativeBoutNeverAltersWhoWasPicked() {
        MatchResult picked = inOrder(runningTeams(), KNOCKOUT, pick(300, true, "r1"), pick(300, false, "w1"));
        MatchWrite point = Fixtures.write(MatchWrite.Kind.BOUT, 200L).bout(-1, "M", "").build();

        MatchResult scored = Merge.merge(picked, point, NOW, KNOCKOUT).merged();

        assertEquals("r1", representative(scored).sideAMemberId());
        assertEquals("w1", representative(scored).sideBMemberId());
        assertEquals(Fixtures.marks("M"), representative(scored).ipponsA());
    }

    @Test
    void aPickNeverAltersTheScore() {
        MatchResult scored = inOrder(runningTeams(), KNOCKOUT, Fixtures.write(MatchWrite.Kind.BOUT, 300L)
                .bout(-1, "M", "").build());

        MatchResult picked = Merge.merge(scored, pick(200, true, "r3"), NOW, KNOCKOUT).merged();

        assertEquals(FieldGroup.bout(-1).read(scored), FieldGroup.bout(-1).read(picked));
        assertEquals("r3", representative(picked).sideAMemberId());
    }

    @Test
    void theWinnersMemberIdIsWorkedOutAgainWhenAPickChangesUnderIt() {
        MatchResult won = inOrder(runningTeams(), KNOCKOUT, pick(100, true, "r1"),
                Fixtures.write(MatchWrite.Kind.BOUT, 200L).bout(-1, "M", "").build());
        assertEquals("r1", representative(won).winnerMemberId());

        MatchResult repicked = Merge.merge(won, pick(300, true, "r2"), NOW, KNOCKOUT).merged();

        assertEquals(RED, representative(repicked).winner());
        assertEquals("r2", representative(repicked).winnerMemberId());
    }

    @Test
    void aPickIsClearedAndDatedWhenTheTeamOnThatSideChanges() {
        MatchResult picked = inOrder(runningTeams(), KNOCKOUT, pick(300, true, "r1"), pick(300, false, "w1"));

        MatchResult reseated = Picks.seat(picked, true, "Blue", "t-blue", 1_000);
        MergeResult replayed = Merge.merge(reseated, pick(300, true, "r1"), NOW, KNOCKOUT);

        assertEquals("", reseated.sideA().repMemberId());
        assertEquals("", representative(reseated).sideAMemberId());
        assertEquals("w1", representative(reseated).sideBMemberId());
        assertEquals(1_000L, reseated.provenance().groupStamps().get("pickA"));
        assertEquals(Answer.HELD, replayed.answer());
        assertEquals("", replayed.merged().sideA().repMemberId());
    }

    @Test
    void aPickIsDatedLaterThanItHadBeenEvenWhenTheServerClockIsBehind() {
        MatchResult picked = inOrder(runningTeams(), KNOCKOUT, pick(5_000, true, "r1"));

        MatchResult reseated = Picks.seat(picked, true, "Blue", "t-blue", 4_000);

        assertTrue(reseated.provenance().groupStamps().get("pickA") > 5_000L);
    }

    @Test
    void aPickIsKeptWhenTheSameTeamIsStoredAgainOrOnlyRenamed() {
        MatchResult picked = inOrder(runningTeams(), KNOCKOUT, pick(300, true, "r1"));

        MatchResult again = Picks.seat(picked, true, RED, RED_ID, 1_000);
        MatchResult renamed = Picks.seat(picked, true, "Red Dragons", RED_ID, 1_000);

        assertEquals("r1", again.sideA().repMemberId());
        assertEquals("r1", renamed.sideA().repMemberId());
        assertEquals("Red Dragons", renamed.sideA().name());
        assertEquals(300L, renamed.provenance().groupStamps().get("pickA"));
    }

    @Test
    void aSideTakenBackToItsPlaceholderLosesItsPickEvenWhenTheSameWinnerReturns() {
        MatchResult picked = inOrder(runningTeams(), KNOCKOUT, pick(300, true, "r1"));

        MatchResult placeholder = Picks.seat(picked, true, "Winner of r2-m0", "", 1_000);
        MatchResult sameWinner = Picks.seat(placeholder, true, RED, RED_ID, 2_000);

        assertEquals("", placeholder.sideA().repMemberId());
        assertEquals("", sameWinner.sideA().repMemberId());
        assertEquals(2_000L, sameWinner.provenance().groupStamps().get("pickA"));
        assertEquals(Answer.HELD, Merge.merge(sameWinner, pick(1_500, true, "r1"), NOW, KNOCKOUT).answer());
    }

    @Test
    void aSideReseatedBeforeAnyPickDatesTheNamesSoALatePickNamesNoOne() {
        MatchResult reseated = Picks.seat(runningTeams(), true, "Blue", "t-blue", 1_000);

        assertEquals(1_000L, reseated.provenance().groupStamps().get(FieldGroup.REPRESENTATIVES.key()));
        assertEquals(1_000L, reseated.provenance().groupStamps().get("pickA"));
    }
}
