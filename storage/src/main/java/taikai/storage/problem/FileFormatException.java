package taikai.storage.problem;

/**
 * A file that cannot be read at all: JSON or YAML that does not parse, a CSV whose rows no longer
 * parse. Carries the {@link Problem} a person reads; the file is left exactly as it was.
 */
public final class FileFormatException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient Problem problem;

    public FileFormatException(Problem problem) {
        super(problem.toString());
        this.problem = problem;
    }

    public FileFormatException(String file, int line, int column, String message) {
        this(Problem.fatal(file, line, column, message));
    }

    public Problem problem() {
        return problem;
    }
}
