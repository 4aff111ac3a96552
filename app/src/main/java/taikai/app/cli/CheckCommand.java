package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai check DIR}: opens the folder as the app does (replaying its write-ahead log) and
 * prints every problem as {@code file:line:column: message}, paths relative to DIR. A folder this
 * user cannot write (the sample inside an installed Taikai) is read as it is, without its log.
 */
final class CheckCommand implements Cli.Command {
    private final Predicate<Path> writable;

    CheckCommand() {
        this(Files::isWritable);
    }

    /** @param writable whether a folder can be written here; tests stand in for one that cannot (root writes anywhere) */
    CheckCommand(Predicate<Path> writable) {
        this.writable = writable;
    }

    @Override
    public String usage() {
        return "check DIR";
    }

    @Override
    public String summary() {
        return "list every problem of a data folder (exit 1 when any file is wrong)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Optional<Path> dir = FolderArgument.single("check", args, err);
        if (dir.isEmpty()) {
            return Cli.USAGE;
        }
        if (!writable.test(dir.get())) {
            // Replaying the log writes into the folder, which would fail here and check nothing.
            out.println("This folder cannot be written by you, so it was read as it is, without finishing any change"
                    + " a crash may have left in it.");
            return report(List.of(), TournamentStore.openForReading(dir.get()).read(), out);
        }
        TournamentStore store;
        try {
            store = TournamentStore.open(dir.get());
        } catch (IOException e) {
            err.println("The folder's write-ahead log could not be replayed: " + e.getMessage());
            return Cli.PROBLEMS;
        }
        return report(store.openNotices(), store.read(), out);
    }

    private static int report(List<Problem> notices, LoadedTournament loaded, PrintStream out) {
        List<Problem> problems = new ArrayList<>(notices);
        problems.addAll(loaded.problems());
        problems.forEach(out::println);
        long wrong = problems.stream().filter(p -> p.severity() != Problem.Severity.NOTICE).count();
        if (wrong == 0) {
            out.println("No problems: " + loaded.competitions().size() + " competitions read.");
            return Cli.OK;
        }
        out.println(wrong + (wrong == 1 ? " problem." : " problems."));
        return Cli.PROBLEMS;
    }
}
