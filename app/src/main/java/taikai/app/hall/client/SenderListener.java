package taikai.app.hall.client;

import taikai.app.road.Answer;

/**
 * What the sender tells the court screen. Called on the sender's thread: a JavaFX view model hands
 * each call to the FX thread.
 */
public interface SenderListener {
    /** The entry reached the hall laptop (applied, partly applied, or already there); show the answer's words. */
    void landed(PendingEntry entry, Answer answer);

    /**
     * The entry is off the queue without landing as entered: held, refused, malformed, or dropped
     * for a wrong clock. The sentence says what happened and what to do next.
     */
    void needsOperator(PendingEntry entry, String sentence);

    /** Why an entry needs the operator, so a screen can say it in its own language. */
    enum Why {
        /** The hall kept the entry in the match's history without applying it; the answer says why. */
        HELD,
        /** A rule refused the entry; the answer says which and why. */
        REFUSED,
        /** The hall could not read the entry; the sentence is the client's. */
        MALFORMED,
        /** Refused twice for this device's wrong clock, so dropped. */
        CLOCK_WRONG
    }

    /**
     * {@link #needsOperator(PendingEntry, String)} with why, and the hall's answer when there was one
     * (null otherwise): a court table says it in its language from the answer's code.
     */
    default void needsOperator(PendingEntry entry, String sentence, Why why, Answer answer) {
        needsOperator(entry, sentence);
    }

    /** The queue changed: entries waiting, since when, and why sending is stuck if it is. */
    void queueChanged(QueueState state);
}
