package taikai.ui.problems;

import taikai.storage.problem.Problem;

/** One problem of the data folder as the list shows it: where it is, how bad, and what was found. */
public record ProblemLine(String severity, String file, String line, String column, String message) {

    static ProblemLine of(Problem problem) {
        return new ProblemLine(severity(problem.severity()), problem.file(),
                problem.line() > 0 ? String.valueOf(problem.line()) : "", problem.column() > 0 ? String.valueOf(problem.column()) : "",
                problem.message());
    }

    static String severity(Problem.Severity severity) {
        return switch (severity) {
            case FATAL -> "\u2716 Does not load";
            case DEGRADED -> "\u26A0 Read with a default";
            case NOTICE -> "\u2139 Notice";
        };
    }
}
