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

    /** Passes at most: each pass completes what the last one wrote (ids, then the seeds and line-ups keyed by them). */
    private static final int PASSES = 4;

    /**
     * Rewrites the competition until a pass changes no byte, so one upgrade leaves the folder current
     * and a second changes nothing: a roster given ids by the first pass lets the next complete the
     * seeds' dojos and ids and move line-ups from a team's name to its id. Bounded, whatever the files.
     */
    private static void upgrade(TournamentStore store, Path root, String id)
            throws IOException, RosterException, LockTimeoutException, CompetitionUnavailableException {
        Map<String, byte[]> before = competitionFiles(root, id);
        for (int pass = 0; pass < PASSES; pass++) {
            store.competition(id).write(WAIT, state -> Change.of(state, List.of(), null));
            Map<String, byte[]> after = competitionFiles(root, id);
            if (sameBytes(before, after)) {
                return;
            }
            before = after;
        }
    }

    private static Map<String, byte[]> competitionFiles(Path root, String id) throws IOException {
        Map<String, byte[]> files = new java.util.TreeMap<>();
        Path folder = root.resolve("competitions").resolve(id);
        try (java.nio.file.DirectoryStream<Path> entries = java.nio.file.Files.newDirectoryStream(folder,
                java.nio.file.Files::isRegularFile)) {
            for (Path file : entries) {
                files.put(file.getFileName().toString(), java.nio.file.Files.readAllBytes(file));
            }
        }
        return files;
    }

    private static boolean sameBytes(Map<String, byte[]> a, Map<String, byte[]> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (Map.Entry<String, byte[]> file : a.entrySet()) {
            if (!java.util.Arrays.equals(file.getValue(), b.get(file.getKey()))) {
                return false;
            }
        }
        return true;
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
                upgrade(store, dir.get(), entry.getKey());
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
