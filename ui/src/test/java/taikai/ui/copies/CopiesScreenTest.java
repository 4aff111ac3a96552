package taikai.ui.copies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.app.backup.AutoBackup;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;
import taikai.ui.settings.SettingsFile;
import taikai.ui.shell.Section;

/**
 * The Copies screen on the real desktop: a backup place chosen here is kept in this computer's
 * settings, a copy made shows its time, a pulled-out stick is a sentence on the status line, a copy
 * restored opens as a new folder, and a copy compared with the open folder is said in words.
 */
@ExtendWith(ApplicationExtension.class)
class CopiesScreenTest {
    @TempDir
    static Path temp;
    private DeskFixture desk;
    private Path data;
    private Path stick;
    private Path settings;
    private final AtomicReference<File> answer = new AtomicReference<>();

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Appearance.apply();
        desk = new DeskFixture(stage, temp.resolve("copies"));
        desk.desktop.setDestinationChooser((window, title) -> answer.get());
    }

    @BeforeEach
    void folder(@TempDir Path test) throws Exception {
        settings = test.resolve("settings");
        System.setProperty(ConfigFolder.PROPERTY, settings.toString());
        data = test.resolve("lindewaard");
        stick = Files.createDirectories(test.resolve("stick"));
        assertTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
    }

    @AfterEach
    void stop() {
        desk.desktop.copies().stop();
        desk.close();
        System.clearProperty(ConfigFolder.PROPERTY);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aCopyMadeHereShowsItsTimeRestoresAsANewFolderAndComparesInWords(FxRobot robot) throws Exception {
        desk.open(robot, data);
        robot.interact(() -> desk.desktop.shell().select(Section.COPIES));
        answer.set(stick.toFile());
        robot.clickOn("#copies-choose-place");
        DeskFixture.waitUntil(() -> text(robot, "#copies-message").startsWith("A copy goes to " + stick));
        assertEquals(stick.toString(), new SettingsFile(settings.resolve(SettingsFile.NAME)).read().get("backup.place"));
        assertEquals("No copy made yet.", text(robot, "#copies-last-good"));
        assertTrue(!robot.lookup("#copyLine").query().isVisible(), "the header says nothing before a copy");

        robot.clickOn("#copies-now");
        DeskFixture.waitUntil(() -> text(robot, "#copies-last-good").startsWith("Last good copy: "));
        List<Path> made = AutoBackup.copiesIn(stick, "lindewaard");
        assertEquals(1, made.size());
        assertTrue(text(robot, "#copies-last-good").endsWith(", in " + made.get(0) + "."), text(robot, "#copies-last-good"));
        String copiedAt = text(robot, "#copies-last-good").substring("Last good copy: ".length(), "Last good copy: ".length() + 8);
        assertEquals("Last good copy at " + copiedAt, text(robot, "#copyLine"), "the header shows the time on every screen");
        assertTrue(!failedShown(robot), "a good copy is not shown as failed");

        answer.set(made.get(0).toFile());
        robot.clickOn("#copies-compare");
        DeskFixture.waitUntil(() -> !robot.lookup("#copies-comparison").queryAs(TextArea.class).getText().isEmpty());
        assertEquals(made.get(0).getFileName() + " and the open folder hold the same tournament.\n",
                robot.lookup("#copies-comparison").queryAs(TextArea.class).getText());

        // A copy changed by hand since: the difference in words (and the screen as docs/screenshots shows it).
        Path md = made.get(0).resolve("tournament.md");
        Files.writeString(md, Files.readString(md).replace("venue: Sporthal De Kraanvogel", "venue: Sporthal Noord"));
        robot.clickOn("#copies-compare");
        DeskFixture.waitUntil(() -> robot.lookup("#copies-comparison").queryAs(TextArea.class).getText()
                .contains("Venue: Sporthal De Kraanvogel, was Sporthal Noord."));
        snapshot(robot, Path.of("target", "copies-screen.png"));

        // The stick pulled out: a sentence where the organiser looks, and the last good copy still named.
        deleteTree(stick);
        String lastGood = text(robot, "#copies-last-good");
        robot.clickOn("#copies-now");
        DeskFixture.waitUntil(() -> DeskFixture.status(robot).startsWith("No backup was made: " + stick + " is not a folder."));
        assertEquals(lastGood, text(robot, "#copies-last-good"));
        DeskFixture.waitUntil(() -> text(robot, "#copyLine").startsWith("Last good copy at " + copiedAt + "; the copy at ")
                && text(robot, "#copyLine").endsWith(" failed"));
        assertTrue(failedShown(robot), "a failed try is shown in the failure's colour");

        Path copy = Files.createDirectories(temp.resolve("elsewhere")).resolve("kept");
        TestFolders.sample(copy);
        answer.set(copy.toFile());
        robot.clickOn("#copies-restore");
        Path restored = data.resolveSibling("kept-restored");
        DeskFixture.waitUntil(() -> desk.session.current().map(s -> s.root().equals(restored)).orElse(false)
                && !desk.session.busyProperty().get());
        assertTrue(text(robot, "#copies-message").startsWith("The copy checks clean and was restored as " + restored),
                text(robot, "#copies-message"));
        assertTrue(Files.isRegularFile(restored.resolve("tournament.md")));
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        DeskFixture.waitUntil(() -> true);
        taikai.ui.ScenePicture.save(robot, stage.getScene(), file);
        robot.interact(() -> {
            stage.setWidth(1400);
            stage.setHeight(900);
        });
    }

    private static void deleteTree(Path folder) throws Exception {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static boolean failedShown(FxRobot robot) {
        return robot.lookup("#copyLine").query().getPseudoClassStates()
                .contains(javafx.css.PseudoClass.getPseudoClass("failed"));
    }
}
