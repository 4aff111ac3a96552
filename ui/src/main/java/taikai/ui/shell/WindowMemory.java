package taikai.ui.shell;

import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Remembers where the main window was and how big, in the user's preferences (java.util.prefs),
 * not in the data folder: it belongs to this computer, not to the tournament. Loading and saving
 * touch the preference store, so call them off the FX thread.
 */
public final class WindowMemory {
    private static final String X = "x";
    private static final String Y = "y";
    private static final String WIDTH = "width";
    private static final String HEIGHT = "height";
    private static final String MAXIMIZED = "maximized";

    /** A window's place and size in screen coordinates. */
    public record Placement(double x, double y, double width, double height, boolean maximized) {
    }

    private final Preferences node;

    public WindowMemory(Preferences node) {
        this.node = node;
    }

    /** The preference node of the desktop app's main window. */
    public static WindowMemory forMainWindow() {
        return new WindowMemory(Preferences.userRoot().node("taikai/main-window"));
    }

    /** The remembered placement; empty the first time, or when what is stored is not a usable size. */
    public Optional<Placement> load() {
        double width = node.getDouble(WIDTH, -1);
        double height = node.getDouble(HEIGHT, -1);
        if (width <= 0 || height <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Placement(node.getDouble(X, 0), node.getDouble(Y, 0), width, height,
                node.getBoolean(MAXIMIZED, false)));
    }

    /** Stores {@code placement} and writes it out; a store that cannot be written is not worth stopping the app for. */
    public void save(Placement placement) {
        node.putDouble(X, placement.x());
        node.putDouble(Y, placement.y());
        node.putDouble(WIDTH, placement.width());
        node.putDouble(HEIGHT, placement.height());
        node.putBoolean(MAXIMIZED, placement.maximized());
        try {
            node.flush();
        } catch (BackingStoreException unwritable) {
            System.getLogger(WindowMemory.class.getName()).log(System.Logger.Level.WARNING,
                    "The window size could not be remembered: " + unwritable.getMessage());
        }
    }
}
