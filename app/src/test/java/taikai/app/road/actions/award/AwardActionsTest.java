package taikai.app.road.actions.award;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;

class AwardActionsTest {
    @TempDir
    Path root;

    private static final FightingSpiritAward KANTOSHO = new FightingSpiritAward("Fighting spirit", "Fighter 3", "Dojo 3");

    @Test
    void anAwardIsKeptInConfigMdAfterThoseGivenBeforeWithItsHistoryLine() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        f.submit(new GiveAward("open", new FightingSpiritAward("Best referee's pick", "Fighter 1", "")));

        Answer answer = f.submit(new GiveAward("open", new FightingSpiritAward(" Fighting spirit ", "Fighter 3 ", "Dojo 3")));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("The Fighting spirit award to Fighter 3 (Dojo 3) is given in Open open.", answer.message());
        assertTrue(f.file("open", "config.md").contains("fighting_spirit_awards:\n"
                + "    -   title: Best referee's pick\n        recipient_name: Fighter 1\n        recipient_dojo: \"\"\n"
                + "    -   title: Fighting spirit\n        recipient_name: Fighter 3\n        recipient_dojo: Dojo 3\n"),
                f.file("open", "config.md"));
        assertEquals(List.of("give-award", "give-award"), f.history("open", WriteRoad.COMPETITION_HISTORY).stream()
                .map(h -> h.asked().action()).toList());
    }

    @Test
    void theSameAwardTwiceIsRefusedAndAWithdrawnAwardLeavesTheOthers() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        FightingSpiritAward other = new FightingSpiritAward("Fighting spirit", "Fighter 0", "Dojo 0");
        f.submit(new GiveAward("open", KANTOSHO));
        f.submit(new GiveAward("open", other));

        assertEquals("award_given", f.submit(new GiveAward("open", KANTOSHO)).rule());
        Answer taken = f.submit(new WithdrawAward("open", KANTOSHO));

        assertEquals(Outcome.APPLIED, taken.outcome(), taken.message());
        assertEquals(List.of(other), f.state("open").competition().fightingSpiritAwards());
        Answer again = f.submit(new WithdrawAward("open", KANTOSHO));
        assertEquals("award_not_given", again.rule());
        assertEquals("The Fighting spirit award to Fighter 3 (Dojo 3) is not among the awards of Open open; reload to"
                + " see the awards as they are now.", again.message());
    }

    @Test
    void anAwardWithoutATitleOrARecipientIsRefusedByItsShape() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        String before = f.file("open", "config.md");

        Answer answer = f.submit(new GiveAward("open", new FightingSpiritAward("  ", "", "Dojo 1")));

        assertEquals("shape", answer.rule());
        assertEquals("Name the award, for example \"Fighting spirit\". Name who receives the award.", answer.message());
        assertEquals(before, f.file("open", "config.md"));
    }
}
