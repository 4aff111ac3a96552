package taikai.ui.courttable;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.ZoneId;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.app.clock.ClockReading;
import taikai.model.match.MatchStatus;
import taikai.ui.FxUiExecutor;
import taikai.ui.clock.ClockFile;

/**
 * A timekeeper at a court table, from the keyboard, against a real hall server on loopback: Start
 * opens the match, Space runs the clock, the TV beside the table and the hall show the same time,
 * Finish offers the next match on one key, a finished match refuses a point key in words, and a table
 * restarted mid-bout shows the time it had. Then court mode's sentences, one each and in words.
 */
class CourtClockTest extends CourtTableTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private Stage board;

    @Start
    void start(Stage stage) {
        openDesk(stage);
    }

    @AfterEach
    void closeBoard(FxRobot robot) {
        if (board != null) {
            robot.interact(board::close);
        }
    }

    @Test
    void aTimekeeperRunsAMatchAndTheNextFromTheKeyboardAndARestartKeepsTheTime(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        await().atMost(WAIT).until(() -> model.connectedProperty().get() && model.waiting().size() > 1);
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        CourtModeViewModel.QueueItem second = model.waiting().get(1);

        robot.clickOn("#court-start");
        await().atMost(WAIT).until(() -> shows(model, first));
        assertEquals(first.ref().matchId(), model.scoring().currentProperty().get().id(), "Start opens the match on the sheet");

        robot.type(KeyCode.SPACE);
        assertTrue(model.scoring().clock().runningProperty().get(), "Space starts the clock");
        robot.clickOn("#court-scoreboard");
        await().atMost(WAIT).until(() -> scoreboard(robot, court) != null);
        board = scoreboard(robot, court);
        robot.interact(() -> ((Stage) robot.lookup("#court-view").query().getScene().getWindow()).toFront());
        // The TV runs the clock itself from the table's readings: the same face, read in one pulse.
        await().atMost(WAIT).until(() -> {
            String[] faces = new String[2];
            robot.interact(() -> {
                faces[0] = robot.lookup("#clock-face").queryAs(Label.class).getText();
                faces[1] = robot.from(board.getScene().getRoot()).lookup("#boardClock").queryAs(Label.class).getText();
            });
            return faces[0].equals(faces[1]) && !faces[0].isEmpty();
        });
        // The hall has the table's time, within 300 ms, for the displays that read it over the network.
        await().atMost(WAIT).until(() -> {
            ClockReading hallClock = hallClock(court);
            long now = System.currentTimeMillis();
            long table = tableClock(robot, model).remainingAt(now);
            return hallClock != null && hallClock.running() && Math.abs(hallClock.remainingAt(now) - table) < 300;
        });

        robot.type(KeyCode.P);
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        await().atMost(WAIT).until(() -> model.scoring().currentProperty().get().match().isCompleted());
        assertFalse(model.scoring().clock().runningProperty().get(), "Finish stops the clock");
        robot.type(KeyCode.O);
        assertTrue(model.writes().statusTextProperty().get().startsWith("Finished: reopen to change."),
                model.writes().statusTextProperty().get());
        Button next = robot.lookup("#next-match").queryAs(Button.class);
        assertTrue(next.isVisible() && next.getText().contains(second.heading()), next.getText());
        assertEquals("Enter", ((Label) next.getGraphic()).getText());
        robot.type(KeyCode.ENTER);
        await().atMost(WAIT).until(() -> shows(model, second));
        assertEquals(MatchStatus.RUNNING, hall.stored(second.ref().competitionId(), second.ref().matchId()).status());
        assertEquals("3:00", robot.lookup("#clock-face").queryAs(Label.class).getText(), "the next match's clock starts afresh");

        robot.type(KeyCode.SPACE);
        robot.interact(board::close);
        board = null;
        await().atMost(WAIT).until(() -> new ClockFile(CourtOutboxes.folder(courtSettings, hall.address(), court)).read()
                .map(saved -> saved.reading().running()).orElse(false));
        ClockReading before = tableClock(robot, model);
        robot.interact(model::closeLink);

        FxUiExecutor entries = new FxUiExecutor();
        FxUiExecutor network = new FxUiExecutor();
        CourtModeViewModel again = new CourtModeViewModel(entries, network, () -> courtSettings, ZoneId.systemDefault());
        try {
            robot.interact(() -> {
                again.addressProperty().set(hall.address().toString());
                again.codeProperty().set(hall.code(court));
                again.connect();
            });
            await().atMost(WAIT).until(() -> again.connectedProperty().get() && shows(again, second));
            ClockReading restarted = tableClock(robot, again);
            long now = System.currentTimeMillis();
            assertTrue(restarted.running(), "the restarted table's clock runs on");
            assertTrue(Math.abs(restarted.remainingAt(now) - before.remainingAt(now)) < 1000,
                    "the same time left within a second: " + restarted.remainingAt(now) + " against " + before.remainingAt(now));
        } finally {
            robot.interact(again::closeLink);
            entries.close();
            network.close();
        }
    }

    @Test
    void courtModeSaysEachThingOnceAndInWords(FxRobot robot) throws Exception {
        robot.clickOn("#start-court");
        robot.clickOn("#court-address").write(hall.address().toString());
        robot.clickOn("#court-code").write("WRONG-CODE");
        robot.clickOn("#court-show-code");
        assertEquals("WRONG-CODE", robot.lookup("#court-code-shown").queryAs(TextField.class).getText(), "the code shown");
        assertTrue(robot.lookup("#court-code-shown").query().isVisible());
        robot.clickOn("#court-connect");
        CourtModeViewModel model = desk.desktop.courtMode();
        await().atMost(WAIT).until(() -> !model.errorProperty().get().isEmpty());
        assertEquals("The hall laptop does not know this code: it may have been replaced. Check the code with the organiser.",
                model.errorProperty().get());

        hall.stop();
        robot.interact(() -> {
            model.codeProperty().set(hall.code("A"));
            model.connect();
        });
        await().atMost(WAIT).until(() -> !model.busyProperty().get() && model.errorProperty().get().contains("cannot be reached"));
        String away = model.errorProperty().get();
        assertFalse(away.matches("(?s).*[A-Z][a-z]+Exception.*"), "no class name: " + away);
        assertTrue(away.contains("nothing answers at that address"), away);

        hall.start();
        robot.interact(model::connect);
        await().atMost(WAIT).until(() -> model.connectedProperty().get());
        await().atMost(WAIT).until(() -> model.feedProperty().get().startsWith("Following"));
        hall.stop();
        await().atMost(WAIT).until(() -> model.feedProperty().get().contains("stopped"));
        String feed = model.feedProperty().get();
        assertFalse(feed.contains("after change"), feed);
        assertFalse(feed.matches("(?s).*[A-Z][a-z]+Exception.*"), feed);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#court-feed").query().isVisible() != model.outboxProperty().get().contains("cannot be reached"),
                "the feed's line shows only when the outbox line does not already say the hall is away");
    }

    private static boolean shows(CourtModeViewModel model, CourtModeViewModel.QueueItem item) {
        return model.runningProperty().get() != null && model.runningProperty().get().id().equals(item.ref().matchId())
                && model.scoring().currentProperty().get() != null
                && model.scoring().currentProperty().get().id().equals(item.ref().matchId());
    }

    private static ClockReading tableClock(FxRobot robot, CourtModeViewModel model) {
        ClockReading[] read = new ClockReading[1];
        robot.interact(() -> read[0] = model.scoring().clock().reading());
        return read[0];
    }

    private ClockReading hallClock(String court) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(hall.address() + "/api/courts/" + court + "/clock")).GET().build(), HttpResponse.BodyHandlers.ofString());
        return answer.statusCode() == 200 ? ClockReading.parse(answer.body()) : null;
    }

    private static Stage scoreboard(FxRobot robot, String court) {
        return robot.listWindows().stream()
                .filter(w -> w instanceof Stage s && s.isShowing() && ("Court " + court + " scoreboard").equals(s.getTitle()))
                .map(Stage.class::cast).findFirst().orElse(null);
    }
}
