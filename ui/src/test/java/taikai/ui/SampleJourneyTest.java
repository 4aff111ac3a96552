package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.ui.pools.PoolsView;

/**
 * The repository's sample tournament, copied: the first waiting pool bout of a competition still in
 * its pools is scored with two points and a hansoku and finished, and the files say so.
 */
@ExtendWith(ApplicationExtension.class)
class SampleJourneyTest {
    private static final String COMPETITION = "naginata-shiai";

    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aWaitingPoolBoutOfTheSampleIsScoredAndFinished(FxRobot robot) throws Exception {
        Path copy = desk.openSample(robot, COMPETITION);
        MatchResult bout = desk.session.lastRead().state(COMPETITION).orElseThrow().poolMatches().stream()
                .filter(m -> m.status() == MatchStatus.SCHEDULED && !m.sideA().isEmpty() && !m.sideB().isEmpty())
                .findFirst().orElseThrow();
        Path history = copy.resolve("competitions/" + COMPETITION + "/history/" + bout.id() + ".jsonl");
        int linesBefore = Files.exists(history) ? Files.readAllLines(history).size() : 0;

        robot.clickOn("Pools");
        robot.clickOn("#bout-" + PoolsView.idOf(bout.id()));
        robot.clickOn("#aka-M");
        desk.awaitAnswer(robot, "Men for aka", "recorded.");
        robot.clickOn("#shiro-hansoku");
        desk.awaitAnswer(robot, "Hansoku for shiro", "recorded.");
        robot.clickOn("#aka-S");
        desk.awaitAnswer(robot, "Sune for aka", "recorded.");
        robot.clickOn("#finishButton");
        desk.awaitAnswer(robot, "Finish of", "recorded.");
        assertEquals("Completed: aka won", robot.lookup("#scoring-sheet .state").queryAs(Label.class).getText());

        String row = Files.readAllLines(copy.resolve("competitions/" + COMPETITION + "/pool-matches.csv")).stream()
                .filter(line -> line.startsWith(bout.pool() + "," + bout.index() + ",")).findFirst().orElseThrow();
        List<String> cells = Arrays.asList(row.split(",", -1));
        assertEquals("M|S", cells.get(5), row);
        assertEquals("1", cells.get(8), row);
        assertEquals("completed", cells.get(10), row);
        assertEquals(bout.sideA().participantId(), cells.get(18), "WinnerID");
        List<String> lines = Files.readAllLines(history);
        assertEquals(linesBefore + 4, lines.size());
        assertTrue(lines.get(lines.size() - 1).contains("\"action\":\"finish\""), lines.get(lines.size() - 1));
    }
}
