package taikai.app.hall.access;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The user's own settings folder, where secrets live: never the data folder, which is copied to USB
 * sticks, shared and diffed. {@code TAIKAI_CONFIG_DIR} wins when set (a second Taikai on one laptop,
 * or a test); then the system property {@value #PROPERTY}; then the platform's place for settings.
 */
public final class ConfigFolder {
    public static final String VARIABLE = "TAIKAI_CONFIG_DIR";
    public static final String PROPERTY = "taikai.config.dir";

    private ConfigFolder() {
    }

    /** The folder for this user on this machine. */
    public static Path resolve() {
        return resolve(System.getenv(), System.getProperty(PROPERTY), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."));
    }

    static Path resolve(Map<String, String> env, String property, String osName, String home) {
        String chosen = env.get(VARIABLE);
        if (isSet(chosen)) {
            return Path.of(chosen);
        }
        if (isSet(property)) {
            return Path.of(property);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return isSet(appData) ? Path.of(appData, "Taikai") : Path.of(home, "AppData", "Roaming", "Taikai");
        }
        if (os.startsWith("mac")) {
            return Path.of(home, "Library", "Application Support", "Taikai");
        }
        String xdg = env.get("XDG_CONFIG_HOME");
        return isSet(xdg) ? Path.of(xdg, "taikai") : Path.of(home, ".config", "taikai");
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }
}
