package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.ui.DeskFixture;

/**
 * Decision 0030, by hand: the hall laptop dies with an entry of the court waiting, another laptop
 * takes over with a copy of its folder, and the operator types the new hall's address on the court
 * table. A slip of the keyboard or another tournament's hall is refused in a sentence; the right
 * address moves the table, the waiting entry lands on the new hall once, and the court reads its
 * queue from there. Real hall servers on loopback, the screen through TestFX.
 */
class CourtMovesToATypedHallTest extends CourtTableTest {
    @Start
    void start(Stage stage) {
        openDesk(stage);
    }

    @Test
    void aTableMovesToTheAddressTypedAndItsWaitingEntryLandsThereOnce(FxRobot robot, @TempDir Path elsewhere)
            throws Exception {
        CourtModeViewModel.QueueItem first = connectAndStartFirst(robot);
        CourtModeViewModel model = desk.desktop.courtMode();
        String court = model.courtProperty().get();
        String competition = first.ref().competitionId();
        String match = first.ref().matchId();
        assertTrue(!robot.lookup("#court-move-row").query().isVisible(), "no move is offered while the hall answers");

        // The hall laptop dies; the laptop that takes over has its folder as it was at that moment.
        HallOnLoopback taken = hall.takenOverIn(elsewhere.resolve("standby"));
        HallOnLoopback other = new HallOnLoopback(elsewhere.resolve("other-tournament"));
        try (taken; other) {
            int linesBefore = taken.history(competition, match).size();
            int otherLinesBefore = other.history(competition, match).size();
            List<Mark> akaBefore = taken.stored(competition, match).sideA().ippons();
            hall.stop();
            robot.clickOn("#aka-M");
            DeskFixture.waitUntil(() -> robot.lookup("#court-move-row").query().isVisible());
            DeskFixture.waitUntil(() -> model.outboxProperty().get().startsWith("1 entry waiting"));

            robot.clickOn("#court-move-address").write("http://");
            robot.clickOn("#court-move");
            DeskFixture.waitUntil(() -> note(robot).contains("is not a hall laptop's address"));

            robot.interact(() -> model.moveAddressProperty().set(other.address().toString()));
            robot.clickOn("#court-move");
            DeskFixture.waitUntil(() -> note(robot).contains("does not know this court's code"));
            assertEquals(hall.address().toString(), model.addressProperty().get(), "a hall of another tournament moves nothing");

            robot.interact(() -> model.moveAddressProperty().set(taken.address().toString()));
            robot.clickOn("#court-move");
            DeskFixture.waitUntil(() -> model.addressProperty().get().equals(taken.address().toString()));
            DeskFixture.waitUntil(() -> taken.stored(competition, match).sideA().ippons().size() == akaBefore.size() + 1);
            DeskFixture.waitUntil(() -> model.outboxProperty().get().startsWith("Nothing waits"));
            List<HistoryEntry> lines = taken.history(competition, match);
            assertEquals(linesBefore + 1, lines.size(), "the waiting entry landed once on the hall that took over");
            List<Mark> expected = new ArrayList<>(akaBefore);
            expected.add(Mark.MEN);
            assertEquals(expected, taken.stored(competition, match).sideA().ippons());
            assertTrue(model.notices().stream().anyMatch(n -> n.contains("now sends to the hall laptop at "
                    + taken.address())), "the move is kept among the table's notices: " + model.notices());
            DeskFixture.waitUntil(() -> !robot.lookup("#court-move-row").query().isVisible());
            assertEquals(CourtOutboxes.hallFolder(courtSettings, hall.address()).resolve("court-" + court),
                    CourtOutboxes.folder(courtSettings, taken.address(), court),
                    "a table restarted and connected to the new hall finds the outbox it moved with");
            assertEquals(otherLinesBefore, other.history(competition, match).size(), "the other tournament's hall got nothing");
        }
    }

    private static String note(FxRobot robot) {
        return robot.lookup("#court-move-note").queryAs(Label.class).getText();
    }
}
