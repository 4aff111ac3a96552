package taikai.ui.scoring;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.model.match.MatchStatus;
import taikai.ui.Appearance;
import taikai.ui.Samples;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.clock.ClockViewModel;
import taikai.ui.match.OpenMatch;
import taikai.ui.write.Writes;

/**
 * The sheet with its clock on a real stage the size of a 1366x768 laptop screen, driven from the
 * keyboard; the clock's time source is moved by hand, so time-up is reached at once.
 */
@ExtendWith(ApplicationExtension.class)
class ScoringClockViewTest {
    private final RecordingMatchCommands commands = new RecordingMatchCommands();
    private final AtomicLong now = new AtomicLong(1_800_000_000_000L);
    private int beeps;
    private ScoringViewModel model;
    private Writes writes;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Appearance.apply();
        writes = new Writes(new SynchronousUiExecutor());
        model = new ScoringViewModel(commands, writes, Samples.sampleTallies(), new ClockViewModel(now::get, () -> beeps++));
        model.show(Samples.openIndividual());
        ScoringView view = new ScoringView(model);
        stage.setScene(new Scene(view, 1366, 768));
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1366);
        stage.setHeight(768);
        stage.show();
        view.requestFocus();
    }

    @Test
    void spaceStartsAndStopsPlusAndMinusMoveItAndATypedTimeSetsIt(FxRobot robot) {
        assertEquals("3:00", face(robot));
        robot.type(KeyCode.SPACE);
        assertTrue(model.clock().runningProperty().get());
        assertEquals("\u25A0 Stop", robot.lookup("#clock-toggle").queryAs(ButtonBase.class).getText());
        now.addAndGet(10_000);
        await().atMost(Duration.ofSeconds(5)).until(() -> "2:50".equals(face(robot)));
        robot.type(KeyCode.SPACE);
        assertTrue(!model.clock().runningProperty().get());
        robot.type(KeyCode.MINUS);
        assertEquals("2:49", face(robot));
        robot.press(KeyCode.SHIFT).type(KeyCode.EQUALS).release(KeyCode.SHIFT);
        robot.type(KeyCode.ADD);
        assertEquals("2:51", face(robot));
        robot.press(KeyCode.CONTROL).type(KeyCode.T).release(KeyCode.CONTROL);
        robot.type(KeyCode.DIGIT1, KeyCode.DIGIT3, KeyCode.DIGIT0, KeyCode.ENTER);
        assertEquals("1:30", face(robot));
        robot.type(KeyCode.SPACE);
        assertTrue(model.clock().runningProperty().get(), "after typing, the keys work on the sheet again");
        assertEquals(List.of(), commands.calls(), "no clock key entered anything");
    }

    @Test
    void timeUpTurnsTheClockRedAndSoundsOnce(FxRobot robot) {
        robot.type(KeyCode.SPACE);
        now.addAndGet(181_000);
        Node bar = robot.lookup("#clock-bar").query();
        await().atMost(Duration.ofSeconds(5)).until(() -> bar.getPseudoClassStates().contains(PseudoClass.getPseudoClass("time-up")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("0:00", face(robot));
        assertEquals("Time is up", robot.lookup("#clock-caption").queryAs(Label.class).getText());
        assertEquals(1, beeps);
        robot.type(KeyCode.SPACE);
        assertTrue(!model.clock().runningProperty().get(), "a clock at zero does not start again");
    }

    @Test
    void aClickBesideTheButtonsRecordsNothingAndAPointPausesTheClockWhenChosen(FxRobot robot) {
        robot.clickOn(".fighter");
        robot.clickOn("#aka-side .affiliation");
        robot.clickOn("#clock-face");
        robot.type(KeyCode.SPACE, KeyCode.SPACE);
        assertEquals(List.of(), commands.calls(), "a click outside a button leaves no button to fire");
        robot.press(KeyCode.CONTROL).type(KeyCode.P).release(KeyCode.CONTROL);
        assertTrue(model.clock().pauseOnScoreProperty().get());
        robot.type(KeyCode.SPACE, KeyCode.U);
        assertTrue(!model.clock().runningProperty().get(), "tsuki for aka stopped the clock");
        assertEquals("Tsuki for aka", robot.lookup("#confirmation").queryAs(Label.class).getText(), "the entry in words");
    }

    @Test
    void aFinishedMatchRefusesAPointKeyWithTheSentence(FxRobot robot) {
        OpenMatch open = Samples.openIndividual();
        robot.interact(() -> model.show(open.withMatch(open.match().withStatus(MatchStatus.COMPLETED))));
        robot.type(KeyCode.P, KeyCode.F);
        assertEquals(List.of(), commands.calls());
        assertTrue(writes.statusTextProperty().get().startsWith("Finished: reopen to change."), writes.statusTextProperty().get());
        assertEquals("Finished: reopen to change.", robot.lookup("#confirmation").queryAs(Label.class).getText());
    }

    @Test
    void everyButtonFitsTheScreenAndShowsItsKey(FxRobot robot) {
        Bounds window = new javafx.geometry.BoundingBox(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        List<ButtonBase> buttons = robot.lookup(n -> n instanceof ButtonBase b && shown(b)).queryAllAs(ButtonBase.class)
                .stream().toList();
        assertTrue(buttons.size() > 20, "the sheet's buttons: " + buttons.size());
        for (ButtonBase button : buttons) {
            Bounds at = button.localToScreen(button.getBoundsInLocal());
            assertTrue(window.contains(at), (button.getId() + " " + button.getText()) + " is off the screen at " + at);
            assertTrue(button.getGraphic() instanceof Label hint && !hint.getText().isBlank(),
                    button.getText() + " shows no key");
        }
    }

    private static boolean shown(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    private static String face(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#clock-face").queryAs(Label.class).getText();
    }
}
