package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.function.Supplier;
import taikai.words.Words;

/**
 * A fault of Taikai's own on the command line: one sentence for the person, the stack trace in
 * {@code logs/command-line.log} of the settings folder (the system's temporary folder when that
 * cannot be written), kept to two files of {@value #LIMIT_BYTES} bytes at most. The words typed are
 * not logged: they may hold an access code.
 */
final class FaultLog {
    static final String FILE = "command-line.log";
    static final long LIMIT_BYTES = 1_000_000;

    private final Supplier<Path> settingsFolder;
    private final Words words;

    FaultLog(Supplier<Path> settingsFolder, Words words) {
        this.settingsFolder = settingsFolder;
        this.words = words;
    }

    /** Says the fault, logs it, and gives the exit code to leave with. */
    int report(Throwable fault, String command, boolean debug, PrintWriter err) {
        boolean named = !command.isBlank() && !command.startsWith("-");
        String sentence;
        try {
            Path log = write(fault, command);
            sentence = named ? words.say("fault.logged", command, log) : words.say("fault.loggedUnnamed", log);
        } catch (IOException | RuntimeException e) {
            sentence = named ? words.say("fault.unlogged", command, e.getMessage())
                    : words.say("fault.unloggedUnnamed", e.getMessage());
        }
        err.println(sentence);
        if (debug) {
            fault.printStackTrace(err);
        }
        err.flush();
        return Cli.FAULT;
    }

    /** The log file the fault was appended to. */
    Path write(Throwable fault, String command) throws IOException {
        StringWriter trace = new StringWriter();
        fault.printStackTrace(new PrintWriter(trace));
        String entry = Instant.now() + " " + (command.isBlank() ? "(no command)" : command) + System.lineSeparator() + trace;
        Path log;
        try {
            log = append(settingsFolder.get().resolve("logs"), entry);
        } catch (IOException | RuntimeException notThere) {
            log = append(Path.of(System.getProperty("java.io.tmpdir"), "taikai-logs"), entry);
        }
        return log;
    }

    private static Path append(Path folder, String entry) throws IOException {
        Files.createDirectories(folder);
        Path log = folder.resolve(FILE);
        if (Files.isRegularFile(log) && Files.size(log) > LIMIT_BYTES) {
            Files.move(log, folder.resolve(FILE + ".1"), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.writeString(log, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        return log.toAbsolutePath();
    }
}
