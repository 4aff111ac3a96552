package taikai.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * What every test of a screen in another language shares (issue #23): a desktop built in the
 * language on a 1366x768 laptop's window, English again after the test (the other screen tests read
 * English), and the check that finds a label cut to "...", past the window, past its scrolling area
 * or past its own parent ({@link Clipping#whole}).
 */
@ExtendWith(ApplicationExtension.class)
public abstract class SpokenFit {
    /** A 1366x768 laptop, the smallest screen a hall has. */
    public static final int WIDTH = 1366;
    public static final int HEIGHT = 768;

    @TempDir
    protected Path root;
    protected Stage stage;
    protected DeskFixture desk;

    /** Keeps the window TestFX made; each test's own {@code @Start} hands it here (TestFX reads only its class's methods). */
    protected void show(Stage shown) {
        Appearance.apply();
        this.stage = shown;
    }

    @AfterEach
    void backToEnglish() {
        if (desk != null) {
            desk.close();
        }
        DeskWords.use(Language.ENGLISH);
    }

    /** The desktop built in {@code language} in a 1366x768 window, no folder open yet. */
    protected void build(FxRobot robot, Language language) {
        robot.interact(() -> {
            DeskWords.use(language);
            desk = new DeskFixture(stage, root.resolve("copies"));
            stage.setWidth(WIDTH);
            stage.setHeight(HEIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * A copy of the repository's sample open in {@code language}, showing {@code section} of
     * {@code competition}; the test is skipped where the sample is not there.
     */
    protected Path openSample(FxRobot robot, Language language, String competition, taikai.ui.shell.Section section)
            throws Exception {
        Path data = root.resolve("lindewaard");
        org.junit.jupiter.api.Assumptions.assumeTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
        build(robot, language);
        desk.open(robot, data);
        robot.interact(() -> {
            desk.desktop.shell().selectCompetition(competition);
            desk.desktop.shell().select(section);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return data;
    }

    /** Adds to {@code cut} every label of {@code scene} a person cannot read whole, named by {@code screen}. */
    protected static void check(List<String> cut, String screen, Scene scene) {
        check(cut, screen, scene, scene.getRoot());
    }

    /** The same for the labels under {@code under} only. */
    protected static void check(List<String> cut, String screen, Scene scene, Node under) {
        Clipping.whole(scene, under).forEach(line -> cut.add(screen + ": " + line));
    }
}
