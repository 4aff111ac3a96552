package taikai.storage.folder;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;
import taikai.storage.bracket.BracketFile;
import taikai.storage.lineup.LineupsFile;
import taikai.storage.markdown.CompetitionFile;
import taikai.storage.members.TeamMembersFile;
import taikai.storage.overrides.OverridesFile;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.results.PoolMatchesFile;
import taikai.storage.results.PoolMatchesRead;
import taikai.storage.roster.ParticipantsFile;
import taikai.storage.roster.PoolsFile;
import taikai.storage.roster.SeedsFile;
import taikai.storage.schedule.ScheduleFile;
import taikai.storage.status.CompetitorStatusFile;

/**
 * Reads one competition folder. Every file is read even after one fails, so the organiser sees every
 * broken file at once; any FATAL problem fails the competition (spec section 5). A missing optional
 * file reads as its empty default. Nothing is written.
 */
final class CompetitionReader {
    private final Path root;
    private final String id;
    private final Problems problems = new Problems();
    private final SortedSet<String> present = new TreeSet<>();
    /** The bytes of each file present, by path, as read once at the start. */
    private final Map<String, byte[]> bytes = new HashMap<>();
    /** The files present that could not be read, with the problem to report when each is parsed. */
    private final Map<String, FileFormatException> unreadable = new HashMap<>();
    private final Set<String> leftOut;
    /** Where each file's bytes go as they are read, by path; null when the caller does not want them. */
    private final Map<String, byte[]> seen;
    private final FolderCache cache;
    /** Whether the read names a history whose match is in no file (every read but a write's). */
    private final boolean histories;
    /** The ids of the results file's matches when the results were known as written (decision 0054); else null. */
    private Set<String> poolIds;

    /** A codec's read, which reports what it finds wrong in {@code problems} and may find the file unreadable. */
    private interface Codec<T> {
        T read(String file, String text, Problems problems) throws FileFormatException;
    }

    /** What a codec made of a file's bytes: its value and the problems it reported. */
    private record Parsed(Object value, List<Problem> problems) {
    }

    private CompetitionReader(Path root, String id, Set<String> leftOut, Map<String, byte[]> seen,
            FolderCache cache, boolean histories) {
        this.histories = histories;
        this.root = root;
        this.id = id;
        this.leftOut = Set.copyOf(leftOut);
        this.seen = seen;
        this.cache = cache;
    }

    static LoadedCompetition read(Path root, String id, FolderCache cache) {
        return read(root, id, Set.of(), null, cache);
    }

    /**
     * Reads the competition as if the files named in {@code leftOut} (names inside its folder) were not
     * there. When {@code seen} is not null, each file read is put in it with its bytes as read, by its
     * path relative to the data folder; a file that is missing or left out is not.
     */
    static LoadedCompetition read(Path root, String id, Set<String> leftOut, Map<String, byte[]> seen,
            FolderCache cache) {
        return read(root, id, leftOut, seen, cache, true);
    }

    /**
     * The same; without the notice of a history whose match is in no file when {@code histories} is
     * false (what a write reads under the lock: nothing a write decides depends on that notice, and
     * it lists the history folder, which changes with a match's first write; decision 0054).
     */
    static LoadedCompetition read(Path root, String id, Set<String> leftOut, Map<String, byte[]> seen,
            FolderCache cache, boolean histories) {
        String folder = FolderLayout.COMPETITIONS + "/" + id;
        if (!FolderLayout.isValidId(id)) {
            return LoadedCompetition.failed(id, List.of(Problem.fatal(folder, 0, 0, "\"" + id + "\" is not a"
                    + " competition id: it must start with a letter or digit, hold only letters, digits, _ and -, and"
                    + " be at most " + FolderLayout.MAX_ID_LENGTH + " characters.")
                    .coded("not-a-competition-id", id, String.valueOf(FolderLayout.MAX_ID_LENGTH))), Set.of());
        }
        return new CompetitionReader(root, id, leftOut, seen, cache, histories).read();
    }

