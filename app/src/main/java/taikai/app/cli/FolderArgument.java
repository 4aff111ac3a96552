package taikai.app.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The one DIR argument most commands take, checked with a sentence that says what was wrong. */
final class FolderArgument {
    private FolderArgument() {
    }

    static Optional<Path> single(String command, List<String> args, PrintStream err) {
        if (args.size() != 1) {
            err.println("Usage: taikai " + command + " DIR  (one data folder, the one holding tournament.md).");
            return Optional.empty();
        }
        Path dir = Path.of(args.get(0));
        if (!Files.isDirectory(dir)) {
            err.println(dir + " is not a folder. Give the data folder that holds tournament.md.");
            return Optional.empty();
        }
        return Optional.of(dir);
    }
}
