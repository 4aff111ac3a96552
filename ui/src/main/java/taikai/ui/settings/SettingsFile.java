package taikai.ui.settings;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The desktop's own settings of this computer (where the window was, the folder last opened) as a
 * small text file in the settings folder that {@code TAIKAI_CONFIG_DIR} names, beside the access
 * codes and the court outboxes: never in the data folder, which belongs to the tournament, and not in
 * the operating system's preference store, which a copy of the settings folder would leave behind.
 * One {@code key=value} line each, keys sorted, replaced whole by an atomic move. Touches the disk:
 * call it off the FX thread.
 */
public final class SettingsFile {
    /** The file's name in the settings folder. */
    public static final String NAME = "desktop.properties";

    private final Path file;

    public SettingsFile(Path file) {
        this.file = file;
    }

    /** The desktop's settings file in this user's settings folder. */
    public static SettingsFile inSettingsFolder() {
        return new SettingsFile(ConfigFolder.resolve().resolve(NAME));
    }

    public Path file() {
        return file;
    }

    /** Every setting kept; none when the file is missing or cannot be read. */
    public synchronized SortedMap<String, String> read() {
        SortedMap<String, String> values = new TreeMap<>();
        try {
            Properties properties = new Properties();
            properties.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
            properties.stringPropertyNames().forEach(key -> values.put(key, properties.getProperty(key)));
        } catch (NoSuchFileException first) {
            return values;
        } catch (IOException | IllegalArgumentException unreadable) {
            warn(words().say("unreadable", file.toString(), unreadable.getMessage()));
        }
        return values;
    }

    /** Keeps {@code changes} over what is kept; a file that cannot be written is not worth stopping the app for. */
    public synchronized void update(Map<String, String> changes) {
        SortedMap<String, String> values = read();
        values.putAll(changes);
        StringBuilder text = new StringBuilder();
        values.forEach((key, value) -> text.append(key).append('=').append(escape(value)).append('\n'));
        try {
            Files.createDirectories(file.getParent());
            Path temp = file.resolveSibling("." + NAME + ".part");
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException unwritable) {
            warn(words().say("unwritable", file.toString(), unwritable.getMessage()));
        }
    }

    /** A value as a properties line reads it back: backslashes (Windows paths), line ends and a leading blank escaped. */
    private static String escape(String value) {
        String escaped = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
        return escaped.startsWith(" ") ? "\\" + escaped : escaped;
    }

    /** Looked up when said, not kept: this file is read before the desktop's language is chosen from it. */
    private static Words words() {
        return DeskWords.of(SettingsFile.class);
    }

    private static void warn(String sentence) {
        System.getLogger(SettingsFile.class.getName()).log(System.Logger.Level.WARNING, sentence);
    }
}
