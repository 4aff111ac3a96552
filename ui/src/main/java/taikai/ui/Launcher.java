package taikai.ui;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import taikai.app.cli.Cli;
import taikai.app.road.ProblemLog;
import taikai.app.hall.access.ConfigFolder;

/**
 * The one entry point of every way Taikai is started: {@code ./taikai}, {@code taikai.cmd} and the
 * installed program. It sends a command line to the desktop or to the command line ({@link Cli}),
 * so a command added to the {@link Cli} reaches people without any launcher being edited, and a
 * command runs without a display: JavaFX is loaded only on the desktop's road.
 */
public final class Launcher {
    /** Where a command line goes. */
    public enum Road { DESKTOP, COMMAND }

    private Launcher() {
    }

    public static void main(String[] args) {
        List<String> words = Arrays.asList(args);
        // Decision 0034: faults in the program go to the log in the settings folder, on every road.
        ProblemLog.openAtStart(ConfigFolder.resolve());
        Cli cli = new Cli();
        if (road(words, cli::knows, Launcher::isFolder) == Road.DESKTOP) {
            Main.main(args);
        } else {
            System.exit(cli.run(words, System.out, System.err));
        }
    }

    /**
     * Nothing, {@code court} or an existing folder opens the desktop; a word the command line
     * knows, an option ({@code --help}) and anything else go to the command line, which answers
     * a word it does not know with its help and exit 2. A command wins over a folder of the same
     * name in the working directory ({@code ./check} still opens that folder).
     */
    public static Road road(List<String> args, Predicate<String> isCommand, Predicate<String> isFolder) {
        if (args.isEmpty() || TaikaiApp.COURT_COMMAND.equals(args.get(0))) {
            return Road.DESKTOP;
        }
        String first = args.get(0);
        if (isCommand.test(first) || first.startsWith("-")) {
            return Road.COMMAND;
        }
        return isFolder.test(first) ? Road.DESKTOP : Road.COMMAND;
    }

    private static boolean isFolder(String word) {
        try {
            return Files.isDirectory(Path.of(word));
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }
}
