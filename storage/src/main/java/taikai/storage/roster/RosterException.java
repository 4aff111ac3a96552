package taikai.storage.roster;

/**
 * A roster that participants.csv refuses to hold (file-formats "participants.csv": a duplicate
 * name and dojo, a team name used twice in a team competition, a name shaped like a bracket
 * placeholder). The message is the sentence the organiser reads; nothing was written.
 */
public final class RosterException extends Exception {
    private static final long serialVersionUID = 1L;

    public RosterException(String sentence) {
        super(sentence);
    }
}