    private LoadedCompetition read() {
        // Each file is opened once: a file that is not there reads as absent (TextFiles.bytes).
        for (String name : FolderLayout.COMPETITION_FILES) {
            if (leftOut.contains(name)) {
                continue;
            }
            String file = path(name);
            try {
                Optional<byte[]> read = TextFiles.bytes(root, file);
                if (read.isPresent()) {
                    bytes.put(file, read.get());
                    present.add(file);
                }
            } catch (FileFormatException e) {
                unreadable.put(file, e); // there but not readable: reported where the file is parsed
                present.add(file);
            }
        }
        if (seen != null) {
            seen.putAll(bytes);
        }
        if (!present.contains(path(FolderLayout.CONFIG))) {
            problems.add(Problem.fatal(path(FolderLayout.CONFIG), 0, 0, "The competition folder has no config.md, so"
                    + " its settings are unknown; put the file back or remove the folder.").coded("config-file-missing"));
        }
        Competition fallback = Competition.create(id, "", null, null);
        Competition competition = file(FolderLayout.CONFIG, fallback, CompetitionFile::read);
        competition = checkId(competition);
        Competition config = competition;
        List<Player> players = file(FolderLayout.PARTICIPANTS, List.of(), config,
                (f, t, p) -> ParticipantsFile.read(f, t, config, p));
        List<SeedEntry> seedRows = file(FolderLayout.SEEDS, List.<SeedEntry>of(), SeedsFile::read);
        List<Pool> pools = file(FolderLayout.POOLS, List.of(), PoolsFile::read);
        // These files rarely change: unchanged, they are the very lists the last read joined.
        RosterJoin.Joined roster = cache.get("joined:" + FolderLayout.COMPETITIONS + "/" + id,
                () -> RosterJoin.completeAndJoin(players, pools, seedRows), players, pools, seedRows);
        // The results change with every score; the rows the last read found whole are read again only by
        // their text, and a text the store itself wrote last is not split into rows again (decision 0045).
        PoolMatchesRead results = asWritten();
        if (results == null) {
            results = file(FolderLayout.POOL_MATCHES, PoolMatchesRead.EMPTY, (f, t, p) -> {
                PoolMatchesFile.Reading reading = PoolMatchesFile.read(f, t, p,
                        cache.recall(FolderWriter.wholeRowsKey(f), Map.of()),
                        cache.<PoolMatchesFile.AsWritten>recall(FolderWriter.asWrittenKey(f), null));
                cache.remember(FolderWriter.wholeRowsKey(f), reading.wholeRows());
                return reading.read();
            });
        }
        CompetitionState state = new CompetitionState(competition, roster.players(), roster.seeds(), pools,
                results.matches(),
                file(FolderLayout.BRACKET, Bracket.EMPTY, BracketFile::read),
                file(FolderLayout.STATUSES, List.of(), CompetitorStatusFile::read),
                file(FolderLayout.LINEUPS, List.of(), players, (f, t, p) -> LineupsFile.read(f, t, players, p)),
                file(FolderLayout.TEAM_MEMBERS, Map.of(), TeamMembersFile::read),
                file(FolderLayout.OVERRIDES, Overrides.NONE, OverridesFile::read),
                file(FolderLayout.SCHEDULE, List.of(), ScheduleFile::read));
        if (!problems.hasFatal()) {
            ExpectedFiles.check(root, id, state, poolIds, present, leftOut, problems, cache, histories);
        }
        if (problems.hasFatal()) {
            return LoadedCompetition.failed(id, problems.list(), present);
        }
        return new LoadedCompetition(id, Optional.of(state), problems.list(), present, results.degradedRows());
    }

    /**
     * The results as the store last wrote them, when the bytes read from disk under this read are its
     * bytes exactly and its reading is sure (decision 0054): then the file is neither decoded nor
     * compared as text again, and the ids of its matches are known too. Null otherwise, and the file
     * is read as any file is.
     */
    private PoolMatchesRead asWritten() {
        String file = path(FolderLayout.POOL_MATCHES);
        byte[] read = bytes.get(file);
        PoolMatchesFile.AsWritten written = cache.recall(FolderWriter.asWrittenKey(file), null);
        if (read == null || written == null || !written.isTextOf(read)) {
            return null;
        }
        PoolMatchesFile.Reading reading = written.reading(file, cache.recall(FolderWriter.wholeRowsKey(file), Map.of()));
        if (reading == null) {
            return null;
        }
        cache.remember(FolderWriter.wholeRowsKey(file), reading.wholeRows());
        poolIds = written.ids();
        return reading.read();
    }

    /** The folder name is the competition's id; a config.md that says otherwise is reported and overruled. */
    private Competition checkId(Competition competition) {
        if (!competition.id().isEmpty() && !competition.id().equals(id)) {
            problems.add(Problem.degraded(path(FolderLayout.CONFIG), 0, 0, "config.md gives the id \"" + competition.id()
                    + "\" but sits in the folder \"" + id + "\"; the folder name is the id, and the next write of"
                    + " config.md records it.").coded("config-id-not-folder", competition.id(), id));
        }
        return competition.withId(id);
    }

    private <T> T file(String name, T empty, Codec<T> codec) {
        return file(name, empty, null, codec);
    }


    /**
     * Parses the file's bytes as this read found them on disk, unless these very bytes were parsed before
     * with an equal {@code context} (what the parse depends on besides the bytes): then the earlier
     * result and its problems are taken again from the store's cache ({@link FolderCache}).
     */
    @SuppressWarnings("unchecked")
    private <T> T file(String name, T empty, Object context, Codec<T> codec) {
        String file = path(name);
        if (!present.contains(file)) {
            return empty;
        }
        Problems found = new Problems();
        try {
            if (unreadable.containsKey(file)) {
                throw unreadable.get(file);
            }
            byte[] read = bytes.get(file);
            Parsed parsed = cache.get("parsed:" + file, () -> {
                Object value = codec.read(file, TextFiles.text(file, read), found);
                return new Parsed(FolderCache.unmodifiable(value), found.list());
            }, read, context);
            problems.addAll(parsed.problems());
            return (T) parsed.value();
        } catch (FileFormatException e) {
            problems.addAll(found.list());
            problems.add(e.problem());
            return empty;
        }
    }

    private String path(String name) {
        return FolderLayout.competitionFile(id, name);
    }
}
