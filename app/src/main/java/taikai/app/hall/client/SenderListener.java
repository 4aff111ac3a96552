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

    /** The queue changed: entries waiting, since when, and why sending is stuck if it is. */
    void queueChanged(QueueState state);
}
