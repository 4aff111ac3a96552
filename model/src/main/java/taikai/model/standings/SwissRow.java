package taikai.model.standings;

import taikai.model.entrant.Player;

/**
 * One entrant's line in a Swiss table.
 *
 * @param place 1-based; rows tied with the one above share its place
 * @param score wins, a bye counting as one (the score the Swiss draw pairs by)
 * @param opponentsScore the scores of everyone this entrant met, added up (a bye adds nothing)
 * @param byes rounds this entrant sat out with a bye
 * @param victories individual victories (team competitions; 0 for individuals)
 */
public record SwissRow(
        int place,
        Player entrant,
        int score,
        int opponentsScore,
        int played,
        int wins,
        int draws,
        int losses,
        int byes,
        int victories,
        int pointsWon,
        int pointsLost,
        SwissTieBreak separatedFromAbove) {
}
