package taikai.model.standings;

/**
 * What separated a place from the one above it, in the words a screen shows
 * (pool standings: wins, draws, individual victories, points won, points lost, head-to-head).
 */
public enum TieBreak {
    /** The first place has nobody above it. */
    NONE(""),
    MORE_WINS("more wins"),
    MORE_DRAWS("more draws"),
    MORE_VICTORIES("more individual victories"),
    MORE_POINTS_WON("more points won"),
    FEWER_POINTS_LOST("fewer points lost"),
    HEAD_TO_HEAD("head-to-head"),
    DECIDER("won the decider"),
    OVERRIDE("placed by the organiser"),
    TIED("tied: needs an override or a decider");

    private final String words;

    TieBreak(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
