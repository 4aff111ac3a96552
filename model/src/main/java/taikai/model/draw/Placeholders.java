package taikai.model.draw;

import java.util.regex.Pattern;

/**
 * The text a knockout slot holds until its competitor is known (file-formats "bracket.json"):
 * {@code Winner of r<d>-m<i>} where d counts rounds from the final (the final is 1) and i is the
 * feeding match's position in its round, and {@code Pool A-1st} for a slot a pool fills.
 */
public final class Placeholders {
    private static final Pattern WINNER_OF = Pattern.compile("Winner of r\\d+-m\\d+");
    private static final Pattern POOL_PLACE = Pattern.compile("Pool [A-Z]+-\\d+(st|nd|rd|th)");

    private Placeholders() {
    }

    /** The slot filled by the winner of match {@code index} of the round {@code depth} rounds from the final. */
    public static String winnerOf(int depth, int index) {
        return "Winner of r" + depth + "-m" + index;
    }

    /** The slot filled by the entrant finishing {@code rank} (1-based) in {@code pool}: {@code Pool A-1st}. */
    public static String poolPlace(String pool, int rank) {
        return pool + "-" + ordinal(rank);
    }

    /** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd ... */
    public static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix;
        if (lastTwo >= 11 && lastTwo <= 13) {
            suffix = "th";
        } else if (n % 10 == 1) {
            suffix = "st";
        } else if (n % 10 == 2) {
            suffix = "nd";
        } else if (n % 10 == 3) {
            suffix = "rd";
        } else {
            suffix = "th";
        }
        return n + suffix;
    }

    /** True for text shaped like a placeholder; participants.csv refuses such names, so no entrant has one. */
    public static boolean isPlaceholder(String text) {
        return text != null && (WINNER_OF.matcher(text).matches() || POOL_PLACE.matcher(text).matches());
    }
}
