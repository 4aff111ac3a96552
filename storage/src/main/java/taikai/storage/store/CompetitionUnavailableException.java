package taikai.storage.store;

import java.util.List;
import java.util.stream.Collectors;
import taikai.storage.problem.Problem;

/**
 * A file of the competition does not load, so every write to it is refused and the file is left
 * exactly as it was, ready for a repair by hand (spec section 5, "A wrong file fails the load, and
 * nothing is written to it").
 */
public final class CompetitionUnavailableException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Problem> problems;

    public CompetitionUnavailableException(String competitionId, List<Problem> problems) {
        super(sentence(competitionId, problems));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }

    private static String sentence(String competitionId, List<Problem> problems) {
        if (problems.isEmpty()) {
            return "There is no competition \"" + competitionId + "\" in this tournament.";
        }
        return "Competition \"" + competitionId + "\" takes no changes until this is repaired: "
                + problems.stream().map(CompetitionUnavailableException::where).collect(Collectors.joining("; "))
                + ". Fix the file and reload; nothing was written.";
    }

    /** A problem as a person reads it: the file, its line and column when it has them, what was found. */
    private static String where(Problem problem) {
        String message = problem.message().endsWith(".")
                ? problem.message().substring(0, problem.message().length() - 1) : problem.message();
        String at = problem.line() > 0 ? " line " + problem.line()
                + (problem.column() > 0 ? ", column " + problem.column() : "") : "";
        return problem.file() + at + ": " + message;
    }
}
