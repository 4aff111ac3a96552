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
