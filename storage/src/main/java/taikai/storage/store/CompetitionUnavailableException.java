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
                + problems.stream().map(Problem::toString).collect(Collectors.joining("; "))
                + ". Fix the file and reload; nothing was written.";
    }
}
