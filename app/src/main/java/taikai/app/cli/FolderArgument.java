package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import taikai.storage.store.TournamentStore;
import taikai.words.Words;

/** The data folder most commands take, checked with a sentence that says what was wrong. */
final class FolderArgument {
    private FolderArgument() {
    }

    /** Whether {@code dir} is a folder; when it is not, says so. */
    static boolean isFolder(Path dir, Words words, PrintWriter err) {
        if (!Files.isDirectory(dir)) {
            err.println(words.say("folder.notFolder", dir));
            return false;
        }
        return true;
    }

    /** Whether {@code dir} holds a tournament.md; when it does not, says so. */
    static boolean isDataFolder(Path dir, Words words, PrintWriter err) {
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(words.say("folder.noTournament", dir));
            return false;
        }
        return true;
    }

    /** The store of the data folder {@code dir} (its log replayed), or the exit code after saying why it cannot be opened. */
    static Opened store(Path dir, Words words, PrintWriter err) {
        if (!isDataFolder(dir, words, err)) {
            return new Opened(null, Cli.USAGE);
        }
        try {
            return new Opened(TournamentStore.open(dir), Cli.OK);
        } catch (IOException e) {
            err.println(words.say("folder.logNotReplayed", e.getMessage()));
            return new Opened(null, Cli.PROBLEMS);
        }
    }

    /** An opened store, or none and the exit code to leave with. */
    record Opened(TournamentStore store, int exitCode) {
    }
}
