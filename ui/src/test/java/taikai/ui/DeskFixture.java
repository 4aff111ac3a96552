package taikai.ui;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.scoring.RoadMatchCommands;
import taikai.ui.session.SessionViewModel;
import taikai.ui.session.SnapshotTallies;

/**
 * The whole desktop on a real stage, as the app builds it: the real background executor, the
 * session on a real folder, the real write road. Only the file manager is recorded instead of opened.
 *
 * <p>A TestFX test registers it as an extension, and it builds the desktop on TestFX's stage before
 * each test and closes it after:
 * <pre>
 * &#64;ExtendWith(ApplicationExtension.class)
 * class SomeScreenTest {
 *     &#64;RegisterExtension
 *     final DeskFixture desk = new DeskFixture();
 * </pre>
 * A test that builds its own stage calls the two-argument constructor in its {@code @Start} method.
 */
public final class DeskFixture implements AutoCloseable, BeforeEachCallback, AfterEachCallback {
    public final FxUiExecutor executor = new FxUiExecutor();
    /** The session and the desktop: set once the stage is built, before the test runs. */
    public SessionViewModel session;
    public Desktop desktop;
    public final List<Path> foldersShown = new ArrayList<>();
    /** As an extension, the test's own folder, made and removed around each test: the folders it opens go in it. */
    private Path root;

    /** The desktop is built before each test, on TestFX's stage. */
    public DeskFixture() {
    }

    /** Build on the FX thread (in a TestFX {@code @Start} method); {@code copies} is where a sample copy would go. */
    public DeskFixture(Stage stage, Path copies) {
        build(stage, copies);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        root = Files.createTempDirectory("taikai-desk");
        Path copies = Files.createDirectories(root.resolve("copies"));
        FxToolkit.setupStage(stage -> {
            Appearance.apply();
            build(stage, copies);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        close();
        try (Stream<Path> made = Files.walk(root)) {
            for (Path p : made.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private void build(Stage stage, Path copies) {
        session = new SessionViewModel(executor, Optional.empty(), copies);
        desktop = new Desktop(executor, session, new RoadMatchCommands(session::current), new SnapshotTallies(session::lastRead),
                folder -> foldersShown.add(folder));
        stage.setScene(new Scene(desktop.root(), 1400, 900));
        // TestFX hands every test the same primary stage: undo what an earlier test did to its place and size,
        // or a button below the fold is clicked where it is not.
        stage.setMaximized(false);
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1400);
        stage.setHeight(900);
        stage.show();
    }

    /** The window at a 1366x768 laptop's size, as a person sees the desktop on the day. */
    public void laptopScreen(FxRobot robot) {
        robot.interact(() -> {
            javafx.stage.Window window = desktop.root().getScene().getWindow();
            window.setWidth(1366);
            window.setHeight(768);
        });
    }

    /** Opens {@code folder} and waits until it is read. */
    public void open(FxRobot robot, Path folder) throws Exception {
        robot.interact(() -> session.open(folder));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> session.snapshotProperty().get() != null
                && !session.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A folder of this test's own, {@code name} inside the folder made for it (not created); as an extension only. */
    public Path folder(String name) {
        return root.resolve(name);
    }

    /** Makes a tournament folder in {@code name} with {@code maker} ({@code TestFolders::drawn}), opens it and returns it. */
    public Path open(FxRobot robot, String name, FolderMaker maker) throws Exception {
        Path folder = folder(name);
        maker.make(folder);
        open(robot, folder);
        return folder;
    }

    /**
     * Copies the repository's sample tournament into this test's folder, opens it and chooses
     * {@code competition}; the test is skipped where the repository holds no sample. Returns the copy.
     */
    public Path openSample(FxRobot robot, String competition) throws Exception {
        Path copy = openSample(robot);
        robot.interact(() -> desktop.shell().selectCompetition(competition));
        return copy;
    }

    /** The same, the competition left as the desktop chooses it. */
    public Path openSample(FxRobot robot) throws Exception {
        Path copy = folder("sample");
        assumeTrue(TestFolders.sample(copy), "the repository's sample tournament is needed");
        open(robot, copy);
        return copy;
    }

    /** What writes a tournament folder for a test. */
    @FunctionalInterface
    public interface FolderMaker {
        void make(Path folder) throws Exception;
    }

    /**
     * Waits until {@code condition} holds, then until the FX thread has finished what it was doing:
     * the condition is polled from the test thread and may turn true half way through a redraw.
     */
    public static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The status line's text. */
    public static String status(FxRobot robot) {
        return robot.lookup("#shell .status").queryAs(Label.class).getText();
    }

    /** Waits until the status line holds an answer that ends with {@code ending}, then until the folder is read again. */
    public void awaitAnswer(FxRobot robot, String ending) throws Exception {
        awaitAnswer(robot, "", ending);
    }

    /** Waits for the answer to the write described as {@code action} ("Finish of Pool A, match 1"), ending with {@code ending}. */
    public void awaitAnswer(FxRobot robot, String action, String ending) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !status(robot).startsWith("Sending")
                    && status(robot).startsWith(action) && status(robot).endsWith(ending));
        } catch (java.util.concurrent.TimeoutException late) {
            throw new AssertionError("No answer to \"" + action + "\" ending \"" + ending + "\"; the status line says: "
                    + status(robot), late);
        }
        settle();
    }

    /** Lets queued background work (a write, then the read after it) finish and reach the screens. */
    public void settle() throws Exception {
        for (int i = 0; i < 3; i++) {
            java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
            executor.submit(() -> null, x -> done.countDown(), x -> done.countDown());
            done.await(10, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Override
    public void close() {
        try {
            WaitForAsyncUtils.asyncFx(desktop::closeScoreboards).get(10, TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // A window that cannot be closed now goes with the toolkit at the end of the run.
        }
        executor.close();
    }
}
