package taikai.storage.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.match.Decision;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.standings.Standings;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * The files a competition's own record says should be there (spec section 4, "On disk layout", and
 * section 5, "When a file is wrong"): a file that vanished reads as its empty default, which would
 * otherwise check clean and let the next write carry on from a half-read record. config.md's status
 * says a draw was made, so the roster, the pools and results (for formats with pools) and the
 * bracket (for formats with a knockout, once it is drawn) must hold something; a decided withdrawal
 * means the eligibility record was written; a match's history file means its match is in a file.
 * A missing file fails the load; a history file whose match is in no file is named as degraded.
 */
final class ExpectedFiles {
    private ExpectedFiles() {
    }

    /**
     * Checks the competition as read; a file in {@code leftOut} was read as absent on purpose and is not
     * asked for. {@code poolIds} is the id of every match of its results file when the read already
     * knows them (decision 0054), else null. Histories whose match is in no file are named only when
     * {@code histories} is true.
     */
    static void check(Path root, String id, CompetitionState state, Set<String> poolIds, SortedSet<String> present,
            Set<String> leftOut, Problems problems, FolderCache cache, boolean histories) {
        CompetitionStatus status = state.competition().status();
        boolean drawn = status == CompetitionStatus.POOLS || status == CompetitionStatus.PLAYOFFS
                || status == CompetitionStatus.COMPLETED;
        if (!drawn) {
            return;
        }
        Format format = state.competition().format();
        String says = "config.md says the competition is " + status.code();
        String is = status.code();
        if (state.players().isEmpty()) {
            String name = FolderLayout.PARTICIPANTS;
            Problem found = missing(id, name, says + ", so its entrants were entered, but " + what(id, name, present) + ".");
            report(leftOut, name, problems, holds(id, name, present) ? found.coded("entrants-file-holds-none", is, name)
                    : found.coded("entrants-file-missing", is, name));
        }
        boolean pooled = format == Format.POOLS_THEN_KNOCKOUT || format == Format.LEAGUE || format == Format.SWISS;
        if (pooled && state.poolMatches().isEmpty()) {
            String name = FolderLayout.POOL_MATCHES;
            boolean held = holds(id, name, present);
            if (format == Format.SWISS) {
                Problem found = missing(id, name, says + ", so its rounds were drawn, but " + what(id, name, present) + ".");
                report(leftOut, name, problems, held ? found.coded("rounds-file-holds-none", is, name)
                        : found.coded("rounds-file-missing", is, name));
            } else {
                Problem found = missing(id, name, says + ", so its pools were drawn, but " + what(id, name, present) + ".");
                report(leftOut, name, problems, held ? found.coded("pools-file-holds-none", is, name)
                        : found.coded("pools-file-missing", is, name));
            }
        }
        if ((format == Format.POOLS_THEN_KNOCKOUT || format == Format.LEAGUE) && state.pools().isEmpty()) {
            String name = FolderLayout.POOLS;
            Problem found = missing(id, name, says + ", so its pools were drawn, but " + what(id, name, present) + ".");
            report(leftOut, name, problems, holds(id, name, present) ? found.coded("pools-file-holds-none", is, name)
                    : found.coded("pools-file-missing", is, name));
        }
        boolean knockout = format == Format.KNOCKOUT
                || (format == Format.POOLS_THEN_KNOCKOUT && status != CompetitionStatus.POOLS);
        if (knockout && state.bracket().equals(Bracket.EMPTY)) {
            String name = FolderLayout.BRACKET;
            Problem found = missing(id, name, says + ", so its knockout was drawn, but " + what(id, name, present) + ".");
            report(leftOut, name, problems, holds(id, name, present) ? found.coded("bracket-file-holds-none", is, name)
                    : found.coded("bracket-file-missing", is, name));
        }
        Set<String> matches = matchIds(state, poolIds);
        if (state.statuses().isEmpty() && anyBarring(state)) {
            // Each id's match as find gives it (the pool match first), looked up by id, not by a walk per match.
            Map<String, MatchResult> byId = new HashMap<>(matches.size() * 2);
            state.poolMatches().forEach(m -> byId.putIfAbsent(m.id(), m));
            state.bracket().allMatches().forEach(node -> byId.putIfAbsent(node.id(), node.result()));
            for (String match : matches) {
                MatchResult result = byId.get(match);
                if (result != null && barring(result)) {
                    String name = FolderLayout.STATUSES;
                    String decision = result.verdict().decision().code();
                    Problem found = missing(id, name, "Match " + match + " was decided by " + decision
                            + ", which bars its loser, but " + what(id, name, present) + ".");
                    report(leftOut, name, problems, holds(id, name, present)
                            ? found.coded("statuses-file-holds-none", match, decision, name)
                            : found.coded("statuses-file-missing", match, decision, name));
                    break;
                }
            }
        }
        if (!present.contains(FolderLayout.competitionFile(id, FolderLayout.OVERRIDES))) {
            overrides(root, id, state, leftOut, present, problems, cache);
        }
        if (histories) {
            orphanHistory(root, id, matches, problems, cache);
        }
    }

