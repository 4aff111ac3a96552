package taikai.app.importing;

/** An import that cannot be read at all; the message is a sentence naming the source, line and column. */
public final class ImportException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What the CSV reader found (a problem with its code, decision 0050), null when the import failed otherwise. */
    private final transient taikai.storage.problem.Problem problem;
    private final Delimiter delimiter;

    public ImportException(String sentence) {
        this(sentence, null, null);
    }

    /** The rows do not read as {@code delimiter}-separated values: {@code problem} says where and why. */
    public ImportException(String sentence, taikai.storage.problem.Problem problem, Delimiter delimiter) {
        super(sentence);
        this.problem = problem;
        this.delimiter = delimiter;
    }

    public java.util.Optional<taikai.storage.problem.Problem> problem() {
        return java.util.Optional.ofNullable(problem);
    }

    /** The delimiter the rows were read with; null when the import failed otherwise. */
    public Delimiter delimiter() {
        return delimiter;
    }
}
