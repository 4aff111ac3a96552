package taikai.ui.courttable;

import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;

/**
 * What every court-mode screen test starts from: the desktop on a real stage through TestFX, a real
 * hall server on loopback over a copy of the sample tournament, and the court laptop's settings in a
 * folder of the test's own, so outboxes and copies of the hall never outlive a test.
 */
@ExtendWith(ApplicationExtension.class)
abstract class CourtTableTest {
    @TempDir
    static Path temp;
    DeskFixture desk;
    HallOnLoopback hall;
    Path courtSettings;
    private String settingsBefore;

    /**
     * Opens the desktop on TestFX's stage. TestFX looks for {@code @Start} among a test class's own
     * methods only, so each test class has one that calls this.
     */
    void openDesk(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, temp.resolve("copies"));
    }

    @BeforeEach
    void hall(@TempDir Path test) throws Exception {
        courtSettings = test.resolve("court-settings");
        settingsBefore = System.getProperty(ConfigFolder.PROPERTY);
        System.setProperty(ConfigFolder.PROPERTY, courtSettings.toString());
        hall = new HallOnLoopback(test);
    }

    @AfterEach
    void stop() {
        desk.desktop.courtMode().closeLink();
        hall.close();
        desk.close();
        if (settingsBefore == null) {
            System.clearProperty(ConfigFolder.PROPERTY);
        } else {
            System.setProperty(ConfigFolder.PROPERTY, settingsBefore);
        }
    }

    /** Types the hall's address and {@code code} into the connect form and presses Connect. */
    void connectOnScreen(FxRobot robot, String code) {
        robot.clickOn("#start-court");
        robot.clickOn("#court-address").write(hall.address().toString());
        robot.clickOn("#court-code").write(code);
        robot.clickOn("#court-connect");
    }

    /** Connects on screen as a free court's table and starts the first match waiting there, as an operator would. */
    CourtModeViewModel.QueueItem connectAndStartFirst(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> model.connectedProperty().get());
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        robot.clickOn("#court-start");
        DeskFixture.waitUntil(() -> model.runningProperty().get() != null
                && model.runningProperty().get().id().equals(first.ref().matchId()));
        return first;
    }
}
