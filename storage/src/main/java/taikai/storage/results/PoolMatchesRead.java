package taikai.storage.results;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problem;

/**
 * pool-matches.csv as read: its matches in file order, and for each match whose row had a cell that
 * fell back to its default, the problems of that row, by match id in file order. A screen marks such
 * a match and the standings it feeds (spec "When a file is wrong"); a match absent from the map read
 * in full.
 */
public record PoolMatchesRead(List<MatchResult> matches, Map<String, List<Problem>> degradedRows) {

    /** No file: no matches and nothing degraded. */
    public static final PoolMatchesRead EMPTY = new PoolMatchesRead(List.of(), Map.of());

    public PoolMatchesRead {
        matches = List.copyOf(matches);
        Map<String, List<Problem>> copy = new LinkedHashMap<>();
        degradedRows.forEach((id, problems) -> copy.put(id, List.copyOf(problems)));
        degradedRows = Collections.unmodifiableMap(copy);
    }
}
