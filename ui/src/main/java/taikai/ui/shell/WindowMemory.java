package taikai.ui.shell;

import java.util.Map;
import java.util.Optional;
import taikai.ui.settings.SettingsFile;

/**
 * Remembers where the main window was and how big, in the desktop's settings file in the user's
 * settings folder, not in the data folder: it belongs to this computer, not to the tournament.
 * Loading and saving touch the disk, so call them off the FX thread.
 */
public final class WindowMemory {
    private static final String X = "window.x";
    private static final String Y = "window.y";
    private static final String WIDTH = "window.width";
    private static final String HEIGHT = "window.height";
    private static final String MAXIMIZED = "window.maximized";

    /** A window's place and size in screen coordinates. */
    public record Placement(double x, double y, double width, double height, boolean maximized) {
    }

    private final SettingsFile settings;

    public WindowMemory(SettingsFile settings) {
        this.settings = settings;
    }

    /** The main window's memory, in this user's settings folder. */
    public static WindowMemory forMainWindow() {
        return new WindowMemory(SettingsFile.inSettingsFolder());
    }

    /** The settings file this memory keeps the window in, which holds the desktop's other settings too. */
    public SettingsFile settings() {
        return settings;
    }

    /** The remembered placement; empty the first time, or when what is stored is not a usable size. */
    public Optional<Placement> load() {
        Map<String, String> kept = settings.read();
        double width = number(kept, WIDTH);
        double height = number(kept, HEIGHT);
        if (width <= 0 || height <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Placement(number(kept, X), number(kept, Y), width, height,
                Boolean.parseBoolean(kept.getOrDefault(MAXIMIZED, "false"))));
    }

    /** Stores {@code placement}. */
    public void save(Placement placement) {
        settings.update(Map.of(X, text(placement.x()), Y, text(placement.y()), WIDTH, text(placement.width()),
                HEIGHT, text(placement.height()), MAXIMIZED, String.valueOf(placement.maximized())));
    }

    private static String text(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    private static double number(Map<String, String> kept, String key) {
        try {
            return Double.parseDouble(kept.getOrDefault(key, "0"));
        } catch (NumberFormatException unusable) {
            return 0;
        }
    }
}
