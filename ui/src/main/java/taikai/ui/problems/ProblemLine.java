package taikai.ui.problems;

import taikai.storage.problem.Problem;
import taikai.ui.words.DeskWords;

/** One problem of the data folder as the list shows it: where it is, how bad, and what was found. */
public record ProblemLine(String severity, String file, String line, String column, String message) {

    static ProblemLine of(Problem problem) {
        return new ProblemLine(severity(problem.severity()), problem.file(),
                problem.line() > 0 ? String.valueOf(problem.line()) : "", problem.column() > 0 ? String.valueOf(problem.column()) : "",
                taikai.app.words.Said.problem(problem, DeskWords.language()));
    }

    static String severity(Problem.Severity severity) {
        return switch (severity) {
            case FATAL -> DeskWords.of(ProblemLine.class).say("severity.fatal");
            case DEGRADED -> DeskWords.of(ProblemLine.class).say("severity.degraded");
            case NOTICE -> DeskWords.of(ProblemLine.class).say("severity.notice");
        };
    }
}
