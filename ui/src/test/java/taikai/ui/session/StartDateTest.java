package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.ui.Desktop;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.scoring.RoadMatchCommands;

/** The start screen dates a new tournament from the desktop's clock, so a fixed clock gives the same screen every day. */
@ExtendWith(ApplicationExtension.class)
class StartDateTest {
    @TempDir
    static Path root;

    @Start
    void start(Stage stage) {
        SessionViewModel session = new SessionViewModel(new SynchronousUiExecutor(), Optional.empty(), root);
        Clock spring = Clock.fixed(Instant.parse("2027-03-14T08:00:00Z"), ZoneOffset.UTC);
        Desktop desktop = new Desktop(new SynchronousUiExecutor(), session, new RoadMatchCommands(session::current),
                new SnapshotTallies(session::lastRead), folder -> { }, spring);
        stage.setScene(new Scene(desktop.root(), 1366, 768));
        stage.show();
    }

    @Test
    void theNewTournamentsDateIsTheClocksDay(FxRobot robot) {
        assertEquals("14-03-2027", robot.lookup("#start-date").queryAs(TextField.class).getText());
    }
}
