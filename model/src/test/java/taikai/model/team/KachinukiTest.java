package taikai.model.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.scoring.Play.bout;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.KendoShiai;
import taikai.model.discipline.Outcome;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.scoring.Play;

class KachinukiTest {

    private static final KendoShiai KENDO = new KendoShiai(2);
    private static final Competition THREES = Play.teams(TeamMatchType.KACHINUKI).withTeams(t -> t.withSize(3));

    @Test
    void theWinnerOfABoutFacesTheNextOpponent() {
        List<SubBout> bouts = List.of(bout(1, "a1", "b1", "M", "").withDecision(Decision.FOUGHT),
                bout(2, "a1", "b2", "M|K", ""));
        Kachinuki.Progress p = Kachinuki.progress(KENDO, 3, 3, bouts, false);
        assertEquals(1, p.nextA());
        assertEquals(3, p.nextB());
        assertEquals(2, p.boutsOver());
    }

    @Test
    void aDrawRemovesBothFighters() {
        List<SubBout> bouts = List.of(Play.drawnBout(1, "a1", "b1"));
        Kachinuki.Progress p = Kachinuki.progress(KENDO, 3, 3, bouts, false);
        assertEquals(2, p.nextA());
        assertEquals(2, p.nextB());
    }

    @Test
    void aBoutStillBeingFoughtHoldsTheProgress() {
        List<SubBout> bouts = List.of(bout(1, "a1", "b1", "M", ""));
        Kachinuki.Progress p = Kachinuki.progress(KENDO, 3, 3, bouts, false);
        assertEquals(1, p.nextB());
        assertEquals(0, p.boutsOver());
    }

    @Test
    void theEncounterEndsWhenASideIsExhausted() {
        MatchResult m = Play.pool("Red", "White").withSubBouts(List.of(
                bout(1, "a1", "b1", "M|K", ""), bout(2, "a1", "b2", "", "D|D"), bout(3, "a2", "b2", "K|K", ""),
                bout(4, "a2", "b3", "M|M", "")));
        Kachinuki.Progress p = Kachinuki.progress(KENDO, 3, 3, m.subBouts(), false);
        assertTrue(p.exhausted(Corner.B));
        assertFalse(p.exhausted(Corner.A));
        assertEquals(Outcome.win(Corner.A, Basis.KACHINUKI_EXHAUSTION), Encounters.outcome(THREES, m, false));
        MatchResult settled = Encounters.settle(THREES, m, false);
        assertEquals(Decision.KACHINUKI_EXHAUSTION, settled.verdict().decision());
        assertEquals("Red", settled.verdict().winner());
    }

    @Test
    void bothSidesExhaustedTogetherIsATie() {
        MatchResult m = Play.pool("Red", "White").withSubBouts(List.of(
                Play.drawnBout(1, "a1", "b1"), Play.drawnBout(2, "a2", "b2"), Play.drawnBout(3, "a3", "b3")));
        assertEquals(Outcome.draw(), Encounters.outcome(THREES, m, true));
        assertEquals(Outcome.undecided(Basis.NEEDS_DAIHYOSEN), Encounters.outcome(THREES, m, false));
    }

    @Test
    void aFinishedEncounterWithFightersLeftOnBothSidesIsNotDecided() {
        MatchResult m = Play.pool("Red", "White").withStatus(MatchStatus.COMPLETED)
                .withSubBouts(List.of(bout(1, "a1", "b1", "M", "")));
        assertEquals(Outcome.undecided(Basis.FIGHTERS_REMAINING), Encounters.outcome(THREES, m, true));
    }
}
