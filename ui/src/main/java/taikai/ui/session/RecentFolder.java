package taikai.ui.session;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import taikai.ui.settings.SettingsFile;

/**
 * Remembers the data folder last opened, in the desktop's settings file in the user's settings
 * folder: it belongs to this computer, not to the tournament. Touches the disk, so call it off the
 * FX thread.
 */
public final class RecentFolder {
    private static final String FOLDER = "last.folder";

    private final SettingsFile settings;

    public RecentFolder(SettingsFile settings) {
        this.settings = settings;
    }

    /** The desktop's memory of the last folder, in this user's settings folder. */
    public static RecentFolder forDesktop() {
        return new RecentFolder(SettingsFile.inSettingsFolder());
    }

    public Optional<Path> load() {
        String text = settings.read().getOrDefault(FOLDER, "");
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(text));
        } catch (InvalidPathException unusable) {
            return Optional.empty();
        }
    }

    /** Stores the folder. */
    public void save(Path folder) {
        settings.update(Map.of(FOLDER, folder.toAbsolutePath().normalize().toString()));
    }
}
