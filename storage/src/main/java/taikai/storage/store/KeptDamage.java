package taikai.storage.store;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import taikai.model.competition.CompetitionState;
import taikai.storage.bracket.BracketFile;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.FolderWriter;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.results.PoolMatchesFile;
import taikai.storage.roster.PoolsFile;
import taikai.storage.roster.RosterException;
import taikai.storage.roster.SeedsFile;

/**
 * What a write must give back as it was read (spec section 5, "A degraded cell is kept, not
 * overwritten ... the bytes needed to repair it would be gone within seconds of the next bout"):
 * the files in which a cell degraded or a row was skipped, each left byte for byte unless the change
 * renders it otherwise, and within a file the change does render otherwise, each degraded record's
 * bytes, written back as they stand until that record is written anew: the results file's rows,
 * the bracket's match objects, the pools' rows, and the seed rows the read skipped.
 *
 * @param files   the paths of the files with a degraded cell or a skipped row
 * @param rows    the results file's degraded rows, by match id
 * @param matches the bracket's degraded match objects, by match id
 * @param pools   the pools' degraded and skipped rows
 * @param seeds   the seed rows the read skipped
 */
record KeptDamage(Set<String> files, Map<String, PoolMatchesFile.KeptRow> rows,
        Map<String, BracketFile.KeptMatch> matches, List<PoolsFile.KeptRow> pools, List<SeedsFile.SkippedRow> seeds) {

    private static final KeptDamage NONE = new KeptDamage(Set.of(), Map.of(), Map.of(), List.of(), List.of());

    static KeptDamage of(String id, LoadedCompetition loaded, Map<String, byte[]> found) {
        Set<String> files = new TreeSet<>();
        for (Problem problem : loaded.problems()) {
            if (problem.severity() == Problem.Severity.DEGRADED) {
                files.add(problem.file());
            }
        }
        if (files.isEmpty()) {
            return NONE;
        }
        CompetitionState state = loaded.state().orElseThrow();
        String results = FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES);
        String bracket = FolderLayout.competitionFile(id, FolderLayout.BRACKET);
        String pools = FolderLayout.competitionFile(id, FolderLayout.POOLS);
        String seeds = FolderLayout.competitionFile(id, FolderLayout.SEEDS);
        Map<String, PoolMatchesFile.KeptRow> rows = !files.contains(results) || loaded.degradedMatches().isEmpty()
                ? Map.of() : PoolMatchesFile.keptRows(text(found, results), state.poolMatches(), loaded.degradedMatches());
        Map<String, BracketFile.KeptMatch> matches = !files.contains(bracket) ? Map.of()
                : BracketFile.keptMatches(text(found, bracket), state.bracket(), loaded.problems().stream()
                        .filter(p -> p.file().equals(bracket) && p.severity() == Problem.Severity.DEGRADED).toList());
        try {
            return new KeptDamage(Set.copyOf(files), rows, matches,
                    files.contains(pools) ? PoolsFile.keptRows(pools, text(found, pools)) : List.of(),
                    files.contains(seeds) ? SeedsFile.skippedRows(seeds, text(found, seeds)) : List.of());
        } catch (FileFormatException e) {
            // The read these bytes came from parsed them: this cannot happen.
            throw new IllegalStateException("A file that read could not be read again: " + e.problem(), e);
        }
    }

    /**
     * The competition's files as {@code writer} renders {@code state}, each kept record given back
     * where it is still the record it read as.
     */
    Map<String, byte[]> render(FolderWriter writer, CompetitionState state, Set<String> existing, String id)
            throws RosterException {
        Map<String, byte[]> files = writer.competition(state, existing, rows);
        if (matches.isEmpty() && pools.isEmpty() && seeds.isEmpty()) {
            return files;
        }
        Map<String, byte[]> out = new LinkedHashMap<>(files);
        String bracket = FolderLayout.competitionFile(id, FolderLayout.BRACKET);
        if (!matches.isEmpty() && out.containsKey(bracket)) {
            out.put(bracket, bytes(BracketFile.write(state.bracket(), matches)));
        }
        String poolsFile = FolderLayout.competitionFile(id, FolderLayout.POOLS);
        if (!pools.isEmpty() && out.containsKey(poolsFile)) {
            out.put(poolsFile, bytes(PoolsFile.write(state.pools(), pools)));
        }
        String seedsFile = FolderLayout.competitionFile(id, FolderLayout.SEEDS);
        if (!seeds.isEmpty() && out.containsKey(seedsFile)) {
            out.put(seedsFile, bytes(SeedsFile.write(state.seeds(), seeds)));
        }
        return out;
    }

    /** A file's text as the read decoded it: UTF-8 without a leading byte order mark. */
    private static String text(Map<String, byte[]> found, String path) {
        byte[] bytes = found.get(path);
        String text = bytes == null ? "" : new String(bytes, StandardCharsets.UTF_8);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
