package taikai.ui.scoreboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.discipline.Corner;
import taikai.model.match.Mark;
import taikai.model.scoring.Entry;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;
import taikai.ui.match.MarksView;
import taikai.ui.session.Session;

/**
 * A court's scoreboard and the all-courts window follow what a court table enters: the write lands
 * on the road, its change note reads the folder again off the FX thread, and the windows redraw.
 */
@ExtendWith(ApplicationExtension.class)
class LiveScoreboardTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void theCourtScoreboardAndTheOverviewFollowAWriteFromACourtTable(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        desk.open(robot, day);
        ScoreboardWindow[] board = new ScoreboardWindow[1];
        OverviewWindow[] overview = new OverviewWindow[1];
        robot.interact(() -> {
            board[0] = desk.desktop.openScoreboard("A");
            overview[0] = desk.desktop.openOverview();
        });
        var scene = board[0].stage().getScene();
        assertEquals("Pool B, match 3", robot.from(scene.getRoot()).lookup(".board-heading").queryAs(Label.class).getText());
        assertEquals(List.of("K"), marks(robot, scene.getRoot(), "#akaMarks"));

        Session session = desk.session.current().orElseThrow();
        TestFolders.score(session.road(), session.store(), TestFolders.MEN, "Pool B-2", new Entry.Point(Corner.A, Mark.MEN));

        DeskFixture.waitUntil(() -> marks(robot, scene.getRoot(), "#akaMarks").size() == 2);
        assertEquals(List.of("K", "M"), marks(robot, scene.getRoot(), "#akaMarks"));
        DeskFixture.waitUntil(() -> robot.from(overview[0].stage().getScene().getRoot())
                .lookup(".ov-score").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().endsWith("K M")));

        TestFolders.score(session.road(), session.store(), TestFolders.MEN, "Pool B-2", new Entry.Finish());
        DeskFixture.waitUntil(() -> "No match is on this court right now.".equals(
                robot.from(scene.getRoot()).lookup(".board-heading").queryAs(Label.class).getText()));
        assertTrue(robot.from(scene.getRoot()).lookup(".board-next").queryAs(Label.class).getText().startsWith("Next: Pool B, match 4"));
    }

    private static List<String> marks(FxRobot robot, javafx.scene.Node root, String id) {
        MarksView view = robot.from(root).lookup(id).queryAs(MarksView.class);
        return view.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }
}
