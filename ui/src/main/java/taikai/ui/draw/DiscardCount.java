package taikai.ui.draw;

/**
 * What discarding a competition's draw takes with it, counted from the folder (spec section 2:
 * "Discarding a draw removes the lineups saved for its matches ... and keeps the starting lineups";
 * section 5: the history goes "with a discarded draw").
 *
 * @param matches         the draw's matches
 * @param results         of those, the ones with something entered
 * @param perMatchLineups line-ups saved for a match
 * @param historyFiles    history files of the draw's matches, moved aside
 * @param startingLineups starting line-ups, which stay
 */
public record DiscardCount(String competition, boolean drawn, int matches, int results, int perMatchLineups,
        int historyFiles, int startingLineups, boolean team) {

    /** The question the organiser answers before anything is discarded. */
    public String question() {
        if (!drawn) {
            return competition + " has no draw to discard.";
        }
        StringBuilder text = new StringBuilder("Discard the draw of " + competition + "? Its " + count(matches, "match", "matches")
                + " go, and with them " + count(results, "result", "results") + ", ");
        if (team) {
            text.append(count(perMatchLineups, "per-match line-up", "per-match line-ups")).append(" and ");
        }
        text.append(count(historyFiles, "history file", "history files"))
                .append(" (moved aside into a history/discarded- folder, not deleted). Competitor numbers are cleared.");
        if (team) {
            text.append(startingLineups == 0 ? " No team has a starting line-up to keep."
                    : " The " + count(startingLineups, "starting line-up", "starting line-ups")
                    + (startingLineups == 1 ? " is kept." : " are kept."));
        }
        return text.toString();
    }

    private static String count(int n, String one, String many) {
        return (n == 0 ? "no" : Integer.toString(n)) + " " + (n == 1 ? one : many);
    }
}
