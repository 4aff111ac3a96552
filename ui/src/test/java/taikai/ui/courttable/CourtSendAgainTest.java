package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.app.road.Handlers;
import taikai.app.road.match.MatchEntry;
import taikai.model.match.Mark;
import taikai.ui.DeskFixture;

/**
 * Decision 0034 on the court table: the hall laptop's program fails on an entry, so it answers
 * internal_error; the table keeps the entry, stops sending (no blind retries), says so, and offers
 * "Send again"; once the hall runs sound code, a press sends it and it lands once.
 */
class CourtSendAgainTest extends CourtTableTest {
    @Start
    void start(Stage stage) {
        openDesk(stage);
    }

    @Test
    void anEntryTheHallFailsOnWaitsForAPersonThenLandsOnce(FxRobot robot) throws Exception {
        CourtModeViewModel.QueueItem first = connectAndStartFirst(robot);
        CourtModeViewModel model = desk.desktop.courtMode();
        String court = model.courtProperty().get();
        String competition = first.ref().competitionId();
        String match = first.ref().matchId();
        int linesBefore = hall.history(competition, match).size();
        List<Mark> akaBefore = hall.stored(competition, match).sideA().ippons();
        assertTrue(!robot.lookup("#court-send-again").query().isVisible(), "nothing to send again while entries land");

        hall.restartWith(Handlers.standard().with(MatchEntry.class, (action, state, context) -> {
            throw new IllegalStateException("a rule the hall laptop's program got wrong");
        }));
        robot.clickOn("#aka-M");
        DeskFixture.waitUntil(() -> robot.lookup("#court-send-again").query().isVisible());
        String line = robot.lookup("#court-outbox").queryAs(Label.class).getText();
        assertTrue(line.startsWith("1 entry waiting") && line.contains("Sending stopped at"), line);
        assertTrue(!line.contains("Exception") && !line.contains("IllegalState"), "no class name on screen: " + line);
        assertEquals(linesBefore, hall.history(competition, match).size(), "the failing hall recorded nothing");

        hall.restartWith(Handlers.standard());
        robot.clickOn("#court-send-again");
        // A send that meets the hall while it restarts is tried again after the sender's back-off
        // (200 ms doubling, with jitter), so on a busy machine this wait is longer than a screen's.
        org.testfx.util.WaitForAsyncUtils.waitFor(45, java.util.concurrent.TimeUnit.SECONDS,
                () -> hall.stored(competition, match).sideA().ippons().size() == akaBefore.size() + 1);
        DeskFixture.waitUntil(() -> model.outboxProperty().get().startsWith("Nothing waits"));
        assertEquals(linesBefore + 1, hall.history(competition, match).size(), "the entry landed once");
        assertTrue(!robot.lookup("#court-send-again").query().isVisible());
    }
}
