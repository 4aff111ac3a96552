package taikai.storage.store;

/** The competition (or the court lock) stayed busy longer than the caller would wait: nothing was written. */
public final class LockTimeoutException extends Exception {
    private static final long serialVersionUID = 1L;

    public LockTimeoutException(String what) {
        super(what + " is busy with another change; nothing was written. Send the same change again.");
    }
}
