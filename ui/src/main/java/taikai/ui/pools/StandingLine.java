package taikai.ui.pools;

import java.util.List;
import taikai.model.standings.StandingRow;
import taikai.model.standings.TieBreak;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * One line of a pool's table, with what separated it from the place above in words.
 *
 * @param separation "more wins than 1st", "tied with 2nd: needs an override or a decider"; empty for the first line
 * @param overridden   the organiser set this place (overrides.json), whatever the results
 * @param rank         the place as a number, 1 for the pool's winner
 * @param entrant      who the write road is told about: the participant id, or the name for a row without one
 * @param reason       why the organiser set the place; empty when not overridden or when none was kept
 * @param badCells     each cell that fell back to its default in the row of a bout this entrant fought, as a
 *                     sentence naming the bout, the line, the column and what was found; empty when none
 */
public record StandingLine(String place, String name, String dojo, int wins, int draws, int losses, int victories,
        int pointsWon, int pointsLost, String separation, boolean qualified, boolean overridden, boolean degraded,
        boolean tied, int rank, String entrant, String reason, List<String> badCells) {

    public StandingLine {
        badCells = List.copyOf(badCells);
    }

    static StandingLine of(StandingRow row, StandingRow above, String reason, List<String> badCells) {
        String why = reason == null ? "" : reason;
        String separation = row.overridden() ? organiser(why) : separation(row, above);
        return new StandingLine(ordinal(row.place()), row.entrant().name(), row.entrant().dojo(), row.wins(), row.draws(),
                row.losses(), row.victories(), row.pointsWon(), row.pointsLost(), separation,
                row.qualified(), row.overridden(), row.degraded(), row.separatedFromAbove() == TieBreak.TIED, row.place(),
                row.entrant().id().isEmpty() ? row.entrant().name() : row.entrant().id(), row.overridden() ? why : "",
                badCells);
    }

    /** True when the line carries the ⚠ mark: a bout it counts could not be read in full. */
    public boolean marked() {
        return degraded || !badCells.isEmpty();
    }

    /** What the line's ⚠ stands for: the bouts it counts that could not be read in full, cell by cell. */
    public String tooltip() {
        Words words = words();
        StringBuilder tip = new StringBuilder();
        if (degraded) {
            tip.append(words.say("line.degraded"));
        }
        if (!badCells.isEmpty()) {
            tip.append(tip.length() == 0 ? "" : "\n").append(words.say("line.cells"));
            badCells.forEach(cell -> tip.append('\n').append(cell));
        }
        return tip.toString();
    }

    /** The mark of a place the organiser set (spec section 5), with the reason when one was kept. */
    static String organiser(String reason) {
        return reason.isBlank() ? words().say("organiser") : words().say("organiser.why", reason);
    }

    /** What put this row below the one above, as a phrase about the row above. */
    static String separation(StandingRow row, StandingRow above) {
        if (above == null || row.separatedFromAbove() == TieBreak.NONE) {
            return "";
        }
        // One sentence per tie-break (below.more_wins, below.tied ...), so each language says it whole.
        return words().say("below." + row.separatedFromAbove().name().toLowerCase(java.util.Locale.ROOT),
                above.entrant().name());
    }

    /**
     * A place as the desktop's language writes it: "1st", "2nd", "11th", "21st" in English. Each
     * language writes the four ways English ends a place (place.st, place.nd, place.rd, place.th).
     */
    static String ordinal(int n) {
        int mod100 = n % 100;
        String suffix = mod100 >= 11 && mod100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return words().say("place." + suffix, n);
    }

    private static Words words() {
        return DeskWords.of(StandingLine.class);
    }
}
