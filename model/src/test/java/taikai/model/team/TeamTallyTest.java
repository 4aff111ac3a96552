package taikai.model.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.scoring.Play.bout;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.discipline.KendoShiai;
import taikai.model.match.Decision;
import taikai.model.match.SubBout;

class TeamTallyTest {

    private static final KendoShiai KENDO = new KendoShiai(2);

    @Test
    void victoriesAndPointsAreCountedFromTheBouts() {
        List<SubBout> bouts = List.of(bout(0, "a1", "b1", "M|K", ""), bout(1, "a2", "b2", "D", "M"),
                bout(2, "a3", "b3", "", "T"), bout(3, "a4", "b4", "Ht", ""), bout(4, "a5", "b5", "", ""));
        assertEquals(new TeamTally(2, 1, 3, 2), TeamTally.of(KENDO, bouts, true));
    }

    @Test
    void theRepresentativeBoutIsNotCounted() {
        List<SubBout> bouts = List.of(bout(0, "a1", "b1", "M", "M"),
                bout(SubBout.REPRESENTATIVE, "Red", "White", "K", ""));
        assertEquals(new TeamTally(0, 0, 1, 1), TeamTally.of(KENDO, bouts, true));
    }

    @Test
    void aDefaultWinCountsItsPoints() {
        List<SubBout> bouts = List.of(bout(0, "a1", "b1", "", "\u25cb|\u25cb").withDecision(Decision.FUSENSHO));
        assertEquals(new TeamTally(0, 1, 0, 2), TeamTally.of(KENDO, bouts, true));
    }

    @Test
    void aBoutStillBeingFoughtIsNoVictoryYet() {
        List<SubBout> bouts = List.of(bout(0, "a1", "b1", "M", ""));
        assertEquals(new TeamTally(0, 0, 1, 0), TeamTally.of(KENDO, bouts, false));
    }

    @Test
    void aLaterBoutBeginningEndsTheOneBeforeIt() {
        List<SubBout> bouts = List.of(bout(0, "a1", "b1", "M", ""), bout(1, "a2", "b2", "", "K"));
        assertTrue(Bouts.isOver(bouts, bouts.get(0), false));
        assertFalse(Bouts.isOver(bouts, bouts.get(1), false));
        assertEquals(new TeamTally(1, 0, 1, 1), TeamTally.of(KENDO, bouts, false));
    }

    @Test
    void levelOnVictoriesAndPointsIsTheDaihyosenCase() {
        assertTrue(new TeamTally(2, 2, 3, 3).isLevel());
        assertFalse(new TeamTally(2, 2, 3, 4).isLevel());
    }
}
