package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai check DIR}: opens the folder as the app does (replaying its write-ahead log) and
 * prints every problem as {@code file:line:column: message}, paths relative to DIR.
 */
final class CheckCommand implements Cli.Command {

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
        TournamentStore store;
        try {
            store = TournamentStore.open(dir.get());
        } catch (IOException e) {
            err.println("The folder's write-ahead log could not be replayed: " + e.getMessage());
            return Cli.PROBLEMS;
        }
        List<Problem> problems = new ArrayList<>(store.openNotices());
        LoadedTournament loaded = store.read();
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
