package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import taikai.storage.store.TournamentStore;

/** The data folder most commands take, checked with a sentence that says what was wrong. */
final class FolderArgument {
    private FolderArgument() {
    }

    /** Whether {@code dir} is a folder; when it is not, says so. */
    static boolean isFolder(Path dir, PrintWriter err) {
        if (!Files.isDirectory(dir)) {
            err.println(dir + " is not a folder. Give the data folder that holds tournament.md.");
            return false;
        }
        return true;
    }

    /** The store of the data folder {@code dir} (its log replayed), or the exit code after saying why it cannot be opened. */
    static Opened store(Path dir, PrintWriter err) {
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(dir + " is not a data folder: it holds no tournament.md.");
            return new Opened(null, Cli.USAGE);
        }
        try {
            return new Opened(TournamentStore.open(dir), Cli.OK);
        } catch (IOException e) {
            err.println("The folder's write-ahead log could not be replayed: " + e.getMessage());
            return new Opened(null, Cli.PROBLEMS);
        }
    }

    /** An opened store, or none and the exit code to leave with. */
    record Opened(TournamentStore store, int exitCode) {
    }
}
