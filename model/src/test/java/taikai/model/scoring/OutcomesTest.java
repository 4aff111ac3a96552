package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.model.scoring.Play.completed;
import static taikai.model.scoring.Play.kendo;
import static taikai.model.scoring.Play.knockout;
import static taikai.model.scoring.Play.pool;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Outcome;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

class OutcomesTest {

    @Test
    void theWinnerIsWorkedOutFromThePointsNeverFromATypedWinner() {
        MatchResult typedWrong = completed(pool("Tanaka", "Suzuki"), "M", "").withVerdict(v -> v.withWinner("Suzuki").withWinnerId("id-Suzuki"));
        MatchResult settled = Outcomes.settle(kendo(), typedWrong, Stage.POOL);
        assertEquals("Tanaka", settled.verdict().winner());
        assertEquals("id-Tanaka", settled.verdict().winnerId());
    }

    @Test
    void aLevelPoolMatchFinishedBecomesADraw() {
        MatchResult settled = Outcomes.settle(kendo(), completed(pool("a", "b"), "M", "K"), Stage.POOL);
        assertEquals(Decision.HIKIWAKE, settled.verdict().decision());
        assertEquals("", settled.verdict().winner());
    }

    @Test
    void aLevelKnockoutMatchFinishedNeedsAWinner() {
        MatchResult m = completed(knockout("a", "b"), "M", "K");
        assertEquals(Outcome.undecided(Basis.NEEDS_WINNER), Outcomes.outcome(kendo(), m, Stage.KNOCKOUT));
    }

    @Test
    void aCompetitionWithoutHikiwakeNeedsAWinnerInItsPools() {
        MatchResult m = completed(pool("a", "b"), "", "");
        assertEquals(Outcome.undecided(Basis.NEEDS_WINNER),
                Outcomes.outcome(kendo().withBouts(b -> b.withHikiwakeAllowed(false)), m, Stage.POOL));
    }

    @Test
    void anEngiMatchIsNeverADrawEvenInAPool() {
        assertEquals(Outcome.undecided(Basis.FLAG_COUNT_INVALID),
                Outcomes.outcome(Play.engi(), completed(pool("a", "b"), "", ""), Stage.POOL));
    }

    @Test
    void aByeGoesThroughByItself() {
        MatchResult bye = knockout("a", "b").withSideB(Side.EMPTY);
        MatchResult settled = Outcomes.settle(kendo(), bye, Stage.KNOCKOUT);
        assertEquals("id-a", settled.verdict().winnerId());
        assertEquals(Outcome.win(Corner.A, Basis.BYE), Outcomes.outcome(kendo(), bye, Stage.KNOCKOUT));
    }

    @Test
    void aSlotStillWaitingForItsCompetitorDecidesNothing() {
        MatchResult waiting = knockout("a", "b").withSideA(Side.EMPTY).withSideB(Side.of("Winner of r2-m0", ""));
        assertEquals(Outcome.undecided(Basis.AWAITING_COMPETITOR), Outcomes.outcome(kendo(), waiting, Stage.KNOCKOUT));
    }

    @Test
    void aDegradedMatchKeepsItsRecordedWinner() {
        MatchResult degraded = completed(pool("Red", "White"), "", "").withRawSubResults("[{not json")
                .withVerdict(v -> v.withWinner("White").withWinnerId("id-White"));
        assertEquals(degraded, Outcomes.settle(Play.teams(TeamMatchType.FIXED), degraded, Stage.POOL));
        assertEquals(Outcome.win(Corner.B, Basis.AS_RECORDED),
                Outcomes.outcome(Play.teams(TeamMatchType.FIXED), degraded, Stage.POOL));
    }

    @Test
    void theStageOfAStoredMatchFollowsItsId() {
        assertEquals(Stage.POOL, Stage.of(pool("a", "b")));
        assertEquals(Stage.KNOCKOUT, Stage.of(knockout("a", "b")));
        MatchResult tieBreak = MatchResult.poolMatch("Pool A", "TB-0", Side.of("a", "1"), Side.of("b", "2"), -1);
        assertEquals(Stage.KNOCKOUT, Stage.of(tieBreak));
        MatchResult representative = MatchResult.poolMatch("Pool A", "DH-0", Side.of("a", "1"), Side.of("b", "2"), -1);
        assertEquals(Stage.KNOCKOUT, Stage.of(representative));
    }

    @Test
    void settlingATeamMatchNamesEveryBoutWinnerByMemberId() {
        MatchResult encounter = completed(pool("Red", "White"), "", "").withSubBouts(List.of(
                Play.bout(0, "a1", "b1", "M", ""), Play.bout(1, "a2", "b2", "", "K|D"), Play.bout(2, "a3", "b3", "", "")));
        MatchResult settled = Outcomes.settle(Play.teams(TeamMatchType.FIXED), encounter, Stage.POOL);
        assertEquals("m-a1", settled.subBouts().get(0).winnerMemberId());
        assertEquals("b2", settled.subBouts().get(1).winner());
        assertEquals(Decision.HIKIWAKE, settled.subBouts().get(2).decision());
        assertEquals("White", settled.verdict().winner());
    }
}
