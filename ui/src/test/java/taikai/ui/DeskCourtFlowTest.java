package taikai.ui;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.app.road.Request;
import taikai.app.road.actions.court.Requeue;
import taikai.model.match.MatchStatus;
import taikai.ui.courts.CourtColumn;
import taikai.ui.courts.QueueLine;
import taikai.ui.shell.Section;

/**
 * The desktop's court flow on the sample: Start on the Courts screen opens the match on the scoring
 * sheet, and once it is finished the sheet offers the court's next match on Enter.
 */
@ExtendWith(ApplicationExtension.class)
class DeskCourtFlowTest {
    private static final Duration WAIT = Duration.ofSeconds(15);

    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void startOpensTheMatchAndFinishOffersTheNextOfItsCourt(FxRobot robot) throws Exception {
        Path copy = desk.openSample(robot);
        CourtColumn court = freeCourt(robot);
        QueueLine first = court.waiting().stream().filter(QueueLine::ready).findFirst().orElseThrow();

        robot.interact(() -> desk.desktop.shell().select(Section.COURTS));
        robot.interact(() -> desk.desktop.courts().start(first, court.court()));
        await().atMost(WAIT).until(() -> desk.desktop.scoring().currentProperty().get() != null
                && desk.desktop.scoring().currentProperty().get().id().equals(first.matchId())
                && desk.desktop.scoring().currentProperty().get().match().status() == MatchStatus.RUNNING);
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get(), "Start opens the scoring sheet");

        robot.type(KeyCode.P);
        desk.awaitAnswer(robot, "Men for aka", "recorded.");
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        await().atMost(WAIT).until(() -> desk.desktop.scoring().currentProperty().get().match().isCompleted()
                && desk.desktop.scoring().nextProperty().get() != null);
        Button next = robot.lookup("#next-match").queryAs(Button.class);
        String nextId = desk.desktop.scoring().nextProperty().get().matchId();
        assertTrue(next.isVisible() && next.getText().startsWith("\u25B6 Start the next match: "), next.getText());
        robot.type(KeyCode.ENTER);
        await().atMost(WAIT).until(() -> desk.desktop.scoring().currentProperty().get().id().equals(nextId)
                && desk.desktop.scoring().currentProperty().get().match().status() == MatchStatus.RUNNING);
        assertEquals(court.court(), desk.desktop.scoring().currentProperty().get().match().court());
    }

    /** A court with a ready match waiting and none running: the sample's running match goes back to its queue if need be. */
    private CourtColumn freeCourt(FxRobot robot) throws Exception {
        for (CourtColumn column : desk.desktop.courts().courts()) {
            if (column.running() == null && column.waiting().stream().filter(QueueLine::ready).count() > 1) {
                return column;
            }
        }
        CourtColumn busy = desk.desktop.courts().courts().stream().filter(c -> c.running() != null).findFirst().orElseThrow();
        desk.session.current().orElseThrow().road().submit(new Request("", "organiser",
                new Requeue(busy.running().competitionId(), busy.running().matchId())));
        robot.interact(() -> {
            desk.session.reload();
        });
        await().atMost(WAIT).until(() -> desk.desktop.courts().courts().stream().anyMatch(c -> c.court().equals(busy.court())
                && c.running() == null));
        return desk.desktop.courts().courts().stream().filter(c -> c.court().equals(busy.court())).findFirst().orElseThrow();
    }
}
