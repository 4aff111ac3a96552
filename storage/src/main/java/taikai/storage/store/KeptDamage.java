package taikai.storage.store;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.storage.results.PoolMatchesFile;

/**
 * What a write must give back as it was read (spec section 5, "A degraded cell is kept, not
 * overwritten ... the bytes needed to repair it would be gone within seconds of the next bout"):
 * the files in which a cell degraded or a row was skipped, each left byte for byte unless the change
 * renders it otherwise, and the results file's degraded rows, each written back as it stands until
 * its match is written anew.
 *
 * @param files the paths of the files with a degraded cell or a skipped row
 * @param rows  the results file's degraded rows, by match id
 */
record KeptDamage(Set<String> files, Map<String, PoolMatchesFile.KeptRow> rows) {

    static KeptDamage of(String id, LoadedCompetition loaded, Map<String, byte[]> found) {
        Set<String> files = new TreeSet<>();
        for (Problem problem : loaded.problems()) {
            if (problem.severity() == Problem.Severity.DEGRADED) {
                files.add(problem.file());
            }
        }
        if (files.isEmpty()) {
            return new KeptDamage(Set.of(), Map.of());
        }
        String results = FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES);
        byte[] bytes = found.get(results);
        Map<String, PoolMatchesFile.KeptRow> rows = bytes == null || loaded.degradedMatches().isEmpty() ? Map.of()
                : PoolMatchesFile.keptRows(new String(bytes, StandardCharsets.UTF_8),
                        loaded.state().orElseThrow().poolMatches(), loaded.degradedMatches());
        return new KeptDamage(Set.copyOf(files), rows);
    }
}
