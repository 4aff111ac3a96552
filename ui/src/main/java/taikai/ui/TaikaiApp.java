package taikai.ui;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import taikai.app.road.RoadWarmUp;
import taikai.ui.problems.FolderOpener;
import taikai.ui.scoring.RoadMatchCommands;
import taikai.ui.session.RecentFolder;
import taikai.ui.session.SessionViewModel;
import taikai.ui.session.SnapshotTallies;
import taikai.ui.shell.WindowMemory;

/**
 * The desktop app. It builds the {@link Desktop}, puts it in a window of the size the organiser
 * left it at, opens the data folder named on the command line or the one used last, and remembers
 * the window's size on the way out.
 */
public final class TaikaiApp extends Application {
    private static final double DEFAULT_WIDTH = 1400;
    private static final double DEFAULT_HEIGHT = 900;
    /** {@code taikai court [ADDRESS]}: this laptop as a court table, no data folder opened. */
    static final String COURT_COMMAND = "court";

    private final WindowMemory memory;
    private final Optional<RecentFolder> recent;
    private final List<String> extraArgs;
    private Optional<WindowMemory.Placement> remembered = Optional.empty();
    private FxUiExecutor executor;
    private Desktop desktop;
    private SessionViewModel sessions;
    private Stage window;
    /** Whether the write road is warmed by a dry run once the first folder is shown (the app as launched). */
    private boolean warmRoadOnOpen;
    /** Whether the desktop is built and shows a folder: held here, since a binding only its listeners see is collected. */
    private javafx.beans.binding.BooleanBinding firstScreen;

    /** The app as the launcher starts it, remembering the window and the folder in the user's preferences. */
    public TaikaiApp() {
        this(WindowMemory.forMainWindow(), Optional.of(RecentFolder.forDesktop()), List.of());
        warmRoadOnOpen = true;
    }

    /** The app remembering its window in {@code memory}; tests give it a preference node of their own. */
    public TaikaiApp(WindowMemory memory) {
        this(memory, Optional.empty(), List.of());
    }

    /**
     * @param recent    where the last folder is remembered; empty to remember none
     * @param extraArgs arguments as from the command line (the first that is not an option is the folder to open)
     */
    public TaikaiApp(WindowMemory memory, Optional<RecentFolder> recent, List<String> extraArgs) {
        this.memory = memory;
        this.recent = recent;
        this.extraArgs = List.copyOf(extraArgs);
    }

    /** Runs on the launcher thread, not the FX thread, so reading the preference store here is allowed. */
    @Override
    public void init() {
        remembered = memory.load();
        // Decision 0048: the desktop's language is chosen before the first screen is built.
        taikai.ui.words.DeskWords.use(taikai.ui.words.DeskLanguage.chosen(memory.settings()));
    }

    /**
     * Shows the window first, holding only a sign of progress, and builds the desktop in the pulse
     * after (issue 22: a person sees the window at once; building every screen and styling it took
     * longer than starting JavaFX). The folder is looked for and read on the background thread while
     * the desktop is built, and the desktop's busy view shows that read's progress once it is in.
     */
    /**
     * The window's size before any size is remembered: 1400 by 900, made smaller to fit the
     * screen's free area (a 1366x768 laptop's, without its panels), so no edge is ever off screen.
     */
    static javafx.geometry.Dimension2D firstSize(javafx.geometry.Rectangle2D screen) {
        return new javafx.geometry.Dimension2D(Math.min(DEFAULT_WIDTH, screen.getWidth()), Math.min(DEFAULT_HEIGHT, screen.getHeight()));
    }

