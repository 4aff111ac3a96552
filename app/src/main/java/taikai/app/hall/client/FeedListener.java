package taikai.app.hall.client;

/** What the live feed tells the court screen; called on the feed's own thread. */
public interface FeedListener {
    /** A change note, in sequence order; {@code json} is the note as the hall laptop wrote it. */
    void note(long sequence, String json);

    /**
     * The court is too far behind for notes to catch it up: read everything again from the hall
     * laptop. The feed goes on after {@code sequence}.
     */
    void reload(long sequence);

    /**
     * A court's clock reading ({@link taikai.app.clock.ClockReading} as JSON): not a change of the
     * tournament, so it carries no sequence. Ignored unless a listener shows clocks.
     */
    default void clock(String json) {
    }

    /** Whether the feed is following; when not, the sentence says why and that it reconnects by itself. */
    void connection(boolean following, String sentence);

    /** {@link #connection(boolean, String)} with the sentence as a phrase, for a screen to say in its language. */
    default void connection(boolean following, String sentence, taikai.app.words.Phrase said) {
        connection(following, sentence);
    }
}
