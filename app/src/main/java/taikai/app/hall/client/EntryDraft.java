package taikai.app.hall.client;

import java.util.Objects;

/**
 * One entry as the court's scoring sheet built it, before it is saved: which match it is for,
 * the board's session and revision (spec section 5: an older save of the same board arriving late
 * is kept only in the history), the entry itself as JSON the hall server reads, and a short
 * label the operator recognises ("the men point for aka in match 7") for every notice about it.
 */
public record EntryDraft(String competitionId, String matchId, String session, long revision, String label,
        String entryJson) {

    public EntryDraft {
        requireText(competitionId, "competition id");
        requireText(matchId, "match id");
        requireText(session, "session");
        requireText(label, "label");
        requireText(entryJson, "entry");
        if (revision < 0) {
            throw new IllegalArgumentException("An entry's revision cannot be negative.");
        }
    }

    private static void requireText(String value, String what) {
        if (Objects.requireNonNull(value, what).isBlank()) {
            throw new IllegalArgumentException("An entry needs a " + what + ".");
        }
    }
}
