package taikai.app.road;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The hall laptop's log of faults in the program (decision 0034): a fault the write road did not
 * expect is written here with its stack trace, never shown on a screen. The log lives in the user's
 * settings folder, {@value #FOLDER}/taikai-0.log and older files beside it, rotated at
 * {@value #LIMIT_BYTES} bytes, {@value #COUNT} files kept. The launcher opens it once at start-up for
 * the desktop, the hall server and the command line; until then (a test, the bench) the faults go to
 * the standard error stream as {@code java.util.logging} does by default.
 */
public final class ProblemLog implements AutoCloseable {
    /** The logger every part of Taikai writes its faults to. */
    public static final String LOGGER = "taikai";
    /** The folder inside the settings folder. */
    public static final String FOLDER = "logs";
    /** The file name pattern of {@link FileHandler}: {@code %g} is the file's age, 0 the newest. */
    public static final String PATTERN = "taikai-%g.log";
    static final int LIMIT_BYTES = 1_000_000;
    static final int COUNT = 5;

    /** Held strongly: the log manager keeps loggers only weakly, and would forget the handler with it. */
    private static final Logger TAIKAI = Logger.getLogger(LOGGER);

    private final FileHandler handler;

    private ProblemLog(FileHandler handler) {
        this.handler = handler;
    }

    /**
     * Opens the log in {@code settingsFolder} and sends Taikai's faults there only. Closing it puts the
     * standard error stream back.
     */
    public static ProblemLog open(Path settingsFolder) throws IOException {
        Path folder = settingsFolder.resolve(FOLDER);
        Files.createDirectories(folder);
        FileHandler handler = new FileHandler(folder.resolve(PATTERN).toString(), LIMIT_BYTES, COUNT, true);
        handler.setEncoding("UTF-8");
        handler.setFormatter(new Lines());
        TAIKAI.addHandler(handler);
        TAIKAI.setUseParentHandlers(false);
        return new ProblemLog(handler);
    }

    /**
     * At start-up: opens the log, or says on the standard error stream why it could not (a settings
     * folder that cannot be written must not stop the tournament).
     */
    public static void openAtStart(Path settingsFolder) {
        try {
            open(settingsFolder);
        } catch (IOException | RuntimeException e) {
            System.err.println("Taikai could not open its log in " + settingsFolder.resolve(FOLDER) + " (" + e.getMessage()
                    + "); faults in the program are written here instead.");
        }
    }

    /** Writes a fault with its stack trace; {@code what} says what was being done, for the organiser. */
    public static void fault(String what, Throwable fault) {
        TAIKAI.log(Level.SEVERE, what, fault);
    }

    /** The newest log file of {@code settingsFolder}. */
    public static Path newest(Path settingsFolder) {
        return settingsFolder.resolve(FOLDER).resolve(PATTERN.replace("%g", "0"));
    }

    @Override
    public void close() {
        TAIKAI.removeHandler(handler);
        handler.close();
        if (TAIKAI.getHandlers().length == 0) {
            TAIKAI.setUseParentHandlers(true);
        }
    }

    /** One record: time, level and message on a line, then the stack trace. */
    private static final class Lines extends Formatter {
        @Override
        public String format(LogRecord record) {
            StringWriter text = new StringWriter();
            PrintWriter out = new PrintWriter(text);
            out.println(Instant.ofEpochMilli(record.getMillis()) + " " + record.getLevel() + " " + formatMessage(record));
            if (record.getThrown() != null) {
                record.getThrown().printStackTrace(out);
            }
            out.flush();
            return text.toString();
        }
    }
}
