package taikai.ui.hall;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/** The hall server panel with the server off: every court of the folder has its code row, and a code can be made. */
@ExtendWith(ApplicationExtension.class)
class HallCodesBeforeServerTest {
    @TempDir
    Path root;
    private DeskFixture desk;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, root.resolve("copies"));
    }

    @AfterEach
    void stop() {
        desk.close();
        System.clearProperty(ConfigFolder.PROPERTY);
    }

    @Test
    void eachCourtsCodeRowIsThereAndACodeIsMadeBeforeTheServerIsOn(FxRobot robot) throws Exception {
        Path settings = root.resolve("settings");
        System.setProperty(ConfigFolder.PROPERTY, settings.toString());
        Path day = root.resolve("day");
        TestFolders.entered(day);
        desk.open(robot, day);
        robot.clickOn("Hall server");
        DeskFixture.waitUntil(() -> robot.lookup("#hall-make-court-B").tryQuery().isPresent());

        assertFalse(desk.desktop.hall().runningProperty().get(), "the server is still off");
        for (String court : desk.session.lastRead().courts()) {
            assertTrue(robot.lookup("#hall-make-court-" + court).tryQuery().isPresent(), "court " + court + " has its row");
        }
        robot.clickOn("#hall-make-court-A");
        DeskFixture.waitUntil(() -> !desk.desktop.hall().newCodeProperty().get().isEmpty());
        String code = desk.desktop.hall().newCodeProperty().get();
        assertTrue(robot.lookup("#hall-message").queryAs(Label.class).getText().contains(code), "the code is shown once");
        DeskFixture.waitUntil(() -> robot.lookup("#hall-make-court-A").queryAs(Button.class).getText().equals("Replace the code"));
        assertTrue(Files.readString(CodeBook.open(settings, day).file()).contains("court A"));
        assertFalse(desk.desktop.hall().runningProperty().get());
    }
}
