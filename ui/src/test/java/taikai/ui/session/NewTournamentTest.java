package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/**
 * New tournament... in the header while a tournament is open: the start screen's create form shows
 * over it, Back returns to the open tournament untouched, and creating opens the new one.
 */
@ExtendWith(ApplicationExtension.class)
class NewTournamentTest {
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void anotherTournamentIsCreatedFromTheHeaderWhileOneIsOpen(FxRobot robot) throws Exception {
        Path open = desk.open(robot, "amsterdam", TestFolders::entered);
        assertFalse(robot.lookup("#start-view").query().isVisible());

        robot.clickOn("#newTournamentButton");
        assertTrue(robot.lookup("#start-view").query().isVisible(), "the create form shows over the open tournament");
        robot.clickOn("#start-back");
        assertFalse(robot.lookup("#start-view").query().isVisible(), "Back returns to the open tournament");
        assertEquals(open, desk.session.snapshotProperty().get().root());

        robot.clickOn("#newTournamentButton");
        Path made = desk.folder("autumn-taikai");
        type(robot, "#start-name", "Autumn Taikai 2027");
        type(robot, "#start-date", "09-10-2027");
        type(robot, "#start-folder", made.toString());
        robot.clickOn("#start-create");
        DeskFixture.waitUntil(() -> desk.session.snapshotProperty().get() != null && !desk.session.busyProperty().get()
                && made.equals(desk.session.snapshotProperty().get().root()));

        assertTrue(Files.readString(made.resolve("tournament.md")).startsWith("---\nname: Autumn Taikai 2027\n"));
        assertFalse(robot.lookup("#start-view").query().isVisible(), "the new tournament is open in the shell");
        assertEquals("Autumn Taikai 2027", robot.lookup("#tournamentName").queryAs(Label.class).getText());
        assertTrue(Files.isRegularFile(open.resolve("tournament.md")), "the other tournament stays as it was");
    }

    private static void type(FxRobot robot, String field, String text) {
        robot.clickOn(field).push(KeyCode.CONTROL, KeyCode.A).push(KeyCode.BACK_SPACE).write(text);
    }
}
