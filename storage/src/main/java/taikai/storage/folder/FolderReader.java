package taikai.storage.folder;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.tournament.Tournament;
import taikai.storage.markdown.TournamentFile;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Reads a whole data folder (spec section 4): tournament.md, its images, and every competition under
 * {@code competitions/}. A bad file fails only its own competition; the others load. Reading never
 * modifies a file.
 */
public final class FolderReader {
    private FolderReader() {
    }

    /** Reads the whole folder once, keeping nothing for a later read. */
    public static LoadedTournament read(Path root) {
        return read(root, FolderCache.none());
    }

    /** Reads the whole folder, taking again from {@code cache} what unchanged files made last time. */
    public static LoadedTournament read(Path root, FolderCache cache) {
        Problems problems = new Problems();
        Optional<Tournament> tournament = tournament(root, problems);
        SortedMap<String, LoadedCompetition> competitions = new TreeMap<>();
        List<String> ids = new ArrayList<>();
        for (String name : competitionFolders(root, problems)) {
            if (!FolderLayout.isValidId(name)) {
                problems.add(Problem.degraded(FolderLayout.COMPETITIONS + "/" + name, 0, 0, "The folder \"" + name
                        + "\" is not a competition id (letters, digits, _ and -, starting with a letter or digit, at"
                        + " most " + FolderLayout.MAX_ID_LENGTH + " characters), so it is not loaded; rename it to load"
                        + " it.").coded("folder-not-a-competition-id", name, String.valueOf(FolderLayout.MAX_ID_LENGTH)));
                continue;
            }
            ids.add(name);
        }
        // Competitions are independent of each other and the codecs keep no state between files, so
        // they are read side by side; the result is keyed by id, so it does not depend on the order.
        ids.parallelStream().map(name -> CompetitionReader.read(root, name, cache)).toList()
                .forEach(competition -> competitions.put(competition.id(), competition));
        return new LoadedTournament(tournament, problems.list(), competitions);
    }

    /**
     * Reads one competition again from disk, as the store does under the competition's lock before a
     * write (spec section 5: reads from disk rather than from cache while holding it).
     */
    public static LoadedCompetition readCompetition(Path root, String id) {
        return readCompetition(root, id, FolderCache.none(), null);
    }

    /**
     * {@link #readCompetition}, putting in {@code seen} each file it read with the bytes it read, by
     * its path relative to the data folder (with {@code /}), so that a writer holding the lock can tell
     * which of its files a change leaves as they are without reading them a second time.
     */
    public static LoadedCompetition readCompetition(Path root, String id, Map<String, byte[]> seen) {
        return readCompetition(root, id, FolderCache.none(), seen);
    }

    /**
     * {@link #readCompetition(Path, String, Map)}, taking again from {@code cache} what a file's
     * unchanged bytes made last time; {@code seen} may be null.
     */
    public static LoadedCompetition readCompetition(Path root, String id, FolderCache cache, Map<String, byte[]> seen) {
        return CompetitionReader.read(root, id, Set.of(), seen, cache);
    }

    /**
     * What a write reads under the competition's lock: {@link #readCompetition(Path, String, FolderCache, Map)}
     * without the notice of a history whose match is in no file. That notice is for the organiser's
     * problems screen, which every other read feeds; nothing a write decides or keeps depends on it,
     * and finding it lists the history folder, which a match's first write changes (decision 0054).
     */
    public static LoadedCompetition readCompetitionToWrite(Path root, String id, FolderCache cache,
            Map<String, byte[]> seen) {
        return CompetitionReader.read(root, id, Set.of(), seen, cache, false);
    }

    /**
     * Reads one competition as if {@code file} (a name inside its folder, such as bracket.json) were
     * not there: what the competition is once an unreadable file is set aside (spec section 5, "When
     * a file is wrong").
     */
    public static LoadedCompetition readCompetitionWithout(Path root, String id, String file) {
        return CompetitionReader.read(root, id, Set.of(file), null, FolderCache.none());
    }

    /** {@link #readCompetitionWithout}, putting each file it read in {@code seen} as {@link #readCompetition(Path, String, Map)} does. */
    public static LoadedCompetition readCompetitionWithout(Path root, String id, String file,
            Map<String, byte[]> seen) {
        return readCompetitionWithout(root, id, file, FolderCache.none(), seen);
    }

    /** {@link #readCompetitionWithout(Path, String, String, Map)} with the store's {@code cache}. */
    public static LoadedCompetition readCompetitionWithout(Path root, String id, String file, FolderCache cache,
            Map<String, byte[]> seen) {
        return CompetitionReader.read(root, id, Set.of(file), seen, cache);
    }

    private static Optional<Tournament> tournament(Path root, Problems problems) {
        try {
            Optional<String> text = TextFiles.read(root, FolderLayout.TOURNAMENT);
            if (text.isEmpty()) {
                problems.add(Problem.fatal(FolderLayout.TOURNAMENT, 0, 0, "The data folder has no tournament.md, so the"
                        + " tournament's settings are unknown; open the right folder or create the tournament again.")
                        .coded("tournament-file-missing"));
                return Optional.empty();
            }
            Tournament tournament = TournamentFile.read(FolderLayout.TOURNAMENT, text.get(), problems);
            ImageCheck.check(root, tournament, text.get(), problems);
            return Optional.of(tournament);
        } catch (FileFormatException e) {
            problems.add(e.problem());
            return Optional.empty();
        }
    }

    /** Folder names under competitions/, sorted; files and hidden folders are not competitions. */
    private static List<String> competitionFolders(Path root, Problems problems) {
        List<String> names = new ArrayList<>();
        Path folder = root.resolve(FolderLayout.COMPETITIONS);
        if (!Files.isDirectory(folder)) {
            return names;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, Files::isDirectory)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (!name.startsWith(".")) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            problems.add(Problem.fatal(FolderLayout.COMPETITIONS, 0, 0, "The competitions folder could not be listed ("
                    + e.getMessage() + "); check its permissions, then reload.")
                    .coded("competitions-folder-not-listed", String.valueOf(e.getMessage())));
        }
        names.sort(null);
        return names;
    }
}
