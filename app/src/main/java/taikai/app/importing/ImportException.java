package taikai.app.importing;

/** An import that cannot be read at all; the message is a sentence naming the source, line and column. */
public final class ImportException extends Exception {
    private static final long serialVersionUID = 1L;

    public ImportException(String sentence) {
        super(sentence);
    }
}
