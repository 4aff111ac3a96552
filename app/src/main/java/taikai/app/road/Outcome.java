package taikai.app.road;

/**
 * The answers of the write road (ARCHITECTURE.md, "The write road"; issue: the answers). Each is
 * shown to the operator in words; the code is what the hall server puts in its JSON.
 */
public enum Outcome {
    /** Every group the write changed landed. */
    APPLIED("applied", true),
    /** Some groups landed; the others were held in the history, each with its reason. */
    PARTLY_APPLIED("partly_applied", true),
    /** Nothing landed; the whole write is kept in the match's history. */
    HELD("held", true),
    /** A retry of a write already answered: the first answer again, nothing written twice. */
    DUPLICATE("duplicate", false),
    /** A rule said no, or the key came back with another body; nothing written, no history line. */
    REFUSED("refused", false),
    /** The write's time is further in the future than the tolerance; nothing written. */
    CLOCK_WRONG("clock_wrong", false),
    /** The competition was busy for too long, or the disk refused; nothing written, send the same write again. */
    TRY_AGAIN("try_again", false),
    /**
     * A fault in the program stopped the write (decision 0034); nothing written, the fault is in the hall's
     * log. Sending the same write again gives the same answer, so a sender waits for a person.
     */
    INTERNAL_ERROR("internal_error", false);

    private final String code;
    private final boolean wroteHistory;

    Outcome(String code, boolean wroteHistory) {
        this.code = code;
        this.wroteHistory = wroteHistory;
    }

    public String code() {
        return code;
    }

    /** Whether this answer came with a line in the match's history (applied, partly applied, held). */
    public boolean wroteHistory() {
        return wroteHistory;
    }

    public static Outcome fromCode(String code) {
        for (Outcome o : values()) {
            if (o.code.equals(code)) {
                return o;
            }
        }
        throw new IllegalArgumentException("Unknown outcome: " + code);
    }
}
