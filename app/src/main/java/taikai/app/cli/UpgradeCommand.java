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
@Command(name = "upgrade")
final class UpgradeCommand extends Action {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Override
    public Integer call() {
        if (!FolderArgument.isFolder(dir, words(), err())) {
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
                    err.println(say("upgrade.leftAlone", entry.getKey()));
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
            String written = String.valueOf(loaded.competitions().size() - failures);
            int read = loaded.competitions().size();
            // Say what happened to the bytes: a folder already in the current format is left byte for byte.
            if (changed == 0) {
                out.println(notices > 0 ? say("upgrade.unchangedWithNotices", written, read, String.valueOf(notices))
                        : say("upgrade.unchanged", written, read));
            } else {
                out.println(notices > 0 ? say("upgrade.doneWithNotices", changed, written, String.valueOf(read),
                        String.valueOf(notices)) : say("upgrade.done", changed, written, String.valueOf(read)));
            }
            return failures == 0 ? Cli.OK : Cli.PROBLEMS;
        } catch (IOException e) {
            err.println(say("upgrade.failed", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        } catch (RosterException | LockTimeoutException | CompetitionUnavailableException e) {
            err.println(say("upgrade.failed", e.getMessage()));
            return Cli.PROBLEMS;
        }
    }
}
