package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.application.Application;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import taikai.ui.shell.WindowMemory;

/** The real application class, started and stopped as the launcher would. */
class TaikaiAppTest {
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path settings;

    @Test
    void theFirstWindowFitsALaptopScreenAndIsNoBiggerThanItsOwnSizeElsewhere() {
        // A 1366x768 screen with a 32-pixel panel: the window is the free area, every edge in sight.
        javafx.geometry.Dimension2D laptop = TaikaiApp.firstSize(new javafx.geometry.Rectangle2D(0, 32, 1366, 736));
        org.junit.jupiter.api.Assertions.assertEquals(1366, laptop.getWidth());
        org.junit.jupiter.api.Assertions.assertEquals(736, laptop.getHeight());
        javafx.geometry.Dimension2D wide = TaikaiApp.firstSize(new javafx.geometry.Rectangle2D(0, 0, 2560, 1440));
        org.junit.jupiter.api.Assertions.assertEquals(1400, wide.getWidth());
        org.junit.jupiter.api.Assertions.assertEquals(900, wide.getHeight());
    }

    @Test
    void opensTheShellAndRemembersTheWindowWhenItStops() throws Exception {
        WindowMemory memory = new WindowMemory(new taikai.ui.settings.SettingsFile(settings.resolve("desktop.properties")));
        memory.save(new WindowMemory.Placement(40, 30, 1200, 760, false));
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = FxToolkit.setupApplication(() -> new TaikaiApp(memory));
        FxRobot robot = new FxRobot();
        assertEquals("Taikai", stage.getTitle());
        // The window shows first; the desktop is built in the pulse after.
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> robot.lookup("#shell").tryQuery().isPresent());
        assertEquals(1200, stage.getWidth(), 1.0, "the remembered width is used");
        robot.interact(() -> stage.setWidth(1000));
        FxToolkit.cleanupApplication(app);
        assertEquals(1000, memory.load().orElseThrow().width(), 1.0, "the width at stop is remembered");
        robot.interact(stage::hide);
    }

    @Test
    void opensTheFolderNamedOnTheCommandLineOffTheFxThreadAndNamesItInTheTitle(@org.junit.jupiter.api.io.TempDir java.nio.file.Path root)
            throws Exception {
        TestFolders.drawn(root);
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = FxToolkit.setupApplication(() -> new TaikaiApp(new WindowMemory(new taikai.ui.settings.SettingsFile(settings.resolve("desktop.properties"))), java.util.Optional.empty(),
                java.util.List.of(root.toString())));
        FxRobot robot = new FxRobot();
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> stage.getTitle().equals("Amsterdam Taikai 2027 \u2013 Taikai"));
        assertTrue(!robot.lookup("#start-view").query().isVisible(), "the start screen gives way to the tournament");
        FxToolkit.cleanupApplication(app);
        robot.interact(stage::hide);
    }
}
