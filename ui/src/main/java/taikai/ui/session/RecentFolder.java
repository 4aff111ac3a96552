package taikai.ui.session;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Remembers the data folder last opened, in the user's preferences (java.util.prefs): it belongs to
 * this computer, not to the tournament. Touches the preference store, so call it off the FX thread.
 */
public final class RecentFolder {
    private static final String FOLDER = "folder";

    private final Preferences node;

    public RecentFolder(Preferences node) {
        this.node = node;
    }

    /** The desktop app's own preference node. */
    public static RecentFolder forDesktop() {
        return new RecentFolder(Preferences.userRoot().node("taikai/session"));
    }

    public Optional<Path> load() {
        String text = node.get(FOLDER, "");
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(text));
        } catch (InvalidPathException unusable) {
            return Optional.empty();
        }
    }

    /** Stores the folder; a store that cannot be written is not worth stopping the app for. */
    public void save(Path folder) {
        node.put(FOLDER, folder.toAbsolutePath().normalize().toString());
        try {
            node.flush();
        } catch (BackingStoreException unwritable) {
            System.getLogger(RecentFolder.class.getName()).log(System.Logger.Level.WARNING,
                    "The last folder could not be remembered: " + unwritable.getMessage());
        }
    }
}