    /**
     * overrides.json is optional (spec section 2: a competition has zero or one Overrides), so its
     * absence is named only where the competition's own record says it holds something (decision
     * 0033): a knockout match bracket.json marks as won by the organiser's decision, whose winner
     * overrides.json records; a pool level for a place that decides who goes through whose entrants
     * bracket.json seats anyway, which only a ranking override does; or the history's record of an
     * override of a pool's ranking, after which the file is never removed.
     */
    private static void overrides(Path root, String id, CompetitionState state, Set<String> leftOut,
            SortedSet<String> present, Problems problems, FolderCache cache) {
        String name = FolderLayout.OVERRIDES;
        String none = what(id, name, present) + ".";
        boolean held = holds(id, name, present);
        for (BracketMatch match : state.bracket().allMatches()) {
            if (match.overridden()) {
                Problem found = missing(id, name, "bracket.json marks match " + match.id()
                        + " as won by the organiser's decision, which overrides.json records, but " + none);
                report(leftOut, name, problems, held ? found.coded("overrides-file-of-match-holds-none", match.id(), name)
                        : found.coded("overrides-file-of-match-missing", match.id(), name));
                return;
            }
        }
        CompetitionStatus status = state.competition().status();
        if (state.competition().format() == Format.POOLS_THEN_KNOCKOUT
                && (status == CompetitionStatus.PLAYOFFS || status == CompetitionStatus.COMPLETED)) {
            // Once the pools are over their files rarely change, and each unchanged file reads as the very
            // list it read as before, so the tables are worked out again only when the pools or results are new.
            List<String> level = cache.get("level-pools:" + FolderLayout.COMPETITIONS + "/" + id,
                    () -> levelPools(state), state.pools(), state.poolMatches());
            for (String pool : level) {
                if (seats(state.bracket(), pool)) {
                    Problem found = missing(id, name, pool + " is level for a place"
                            + " that decides who goes through, yet bracket.json seats its entrants, which only a ranking"
                            + " in overrides.json does; but " + none);
                    report(leftOut, name, problems, held ? found.coded("overrides-file-of-level-pool-holds-none", pool, name)
                            : found.coded("overrides-file-of-level-pool-missing", pool, name));
                    return;
                }
            }
        }
        String competitionHistory = FolderLayout.competitionFile(id, "history/_competition.jsonl");
        try {
            Path history = root.resolve(competitionHistory);
            if (!leftOut.contains(FolderLayout.OVERRIDES) && Files.isRegularFile(history)
                    && rankOverrideRecorded(history, competitionHistory, cache)) {
                Problem found = Problem.degraded(FolderLayout.competitionFile(id, name), 0, 0, competitionHistory
                        + " records an override of a pool's ranking, which is kept in overrides.json, but " + none
                        + " Every pool is ranked by its results until the file is put back (a backup or another copy"
                        + " of the folder has it).");
                problems.add(held ? found.coded("overrides-file-of-history-holds-none", competitionHistory, name)
                        : found.coded("overrides-file-of-history-missing", competitionHistory, name));
            }
        } catch (IOException e) {
            // An unreadable history hides nothing a write depends on; the next read looks again.
        }
    }

