package taikai.ui.pools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.standings.SwissRow;
import taikai.model.standings.SwissStandings;
import taikai.storage.folder.FolderReader;
import taikai.ui.DeskFixture;

/** The Pools screen of the sample's Swiss competition: the Swiss table above the rounds, as SwissStandings ranks it. */
@ExtendWith(ApplicationExtension.class)
class SwissTableScreenTest {
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void theSwissTableListsEveryEntrantInPlaceOrderWithTheTieBreakThatPlacedThem(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot, "swiss-challenge");
        robot.clickOn("Pools");
        SwissStandings table = SwissStandings.of(FolderReader.readCompetition(day, "swiss-challenge").state().orElseThrow());

        Node card = robot.lookup("#swiss-table").query();
        GridPane grid = robot.from(card).lookup(".standings").queryAs(GridPane.class);
        for (int i = 0; i < table.rows().size(); i++) {
            SwissRow row = table.rows().get(i);
            List<String> line = cells(grid, i + 1);
            assertEquals(StandingLine.ordinal(row.place()), line.get(0));
            assertEquals(row.entrant().name(), line.get(1));
            assertEquals(String.valueOf(row.score()), line.get(3));
            assertEquals(String.valueOf(row.opponentsScore()), line.get(4));
            assertEquals(SwissCard.separation(row, i == 0 ? null : table.rows().get(i - 1)), line.get(line.size() - 1));
        }
        assertTrue(table.rows().stream().anyMatch(r -> r.separatedFromAbove() == taikai.model.standings.SwissTieBreak.STRONGER_OPPONENTS));
        // The table comes first, above the rounds.
        assertEquals(card, robot.lookup("#pools-view .cards").queryAs(javafx.scene.layout.VBox.class).getChildren().get(0));
    }

    private static List<String> cells(GridPane grid, int row) {
        return grid.getChildren().stream().filter(n -> GridPane.getRowIndex(n) != null && GridPane.getRowIndex(n) == row)
                .sorted(java.util.Comparator.comparingInt(GridPane::getColumnIndex)).map(n -> ((Label) n).getText()).toList();
    }
}
