package taikai.ui.competitions;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * One line of the competitions list: who and how it is fought, where it stands, and how many of
 * its matches are done. {@code failed} when its folder does not read (see Problems).
 */
public record CompetitionRow(String id, String name, String kind, String format, String status, int done, int total,
        boolean failed) {

    /** "12 / 40" or "no matches yet". */
    public String progress() {
        Words words = DeskWords.of(CompetitionRow.class);
        if (failed) {
            return words.say("progress.unreadable");
        }
        return total == 0 ? words.say("progress.none") : words.say("progress", String.valueOf(done), String.valueOf(total));
    }

    /** Done out of total, 0 to 1; 0 when there are no matches. */
    public double fraction() {
        return total == 0 ? 0 : (double) done / total;
    }
}