    // Read as Latin-1, every byte one character: no history bytes can fail the look.
    private static final String RANK_OVERRIDE = "\"action\":\"override-rank\"";

    /**
     * Whether a competition's history records an override of a pool's ranking (the write road names
     * it {@code override-rank}). The history only grows, and it is read again only when its size or
     * time changed, so a score write does not read a day's check-ins each time.
     */
    private static boolean rankOverrideRecorded(Path history, String relative, FolderCache cache) throws IOException {
        long size = Files.size(history);
        java.nio.file.attribute.FileTime time = Files.getLastModifiedTime(history);
        return cache.get("rank-override:" + relative,
                () -> Files.readString(history, java.nio.charset.StandardCharsets.ISO_8859_1).contains(RANK_OVERRIDE),
                size, time);
    }

    /**
     * The id of every match of the competition: {@code poolIds} (those of its results file, when the
     * read already knows them, or null) and its bracket's.
     */
    private static Set<String> matchIds(CompetitionState state, Set<String> poolIds) {
        List<BracketMatch> bracket = state.bracket().allMatches();
        if (poolIds != null && bracket.isEmpty()) {
            return poolIds;
        }
        Set<String> matches = new HashSet<>();
        if (poolIds != null) {
            matches.addAll(poolIds);
        } else {
            state.poolMatches().forEach(m -> matches.add(m.id()));
        }
        bracket.forEach(node -> matches.add(node.result().id()));
        return matches;
    }

    /** Whether any match, in the results file or the bracket, is finished by a decision that bars its loser. */
    private static boolean anyBarring(CompetitionState state) {
        for (MatchResult match : state.poolMatches()) {
            if (barring(match)) {
                return true;
            }
        }
        for (BracketMatch node : state.bracket().allMatches()) {
            if (barring(node.result())) {
                return true;
            }
        }
        return false;
    }

    private static boolean barring(MatchResult result) {
        return result.isCompleted() && bars(result.verdict().decision()) && !result.verdict().winnerId().isEmpty();
    }

