package taikai.storage.folder;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import taikai.model.competition.CompetitionState;
import taikai.storage.problem.Problem;

/**
 * One competition as read from its folder: its state, or nothing when a file of it failed to load
 * (spec section 5: the competition then takes no writes until the file is repaired), every problem
 * found (paths relative to the data folder, with {@code /}), and which of its files exist, so a
 * renderer knows which empty files to write and which not to create.
 *
 * @param degradedMatches for each pool, league or Swiss match whose row in pool-matches.csv had a cell
 *                        that fell back to its default, the problems of that row, by match id (spec
 *                        "When a file is wrong": the console marks the match and the standings it feeds)
 */
public record LoadedCompetition(String id, Optional<CompetitionState> state, List<Problem> problems,
        SortedSet<String> files, Map<String, List<Problem>> degradedMatches) {

    public LoadedCompetition {
        problems = List.copyOf(problems);
        files = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(files));
        Map<String, List<Problem>> copy = new LinkedHashMap<>();
        degradedMatches.forEach((match, found) -> copy.put(match, List.copyOf(found)));
        degradedMatches = Collections.unmodifiableMap(copy);
    }

    /** A competition none of whose matches has a degraded row. */
    public LoadedCompetition(String id, Optional<CompetitionState> state, List<Problem> problems,
            SortedSet<String> files) {
        this(id, state, problems, files, Map.of());
    }

    static LoadedCompetition failed(String id, List<Problem> problems, Set<String> files) {
        return new LoadedCompetition(id, Optional.empty(), problems, new TreeSet<>(files));
    }

    /** True when a file failed to load: the problems hold at least one FATAL one. */
    public boolean failed() {
        return state.isEmpty();
    }

    /** The problems that failed the load. */
    public List<Problem> fatalProblems() {
        return problems.stream().filter(Problem::isFatal).toList();
    }
}
