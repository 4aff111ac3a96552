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
public record Problem(String file, int line, int column, String message, Severity severity, String code,
        java.util.List<Object> arguments) {

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
        code = code == null ? "" : code;
        arguments = arguments == null ? java.util.List.of() : java.util.List.copyOf(arguments);
    }

    /** A problem said by its English message alone. */
    public Problem(String file, int line, int column, String message, Severity severity) {
        this(file, line, column, message, severity, "", java.util.List.of());
    }

    /**
     * The same problem with the code and arguments its message is said by in another language
     * (decision 0050): the app's bundle holds {@code problem.<code>}, and a surface shows its
     * translation only while the bundle's English is exactly {@link #message()}. Arguments are plain
     * values: a number, a column's name, a cell's text as found.
     */
    public Problem coded(String problemCode, Object... problemArguments) {
        return new Problem(file, line, column, message, severity, problemCode, java.util.List.of(problemArguments));
    }

    /** Where and what: two problems at the same place saying the same thing are one, however they are coded. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Problem p && line == p.line && column == p.column && file.equals(p.file)
                && message.equals(p.message) && severity == p.severity;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(file, line, column, message, severity);
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
