package taikai.ui.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.ui.Appearance;
import taikai.ui.Samples;
import taikai.ui.match.Dojos;

@ExtendWith(ApplicationExtension.class)
class BracketViewTest {
    private final List<String> opened = new ArrayList<>();
    private BracketViewModel model;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        model = new BracketViewModel(opened::add);
        var entrants = Samples.entrants(16);
        model.show(Samples.bracket(entrants, 1), Dojos.of(entrants), "Men's individual");
        BracketView view = new BracketView(model);
        stage.setScene(new Scene(view, 1200, 800));
        stage.show();
    }

    @Test
    void drawsEveryMatchOf128EntrantsAndTheBronzeMatch(FxRobot robot) {
        var entrants = Samples.entrants(128);
        robot.interact(() -> model.show(Samples.bracket(entrants, 1), Dojos.of(entrants), "Open"));
        Set<Node> boxes = robot.lookup(".match-box").queryAll();
        assertEquals(127 + 1, boxes.size());
        assertTrue(robot.lookup("#box-m-bronze").tryQuery().isPresent());
        assertTrue(robot.lookup("#box-m-r7-0").tryQuery().isPresent(), "the final is drawn");
        assertEquals(126, robot.lookup(".connector").queryAll().size(), "every match after the first round has two feeders");
    }

    @Test
    void zoomButtonsScaleTheDrawing(FxRobot robot) {
        Node drawing = robot.lookup(".bracket-canvas").query();
        robot.clickOn("#zoom-out");
        assertEquals(1 / BracketViewModel.ZOOM_STEP, drawing.getScaleX(), 1e-9);
        robot.clickOn("#zoom-in").clickOn("#zoom-in");
        assertEquals(BracketViewModel.ZOOM_STEP, drawing.getScaleY(), 1e-9);
        robot.clickOn("#zoom-reset");
        assertEquals(1.0, drawing.getScaleX(), 1e-9);
    }

    @Test
    void ctrlWheelZooms(FxRobot robot) {
        robot.moveTo("#box-m-r1-0");
        robot.press(KeyCode.CONTROL).scroll(1, javafx.geometry.VerticalDirection.UP).release(KeyCode.CONTROL);
        assertTrue(model.zoomProperty().get() != 1.0, "the zoom moved from full size");
    }

    @Test
    void clickingABoxOpensItsMatch(FxRobot robot) {
        robot.clickOn("#box-m-r1-3");
        assertEquals(List.of("m-r1-3"), opened);
    }

    @Test
    void enterOnAFocusedBoxOpensItsMatch(FxRobot robot) {
        Node box = robot.lookup("#box-m-r1-1").query();
        robot.interact(box::requestFocus);
        robot.type(KeyCode.ENTER);
        assertEquals(List.of("m-r1-1"), opened);
    }
}
