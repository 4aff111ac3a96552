package taikai.model.standings;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;

/**
 * The Swiss table of a Swiss competition as rows of cells, as the CSV export ({@code <id>-swiss.csv})
 * and the results workbook both write it: places and the tie-break that set each.
 */
public final class SwissTable {
    /** The header of {@code <id>-swiss.csv}. */
    public static final List<String> HEADER = List.of("Place", "Name", "Number", "Dojo", "Score", "Opponents' score",
            "Bouts", "Wins", "Draws", "Losses", "Byes", "Individual victories", "Points won", "Points lost",
            "Separated from above by", "Note");

    private SwissTable() {
    }

    /** The table's rows; none when no Swiss round is drawn. */
    public static List<List<String>> rows(CompetitionState state) {
        SwissStandings table = SwissStandings.of(state);
        List<List<String>> rows = new ArrayList<>();
        for (SwissRow row : table.rows()) {
            Player p = row.entrant();
            rows.add(List.of(String.valueOf(row.place()), p.name(), p.number(), p.dojo(), String.valueOf(row.score()),
                    String.valueOf(row.opponentsScore()), String.valueOf(row.played()), String.valueOf(row.wins()),
                    String.valueOf(row.draws()), String.valueOf(row.losses()), String.valueOf(row.byes()),
                    String.valueOf(row.victories()), String.valueOf(row.pointsWon()), String.valueOf(row.pointsLost()),
                    row.separatedFromAbove().words(), table.complete() ? "" : "after round " + table.rounds()));
        }
        return rows;
    }
}
