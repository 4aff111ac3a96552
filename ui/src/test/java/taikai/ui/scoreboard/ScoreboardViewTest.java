package taikai.ui.scoreboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.model.match.Mark;
import taikai.ui.Appearance;
import taikai.ui.Samples;
import taikai.ui.match.MarksView;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;

@ExtendWith(ApplicationExtension.class)
class ScoreboardViewTest {
    private final SimpleObjectProperty<OpenMatch> current = new SimpleObjectProperty<>(Samples.openIndividual());
    private ScoreboardWindow window;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        window = new ScoreboardWindow(new ScoreboardViewModel("A", current, new SimpleObjectProperty<>(), Samples.sampleTallies()));
        window.showOn(Screen.getPrimary(), false);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(window::close);
    }

    private static String marks(FxRobot robot, String id) {
        MarksView view = robot.lookup(id).queryAs(MarksView.class);
        return view.getChildren().stream().map(n -> ((Label) n).getText()).collect(Collectors.joining(" "));
    }

    @Test
    void showsTheMarksNamesAndFoulsOfTheMatch(FxRobot robot) {
        assertEquals("Court A scoreboard", window.stage().getTitle());
        assertEquals("K", marks(robot, "#shiroMarks"));
        assertEquals("M", marks(robot, "#akaMarks"));
        assertEquals("\u25b2", robot.lookup("#shiroFouls").queryAs(Label.class).getText());
        assertEquals("", robot.lookup("#akaFouls").queryAs(Label.class).getText());
        assertEquals("Anna de Vries", robot.lookup("#shiroName").queryAs(Label.class).getText());
        assertEquals("Tokyo Kendo Club", robot.lookup("#akaFrom").queryAs(Label.class).getText());
    }

    @Test
    void shiroIsTheLeftHalfAndAkaTheRight(FxRobot robot) {
        Bounds shiro = onScreen(robot.lookup("#shiroHalf").query());
        Bounds aka = onScreen(robot.lookup("#akaHalf").query());
        assertTrue(shiro.getMaxX() <= aka.getMinX());
    }

    @Test
    void redrawsWhenTheFollowedMatchChanges(FxRobot robot) {
        var match = Samples.individualMatch();
        robot.interact(() -> current.set(OpenMatch.of(match.withSideA(match.sideA().withIppons(List.of(Mark.MEN, Mark.DO))),
                MatchRules.KENDO, null)));
        assertEquals("M D", marks(robot, "#akaMarks"));
    }

    @Test
    void aTeamEncounterShowsItsBouts(FxRobot robot) {
        robot.interact(() -> current.set(Samples.openTeam()));
        assertTrue(robot.lookup(".bout-board").query().isVisible());
        assertEquals(5 * 6, robot.lookup(".bout-board .bout-cell").queryAll().size());
        assertEquals("Victories 1 \u2013 2    Points 2 \u2013 4", robot.lookup(".board-tally").queryAs(Label.class).getText());
    }

    @Test
    void goesFullScreenAndBack(FxRobot robot) {
        robot.interact(() -> window.stage().setFullScreen(true));
        assertTrue(window.stage().isFullScreen());
        robot.interact(() -> window.stage().setFullScreen(false));
        assertEquals(false, window.stage().isFullScreen());
    }

    private static Bounds onScreen(Node node) {
        return node.localToScreen(node.getBoundsInLocal());
    }
}
