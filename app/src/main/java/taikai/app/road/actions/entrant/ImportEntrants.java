package taikai.app.road.actions.entrant;

import java.util.List;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.entrant.Player;
import taikai.model.rule.Refusal;

/**
 * Many new roster rows at once, from a file or from rows pasted from a spreadsheet: one action, so
 * they land together or not at all. Each row keeps the line it came from, so a refusal can name it.
 *
 * @param source what the rows came from, as the operator named it ("entrants.csv", "pasted rows")
 */
public record ImportEntrants(String competitionId, String source, List<Row> rows) implements EntrantAction {

    /** One imported entrant and its line in the source (1-based). An empty id is made by the server. */
    public record Row(int line, Player player) {
    }

    public ImportEntrants {
        competitionId = Copies.text(competitionId);
        source = Copies.text(source);
        rows = Copies.list(rows);
    }

    @Override
    public String name() {
        return "import-entrants";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(rows.isEmpty(), "shape-import-rows",
                "The import holds no entrants; choose rows to import.")
                .when(rows.stream().anyMatch(r -> r == null || r.player() == null),
                        "shape-import-empty-row", "A row of the import is empty; read the file again and confirm the import.")
                .problems();
    }
}
