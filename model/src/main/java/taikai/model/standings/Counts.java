package taikai.model.standings;

/** What one entrant's matches add up to. A sum, so the order matches are counted in never matters. */
record Counts(int wins, int draws, int losses, int victories, int pointsWon, int pointsLost, boolean degraded) {

    static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0, false);

    Counts plus(Counts o) {
        return new Counts(wins + o.wins, draws + o.draws, losses + o.losses, victories + o.victories,
                pointsWon + o.pointsWon, pointsLost + o.pointsLost, degraded || o.degraded);
    }
}
