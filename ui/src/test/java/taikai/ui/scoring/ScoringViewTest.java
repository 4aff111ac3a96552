package taikai.ui.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.Appearance;
import taikai.ui.Samples;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.write.Writes;

@ExtendWith(ApplicationExtension.class)
class ScoringViewTest {
    private final RecordingMatchCommands commands = new RecordingMatchCommands();
    private ScoringViewModel model;
    private ScoringView view;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        model = new ScoringViewModel(commands, new Writes(new SynchronousUiExecutor()), Samples.sampleTallies());
        model.show(Samples.openIndividual());
        view = new ScoringView(model);
        stage.setScene(new Scene(view, 1200, 800));
        stage.show();
        view.requestFocus();
    }

    @Test
    void clickingAkaMenThenKoteSendsTwoPointsForSideA(FxRobot robot) {
        robot.clickOn("#aka-M");
        robot.clickOn("#aka-K");
        assertEquals(List.of("addPoint(Pool A-0, A, MEN)", "addPoint(Pool A-0, A, KOTE)"), commands.calls());
    }

    @Test
    void mirroredKeysScoreForEachSide(FxRobot robot) {
        robot.type(KeyCode.P, KeyCode.W, KeyCode.F, KeyCode.DIGIT7);
        assertEquals(List.of("addPoint(Pool A-0, A, MEN)", "addPoint(Pool A-0, B, KOTE)", "addHansoku(Pool A-0, B)",
                "hantei(Pool A-0, A)"), commands.calls());
    }

    @Test
    void matchKeysNeedTheirOwnLetterOrCtrl(FxRobot robot) {
        robot.type(KeyCode.N, KeyCode.H);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        assertEquals(List.of("setEncho(Pool A-0, 1)", "hikiwake(Pool A-0)", "undo(Pool A-0)", "finish(Pool A-0)"), commands.calls());
    }

    @Test
    void shiroIsDrawnLeftOfAka(FxRobot robot) {
        Bounds shiro = screenBounds(robot.lookup("#shiro-side").query());
        Bounds aka = screenBounds(robot.lookup("#aka-side").query());
        assertTrue(shiro.getMaxX() <= aka.getMinX(), "shiro " + shiro + " should end before aka " + aka + " starts");
    }

    @Test
    void eachButtonShowsItsKey(FxRobot robot) {
        assertEquals("P", ((javafx.scene.control.Label) ((javafx.scene.control.Button) robot.lookup("#aka-M").query()).getGraphic()).getText());
        assertEquals("Q", ((javafx.scene.control.Label) ((javafx.scene.control.Button) robot.lookup("#shiro-M").query()).getGraphic()).getText());
    }

    @Test
    void engiTakesFlagsByKeyAndHidesWhatEngiNeverHas(FxRobot robot) {
        robot.interact(() -> model.show(taikai.ui.match.OpenMatch.of(Samples.individualMatch(),
                new taikai.ui.match.MatchRules(0, false, true, true, 3), null)));
        robot.type(KeyCode.Q, KeyCode.Q, KeyCode.P, KeyCode.H);
        robot.press(KeyCode.CONTROL).type(KeyCode.S).release(KeyCode.CONTROL);
        assertEquals(List.of("setFlags(Pool A-0, 1, 2)"), commands.calls(), "Q and P count flags, H does nothing in engi");
        assertTrue(!robot.lookup("#aka-M").query().isVisible() && !robot.lookup("#shiro-hantei").query().isVisible());
    }

    private static Bounds screenBounds(Node node) {
        WaitForAsyncUtils.waitForFxEvents();
        return node.localToScreen(node.getBoundsInLocal());
    }
}
