package taikai.storage.problem;

/**
 * One thing wrong in the data folder, said so a person can find it in the editor already open:
 * the file (relative to the tournament root, with forward slashes), the line and the column
 * (1-based; 0 when the problem belongs to the whole file), and what was found there.
 *
 * <p>A {@link Severity#DEGRADED} problem is a cell that fell back to its documented default while
 * the file kept loading; a {@link Severity#FATAL} one failed the load of its competition, so every
 * write to it is refused until the file is repaired (spec section 5, "When a file is wrong").
 */
public record Problem(String file, int line, int column, String message, Severity severity) {

    public enum Severity {
        /** A notice that changes nothing, such as a recovered write-ahead log record. */
        NOTICE,
        /** A cell fell back to its default; the file still loaded. */
        DEGRADED,
        /** The file did not load; its competition takes no writes. */
        FATAL
    }

    public Problem {
        file = file == null ? "" : file;
        message = message == null ? "" : message;
    }

    public static Problem fatal(String file, int line, int column, String message) {
        return new Problem(file, line, column, message, Severity.FATAL);
    }

    public static Problem degraded(String file, int line, int column, String message) {
        return new Problem(file, line, column, message, Severity.DEGRADED);
    }

    public static Problem notice(String file, String message) {
        return new Problem(file, 0, 0, message, Severity.NOTICE);
    }

    public boolean isFatal() {
        return severity == Severity.FATAL;
    }

    /** {@code file:line:column: message}, the form {@code taikai check} prints. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
