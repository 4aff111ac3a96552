package taikai.storage.folder;

import java.util.List;
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
 */
public record LoadedCompetition(String id, Optional<CompetitionState> state, List<Problem> problems,
        SortedSet<String> files) {

    public LoadedCompetition {
        problems = List.copyOf(problems);
        files = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(files));
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