    /** Whether a first-round side the draw wrote as one of {@code pool}'s places holds an entrant. */
    private static boolean seats(Bracket bracket, String pool) {
        if (bracket.rounds().isEmpty()) {
            return false;
        }
        String prefix = pool + "-";
        for (BracketMatch m : bracket.rounds().get(0)) {
            if (m.placeholderA().startsWith(prefix) && !m.result().sideA().participantId().isEmpty()
                    || m.placeholderB().startsWith(prefix) && !m.result().sideB().participantId().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The pools whose finished results leave entrants level for a place that decides who goes through, with no override. */
    private static List<String> levelPools(CompetitionState state) {
        List<String> level = new ArrayList<>();
        for (Standings table : Standings.ofEach(state.competition(), state.pools(), state.poolMatches(),
                Overrides.NONE)) {
            if (table.complete() && table.needsDecision()) {
                level.add(table.pool());
            }
        }
        return List.copyOf(level);
    }

    private static boolean bars(Decision decision) {
        return decision == Decision.KIKEN || decision == Decision.KIKEN_INJURY
                || decision == Decision.KIKEN_VOLUNTARY || decision == Decision.FUSENPAI;
    }

    private static String what(String id, String name, SortedSet<String> present) {
        return present.contains(FolderLayout.competitionFile(id, name)) ? name + " holds none"
                : "there is no " + name;
    }

    /** Whether the file is there though it holds nothing: {@link #what} says "holds none" rather than "there is no". */
    private static boolean holds(String id, String name, SortedSet<String> present) {
        return present.contains(FolderLayout.competitionFile(id, name));
    }

    /** The missing file's problem: what was {@code found}, and to put it back; its caller codes it. */
    private static Problem missing(String id, String name, String found) {
        return Problem.fatal(FolderLayout.competitionFile(id, name), 0, 0, found + " Put the file back (a backup or"
                + " another copy of the folder has it); the competition takes no writes until then.");
    }

    /** Reports a missing file, unless it was read as absent on purpose. */
    private static void report(Set<String> leftOut, String name, Problems problems, Problem missing) {
        if (!leftOut.contains(name)) {
            problems.add(missing);
        }
    }

    /** A history file at the top of history/ (never a discarded draw's folder) names a match; it must be in a file. */
    private static void orphanHistory(Path root, String id, Set<String> matches, Problems problems,
            FolderCache cache) {
        String folder = FolderLayout.competitionFile(id, "history");
        String[] names = historyNames(root.resolve(folder), "history-names:" + folder, cache);
        if (names == null) {
            return;
        }
        // The same listing against the same matches names the same histories: a score write's read finds
        // both as the read before it did (the listing kept, the very set of ids; decision 0054).
        problems.addAll(cache.get("orphan-histories:" + folder, () -> orphans(id, names, matches), names, matches));
    }

    private static List<Problem> orphans(String id, String[] names, Set<String> matches) {
        Problems problems = new Problems();
        for (String name : names) {
            if (!name.endsWith(".jsonl")) {
                continue;
            }
            String match = name.substring(0, name.length() - ".jsonl".length());
            if (match.startsWith("_") || matches.contains(match) || !name.equals(HistoryFile.fileName(match))) {
                continue;
            }
            problems.add(Problem.degraded(FolderLayout.competitionFile(id, "history/" + name), 0, 0, "This history"
                    + " records match " + match + ", which neither pool-matches.csv nor bracket.json holds: its row or"
                    + " its file is gone. Put the file back from a backup, or move this history aside if the"
                    + " match was removed on purpose.").coded("history-of-no-match", match));
        }
        return problems.list();
    }

    /**
     * How long a folder's time must lie behind the moment it was listed before the listing is taken
     * again for an unchanged time: more than any file system's time step (FAT's is two seconds), so a
     * name added or removed after the listing always gives the folder a later time.
     */
    static final long SETTLED_MILLIS = 3_000;

    /** A folder's names as listed at {@code listedAt} (the clock's milliseconds), when its time and key were these. */
    private record Listing(FileTime modified, Object key, long listedAt, String[] names) {
    }

    /**
     * The names in the history folder {@code dir}, or null when there is no folder or it cannot be
     * listed (which hides nothing a write depends on; the next read looks again). The names alone, as
     * the folder lists them, with no path made and no pattern matched per file. A history folder holds
     * a file per match and a read looks at it every time, yet it changes only when a match's first
     * line is written: listing it is a folder read the file system sorts for every call (ext4 hashes
     * its names), so the last listing is taken again while the folder's time and key are those it had
     * when listed, and that time was already {@link #SETTLED_MILLIS} old then (decision 0054). The
     * folder's time changes with every name added, removed or renamed in it; the history files'
     * contents are not in the listing, and each is read from disk where a write needs it.
     */
    private static String[] historyNames(Path dir, String key, FolderCache cache) {
        BasicFileAttributes folder;
        try {
            folder = Files.readAttributes(dir, BasicFileAttributes.class);
        } catch (IOException e) {
            return null;
        }
        Listing last = cache.recall(key, null);
        if (last != null && last.modified().equals(folder.lastModifiedTime()) && Objects.equals(last.key(),
                folder.fileKey()) && last.modified().toMillis() < last.listedAt() - SETTLED_MILLIS) {
            return last.names();
        }
        long listedAt = System.currentTimeMillis();
        String[] names = dir.toFile().list();
        if (names != null) {
            cache.remember(key, new Listing(folder.lastModifiedTime(), folder.fileKey(), listedAt, names));
        }
        return names;
    }
}
