package taikai.ui.competitions;

/**
 * One line of the competitions list: who and how it is fought, where it stands, and how many of
 * its matches are done. {@code failed} when its folder does not read (see Problems).
 */
public record CompetitionRow(String id, String name, String kind, String format, String status, int done, int total,
        boolean failed) {

    /** "12 / 40" or "no matches yet". */
    public String progress() {
        if (failed) {
            return "does not read";
        }
        return total == 0 ? "no matches yet" : done + " / " + total;
    }

    /** Done out of total, 0 to 1; 0 when there are no matches. */
    public double fraction() {
        return total == 0 ? 0 : (double) done / total;
    }
}
