package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
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
@Command(name = "upgrade", description = "rewrite every file of a data folder in the current format")
final class UpgradeCommand extends Action {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Parameters(paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Override
    public Integer call() {
        if (!FolderArgument.isFolder(dir, err())) {
            return Cli.USAGE;
        }
        PrintWriter out = out();
        PrintWriter err = err();
        try {
            Map<Path, Integer> before = FileDigests.of(dir);
            TournamentStore store = TournamentStore.open(dir);
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
            int changed = FileDigests.changed(before, FileDigests.of(dir));
            String log = notices > 0 ? " (" + notices + " notices from the write-ahead log)" : "";
            int written = loaded.competitions().size() - failures;
            // Say what happened to the bytes: a folder already in the current format is left byte for byte.
            out.println(changed == 0
                    ? "Nothing was changed: every file read is already in the current format (" + written + " of "
                            + loaded.competitions().size() + " competitions checked)" + log + "."
                    : "Upgraded " + written + " of " + loaded.competitions().size() + " competitions: " + changed
                            + (changed == 1 ? " file" : " files") + " rewritten" + log + ".");
            return failures == 0 ? Cli.OK : Cli.PROBLEMS;
        } catch (IOException e) {
            err.println("The folder could not be upgraded: " + FileTrouble.sentence(e));
            return Cli.FILES;
        } catch (RosterException | LockTimeoutException | CompetitionUnavailableException e) {
            err.println("The folder could not be upgraded: " + e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
