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
    TIED("tied: needs an override or a decider"),
    /**
     * Level with the row above while a bout of one of them is still to fight: it may yet separate them,
     * so the order is provisional and nothing needs settling yet.
     */
    LEVEL_SO_FAR("level so far: bouts still to fight");

    private final String words;

    TieBreak(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
