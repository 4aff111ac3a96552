package taikai.ui;

import java.util.Optional;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import taikai.ui.match.TeamTallies;
import taikai.ui.scoring.UnavailableMatchCommands;
import taikai.ui.shell.WindowMemory;

/**
 * The desktop app. It builds the {@link Desktop}, puts it in a window of the size the organiser
 * left it at, and remembers that size on the way out. The data folder loader and the write road
 * are not connected yet: the window opens with no tournament, and saving says it cannot.
 */
public final class TaikaiApp extends Application {
    private static final double DEFAULT_WIDTH = 1400;
    private static final double DEFAULT_HEIGHT = 900;

    private final WindowMemory memory;
    private Optional<WindowMemory.Placement> remembered = Optional.empty();
    private FxUiExecutor executor;
    private Desktop desktop;
    private Stage window;

    /** The app as the launcher starts it, remembering the window in the user's preferences. */
    public TaikaiApp() {
        this(WindowMemory.forMainWindow());
    }

    /** The app remembering its window in {@code memory}; tests give it a preference node of their own. */
    public TaikaiApp(WindowMemory memory) {
        this.memory = memory;
    }

    /** Runs on the launcher thread, not the FX thread, so reading the preference store here is allowed. */
    @Override
    public void init() {
        remembered = memory.load();
    }

    @Override
    public void start(Stage stage) {
        Appearance.apply();
        executor = new FxUiExecutor();
        desktop = new Desktop(executor, new UnavailableMatchCommands(), TeamTallies.NONE);
        window = stage;
        stage.setTitle("Taikai");
        stage.setScene(new Scene(desktop.root(), DEFAULT_WIDTH, DEFAULT_HEIGHT));
        remembered.filter(TaikaiApp::onSomeScreen).ifPresent(place -> {
            stage.setX(place.x());
            stage.setY(place.y());
            stage.setWidth(place.width());
            stage.setHeight(place.height());
            stage.setMaximized(place.maximized());
        });
        stage.setOnHidden(e -> desktop.closeScoreboards());
        stage.show();
    }

    /** Saves the window's placement on the background thread and lets it finish before the app ends. */
    @Override
    public void stop() {
        if (window != null) {
            WindowMemory.Placement place = new WindowMemory.Placement(window.getX(), window.getY(), window.getWidth(),
                    window.getHeight(), window.isMaximized());
            executor.submit(() -> {
                memory.save(place);
                return null;
            }, done -> { }, failure -> { });
        }
        if (executor != null) {
            executor.close();
        }
    }

    /** A remembered place on a screen that is no longer plugged in would open the window out of sight. */
    private static boolean onSomeScreen(WindowMemory.Placement place) {
        return !Screen.getScreensForRectangle(new Rectangle2D(place.x(), place.y(), place.width(), place.height())).isEmpty();
    }
}
