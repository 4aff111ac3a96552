package taikai.model.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.scoring.Play.bout;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Outcome;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.scoring.Play;

class EncountersTest {

    private static final Competition FIXED = Play.teams(TeamMatchType.FIXED);

    private static MatchResult encounter(SubBout... bouts) {
        return Play.pool("Red", "White").withStatus(MatchStatus.COMPLETED).withSubBouts(List.of(bouts));
    }

    /** Five bouts: aka wins two, shiro wins two, one drawn; points 5-5. */
    private static MatchResult levelEncounter() {
        return encounter(bout(0, "a1", "b1", "M", ""), bout(1, "a2", "b2", "", "D"), bout(2, "a3", "b3", "K", "K"),
                bout(3, "a4", "b4", "M|K", "D"), bout(4, "a5", "b5", "T", "M|K"));
    }

    @Test
    void theEncounterIsWonOnIndividualVictories() {
        MatchResult m = encounter(bout(0, "a1", "b1", "M", ""), bout(1, "a2", "b2", "", "M|K"),
                bout(2, "a3", "b3", "D", ""));
        assertEquals(Outcome.win(Corner.A, Basis.VICTORIES), Encounters.outcome(FIXED, m, true));
    }

    @Test
    void levelVictoriesGoToPoints() {
        MatchResult m = encounter(bout(0, "a1", "b1", "M|K", ""), bout(1, "a2", "b2", "", "D"));
        assertEquals(Outcome.win(Corner.A, Basis.TEAM_POINTS), Encounters.outcome(FIXED, m, false));
    }

    @Test
    void aPoolEncounterLevelOnVictoriesAndPointsIsADraw() {
        assertEquals(Outcome.draw(), Encounters.outcome(FIXED, levelEncounter(), true));
    }

    @Test
    void aKnockoutEncounterLevelOnVictoriesAndPointsNeedsADaihyosen() {
        assertEquals(Outcome.undecided(Basis.NEEDS_DAIHYOSEN), Encounters.outcome(FIXED, levelEncounter(), false));
        assertTrue(Encounters.needsRepresentativeBout(FIXED, levelEncounter()));
    }

    @Test
    void theRepresentativeBoutDecidesATiedEncounter() {
        List<SubBout> bouts = new ArrayList<>(levelEncounter().subBouts());
        bouts.add(SubBout.between(SubBout.REPRESENTATIVE, "Red", "m-a3", "White", "m-b5").withIpponsB(Play.marks("M")));
        MatchResult settled = Encounters.settle(FIXED, levelEncounter().withSubBouts(bouts), false);
        assertEquals("White", settled.verdict().winner());
        assertEquals(Decision.DAIHYOSEN, settled.verdict().decision());
        SubBout rep = Bouts.representative(settled.subBouts()).orElseThrow();
        assertEquals("White", rep.winner());
        assertEquals("m-b5", rep.winnerMemberId());
    }

    @Test
    void theRepresentativeBoutIsWonAtOnePoint() {
        SubBout rep = SubBout.between(SubBout.REPRESENTATIVE, "Red", "m-1", "White", "m-2").withIpponsA(Play.marks("K"));
        assertEquals(Outcome.win(Corner.A, Basis.POINTS), Bouts.outcome(Discipline.of(FIXED), List.of(rep), rep, false));
    }

    @Test
    void anEncounterStillRunningIsNotDecided() {
        MatchResult running = levelEncounter().withStatus(MatchStatus.RUNNING);
        assertEquals(Outcome.undecided(Basis.NOT_FINISHED), Encounters.outcome(FIXED, running, true));
    }

    @Test
    void aRunningEncounterLevelAfterEveryPositionNeedsItsRepresentativeBout() {
        // A knockout encounter cannot be finished level, so the tie is recognised while it is still open.
        assertTrue(Encounters.needsRepresentativeBout(FIXED, levelEncounter().withStatus(MatchStatus.RUNNING)));
    }

    @Test
    void aRunningEncounterWithAPositionStillToFightNeedsNoRepresentativeBout() {
        MatchResult fourFought = encounter(bout(0, "a1", "b1", "M", ""), bout(1, "a2", "b2", "", "D"),
                bout(2, "a3", "b3", "K", "K"), bout(3, "a4", "b4", "M|K", "D")).withStatus(MatchStatus.RUNNING);
        assertFalse(Encounters.needsRepresentativeBout(FIXED, fourFought));
    }

    @Test
    void aTeamForfeitClosesTheEncounter() {
        MatchResult m = encounter().withVerdict(v -> v.withDecision(Decision.FUSENSHO))
                .withSideB(Play.pool("Red", "White").sideB().withIppons(Play.marks("\u25cb|\u25cb")));
        assertEquals(Outcome.win(Corner.B, Basis.FORFEIT), Encounters.outcome(FIXED, m, false));
    }

    @Test
    void theTallyIsServedFromTheBoutsByOneFunction() {
        assertEquals(TeamTally.of(Discipline.of(FIXED), levelEncounter().subBouts(), true),
                Encounters.tally(FIXED, levelEncounter()));
    }
}
