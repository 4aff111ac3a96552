package taikai.model.standings;

/**
 * What separated a place of a Swiss table from the one above it, in the words a screen shows
 * (decision record 0027: score, then the opponents' score, then the pool figures, then head-to-head).
 */
public enum SwissTieBreak {
    /** The first place has nobody above it. */
    NONE(""),
    MORE_WINS("a higher score"),
    STRONGER_OPPONENTS("stronger opponents"),
    MORE_DRAWS("more draws"),
    MORE_VICTORIES("more individual victories"),
    MORE_POINTS_WON("more points won"),
    FEWER_POINTS_LOST("fewer points lost"),
    HEAD_TO_HEAD("won their bout"),
    TIED("tied: they share the place");

    private final String words;

    SwissTieBreak(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
