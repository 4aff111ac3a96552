package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.roster.RosterException;
import taikai.storage.store.Change;
import taikai.storage.store.CompetitionUnavailableException;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai upgrade DIR}: rewrites every file of the folder in the current format, legacy
 * channels converted and missing columns completed, through the store like any other write. A
 * folder already current changes no byte, because the store writes only files whose bytes differ.
 * A competition with a file that does not load is left alone and reported.
 */
final class UpgradeCommand implements Cli.Command {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Override
    public String usage() {
        return "upgrade DIR";
    }

    @Override
    public String summary() {
        return "rewrite every file of a data folder in the current format";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Optional<Path> dir = FolderArgument.single("upgrade", args, err);
        if (dir.isEmpty()) {
            return Cli.USAGE;
        }
        try {
            Map<Path, Integer> before = FileDigests.of(dir.get());
            TournamentStore store = TournamentStore.open(dir.get());
            LoadedTournament loaded = store.read();
            int failures = 0;
            if (loaded.tournament().isPresent()) {
                store.rewriteTournament(loaded.tournament().get());
            } else {
                loaded.tournamentProblems().forEach(err::println);
                failures++;
            }
            for (Map.Entry<String, LoadedCompetition> entry : loaded.competitions().entrySet()) {
                LoadedCompetition competition = entry.getValue();
                if (competition.failed()) {
                    competition.fatalProblems().forEach(err::println);
                    err.println("Competition \"" + entry.getKey() + "\" was left as it is until the problem above is repaired.");
                    failures++;
                    continue;
                }
                // One write: entrants given ids in it have their seeds and line-ups keyed by them in the same
                // write (FolderWriter), so a second upgrade changes no byte.
                store.competition(entry.getKey()).write(WAIT, state -> Change.of(state, List.of(), null));
            }
            store.close(); // the command ends with its process: nothing left held in the log
            long notices = store.openNotices().stream().filter(p -> p.severity() == Problem.Severity.NOTICE).count();
            int changed = FileDigests.changed(before, FileDigests.of(dir.get()));
            String log = notices > 0 ? " (" + notices + " notices from the write-ahead log)" : "";
            int written = loaded.competitions().size() - failures;
            // Say what happened to the bytes: a folder already in the current format is left byte for byte.
            out.println(changed == 0
                    ? "Nothing was changed: every file read is already in the current format (" + written + " of "
                            + loaded.competitions().size() + " competitions checked)" + log + "."
                    : "Upgraded " + written + " of " + loaded.competitions().size() + " competitions: " + changed
                            + (changed == 1 ? " file" : " files") + " rewritten" + log + ".");
            return failures == 0 ? Cli.OK : Cli.PROBLEMS;
        } catch (IOException | RosterException | LockTimeoutException | CompetitionUnavailableException e) {
            err.println("The folder could not be upgraded: " + e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