    @Override
    public void start(Stage stage) {
        Appearance.apply();
        executor = new FxUiExecutor();
        SessionViewModel session = new SessionViewModel(executor, recent, Path.of(System.getProperty("user.home"), "Taikai"));
        sessions = session;
        window = stage;
        StackPane root = new StackPane(opening());
        stage.setTitle("Taikai");
        javafx.geometry.Dimension2D size = firstSize(javafx.stage.Screen.getPrimary().getVisualBounds());
        stage.setScene(new Scene(root, size.getWidth(), size.getHeight()));
        remembered.filter(TaikaiApp::onSomeScreen).ifPresent(place -> {
            stage.setX(place.x());
            stage.setY(place.y());
            stage.setWidth(place.width());
            stage.setHeight(place.height());
            stage.setMaximized(place.maximized());
        });
        stage.show();
        javafx.beans.property.BooleanProperty built = new javafx.beans.property.SimpleBooleanProperty();
        firstScreen = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> built.get() && session.snapshotProperty().get() != null, built, session.snapshotProperty());
        FramesProbe.watchIfAsked(stage, firstScreen);
        if (warmRoadOnOpen) {
            // Issue 22: the first score writes of a fresh app ran the road's code before the JIT had
            // compiled it. A dry run on a scratch folder, off the FX thread, once the first screen is
            // up, so it never competes with building it.
            firstScreen.addListener(new javafx.beans.value.ChangeListener<>() {
                @Override
                public void changed(javafx.beans.value.ObservableValue<? extends Boolean> obs, Boolean old, Boolean now) {
                    if (now) {
                        obs.removeListener(this);
                        executor.afterThisPulse(RoadWarmUp::startInBackground);
                    }
                }
            });
        }
        session.snapshotProperty().addListener((obs, old, now) -> stage.setTitle(now == null ? "Taikai"
                : now.tournament().map(t -> t.name() + " \u2013 Taikai").orElse("Taikai")));
        List<String> args = new ArrayList<>(getParameters() == null ? List.of() : getParameters().getRaw());
        args.addAll(extraArgs);
        boolean court = !args.isEmpty() && COURT_COMMAND.equals(args.get(0));
        if (!court) {
            // Looked for and read on the background thread while the window paints and the desktop is
            // built; the desktop shows a snapshot that arrived before it as one that arrives after.
            session.start(args, Path.of("").toAbsolutePath(), appFolder());
        }
        // The desktop is built once the window's first frame has been laid out, so that frame is not
        // held back by building and styling every screen.
        Scene scene = stage.getScene();
        Runnable[] afterFirstFrame = new Runnable[1];
        afterFirstFrame[0] = () -> {
            scene.removePostLayoutPulseListener(afterFirstFrame[0]);
            executor.afterThisPulse(() -> {
                desktop = new Desktop(executor, session, new RoadMatchCommands(session::current),
                        new SnapshotTallies(session::lastRead), FolderOpener.system());
                desktop.keepSettingsIn(memory.settings());
                root.getChildren().setAll(desktop.root());
                stage.setOnHidden(e -> desktop.closeScoreboards());
                built.set(true);
                if (court) {
                    desktop.courtMode().begin(args.size() > 1 ? args.get(1) : "");
                }
            });
        };
        scene.addPostLayoutPulseListener(afterFirstFrame[0]);
    }

    /**
     * What the window holds for the moment before the desktop is built: words only, since a spinning
     * indicator would repaint the window every frame while the desktop is built and the folder read.
     */
    private static Label opening() {
        Label label = new Label(taikai.ui.words.DeskWords.of(TaikaiApp.class).say("opening"));
        label.setId("opening");
        return label;
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
        if (desktop != null) {
            desktop.hall().stopNow();
            desktop.courtMode().closeLink();
            // The history's last commit, and a copy under way finishes.
            desktop.copies().stop();
        }
        if (sessions != null && executor != null) {
            // Ends the write-ahead log's generation, so the next open has nothing to check (decision 0016).
            sessions.current().ifPresent(open -> executor.submit(() -> {
                open.store().close();
                return null;
            }, done -> { }, failure -> { }));
        }
        if (executor != null) {
            executor.close();
        }
    }

    public Desktop desktop() {
        return desktop;
    }

    /** The folder the app's code was loaded from (its jar's folder), where an installed sample sits beside it. */
    private static Optional<Path> appFolder() {
        try {
            Path code = Path.of(TaikaiApp.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Optional.ofNullable(code.getParent());
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException unknown) {
            return Optional.empty();
        }
    }

    /** A remembered place on a screen that is no longer plugged in would open the window out of sight. */
    private static boolean onSomeScreen(WindowMemory.Placement place) {
        return !Screen.getScreensForRectangle(new Rectangle2D(place.x(), place.y(), place.width(), place.height())).isEmpty();
    }
}
