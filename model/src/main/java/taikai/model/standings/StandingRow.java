package taikai.model.standings;

import taikai.model.entrant.Player;

/**
 * One entrant's line in a pool table.
 *
 * @param place 1-based; rows tied with the one above share its place
 * @param victories individual victories (team competitions; 0 for individuals)
 * @param separatedFromAbove what put this row below the one above it
 * @param overridden placed by an overrides.json pool rank rather than by the computed order
 * @param qualified the pool is complete and this row is among the pool winners who go through
 * @param degraded a match this entrant played could not be read in full, so its figures may be short
 */
public record StandingRow(
        int place,
        Player entrant,
        int wins,
        int draws,
        int losses,
        int victories,
        int pointsWon,
        int pointsLost,
        TieBreak separatedFromAbove,
        boolean overridden,
        boolean qualified,
        boolean degraded) {
}
