package taikai.storage.results;

import java.util.Locale;
import taikai.model.match.Decision;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * One cell of pool-matches.csv being read, with where it sits. A cell that does not hold what its
 * column documents falls back to the column's default and says so as a DEGRADED problem naming the
 * file, line and column (spec "When a file is wrong": a wrong cell degrades, the file keeps loading).
 * An empty cell is the column's default and reports nothing.
 */
record Cell(String file, int line, int column, String header, String text, Problems problems) {

    void degrade(String message) {
        report(problem(message));
    }

    /** The DEGRADED problem {@code message} at this cell, for the caller to code (decision 0050) and report. */
    Problem problem(String message) {
        return Problem.degraded(file, line, column, message);
    }

    void report(Problem problem) {
        problems.add(problem);
    }

    /**
     * Says what was found and what it reads as, as one sentence, coded {@code code} with the column's
     * name and the cell's text (and {@code readsAs} when {@code readsAsArgument}, a number).
     */
    private void degrade(String why, String readsAs, String code, boolean readsAsArgument) {
        Problem problem = problem("The " + header + " cell holds \"" + text + "\", " + why + ", so it reads as "
                + readsAs + " until the cell is corrected.");
        report(readsAsArgument ? problem.coded(code, header, text, readsAs) : problem.coded(code, header, text));
    }

    /** A count (hansoku, flags, encho periods): 0 when empty or unreadable, never negative. */
    int count() {
        if (text.isBlank()) {
            return 0;
        }
        try {
            int value = Integer.parseInt(text.trim());
            if (value < 0) {
                degrade("which is a negative count", "0", "cell-negative-count", false);
                return 0;
            }
            return value;
        } catch (NumberFormatException e) {
            degrade("which is not a whole number", "0", "cell-not-a-whole-number", true);
            return 0;
        }
    }

    /** A whole number that may be negative (the round, -1 meaning unknown). */
    int integer(int fallback) {
        if (text.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            degrade("which is not a whole number", Integer.toString(fallback), "cell-not-a-whole-number", true);
            return fallback;
        }
    }

    /** Server Unix milliseconds; 0 (unstamped) when empty, unreadable or negative. */
    long stamp() {
        if (text.isBlank()) {
            return 0L;
        }
        try {
            long value = Long.parseLong(text.trim());
            if (value < 0) {
                degrade("which is a negative time", "0 (unstamped)", "cell-negative-time", false);
                return 0L;
            }
            return value;
        } catch (NumberFormatException e) {
            degrade("which is not a time in milliseconds", "0 (unstamped)", "cell-not-a-time", false);
            return 0L;
        }
    }

    /** {@code true}/{@code false}, any case, as the other implementation's parser also accepts 1/0 and t/f. */
    boolean flag() {
        String word = text.trim().toLowerCase(Locale.ROOT);
        switch (word) {
            case "":
            case "false":
            case "f":
            case "0":
                return false;
            case "true":
            case "t":
            case "1":
                return true;
            default:
                degrade("which is neither true nor false", "false", "cell-not-true-or-false", false);
                return false;
        }
    }

    MatchStatus status() {
        if (!text.isBlank() && !MatchStatus.isKnown(text)) {
            degrade("which is not a match status (scheduled, running or completed)", "scheduled", "cell-not-a-match-status",
                    false);
        }
        return MatchStatus.fromCode(text);
    }

    Decision decision() {
        if (!Decision.isKnown(text)) {
            degrade("which is not a known decision", "no decision", "cell-not-a-decision", false);
        }
        return Decision.fromCode(text);
    }

    ResultSource resultSource() {
        if (!ResultSource.isKnown(text)) {
            degrade("which is not a result source (admin or self-reported)", "empty", "cell-not-a-result-source", false);
        }
        return ResultSource.fromCode(text);
    }
}
