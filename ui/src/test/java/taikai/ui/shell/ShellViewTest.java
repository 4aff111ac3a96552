package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.model.match.Mark;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/** The whole desktop on a real stage, on a real folder, with the real background executor and write road. */
@ExtendWith(ApplicationExtension.class)
class ShellViewTest {
    @TempDir
    Path root;
    private DeskFixture desk;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, Path.of(System.getProperty("java.io.tmpdir")));
    }

    @AfterEach
    void stop() {
        desk.close();
    }

    @Test
    void opensOnTheStartScreenThenShowsTheFolderWithEveryNavigationEntry(FxRobot robot) throws Exception {
        assertTrue(robot.lookup("#start-view").query().isVisible(), "no folder is open yet");
        TestFolders.drawn(root);
        desk.open(robot, root);
        assertTrue(!robot.lookup("#start-view").query().isVisible());
        assertEquals("Amsterdam Taikai 2027", robot.lookup(".tournament-name").queryAs(Label.class).getText());
        assertEquals("14-03-2027, Sporthallen Zuid", robot.lookup(".tournament-details").queryAs(Label.class).getText());
        for (Section section : Section.values()) {
            assertTrue(robot.lookup(".navigation .list-cell").queryAllAs(javafx.scene.control.Labeled.class).stream()
                    .anyMatch(cell -> section.title().equals(cell.getText())), section.title() + " is in the navigation");
        }
        assertEquals("men", desk.desktop.shell().competitionProperty().get().id());
        assertEquals(List.of("A", "B", "C"), desk.desktop.shell().courts());
    }

    @Test
    void theChosenCompetitionStaysShownWhenTheFolderIsReadAgain(FxRobot robot) throws Exception {
        TestFolders.drawn(root);
        desk.open(robot, root);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.WOMEN));
        robot.interact(() -> desk.session.reload());
        DeskFixture.waitUntil(() -> !desk.session.busyProperty().get());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<CompetitionItem> picker = robot.lookup("#competition")
                .queryAs(javafx.scene.control.ComboBox.class);
        assertTrue(picker.getValue() != null && picker.getValue().id().equals(TestFolders.WOMEN),
                () -> "the picker shows " + picker.getValue());
    }

    @Test
    void everySectionOpensItsOwnScreen(FxRobot robot) throws Exception {
        TestFolders.drawn(root);
        desk.open(robot, root);
        java.util.Set<javafx.scene.Node> screens = new java.util.HashSet<>();
        for (Section section : Section.values()) {
            robot.clickOn(robot.lookup(".navigation .list-cell").queryAllAs(javafx.scene.control.Labeled.class).stream()
                    .filter(cell -> section.title().equals(cell.getText())).findFirst().orElseThrow());
            assertEquals(section, desk.desktop.shell().selectedProperty().get());
            javafx.scene.layout.StackPane content = robot.lookup("#content").queryAs(javafx.scene.layout.StackPane.class);
            assertEquals(1, content.getChildren().size(), section.title());
            assertTrue(screens.add(content.getChildren().get(0)), section.title() + " shows a screen of its own");
        }
    }

    @Test
    void openingAMatchInTheBracketScoresItThroughTheRoadAndTheStatusLineSaysWhatLanded(FxRobot robot) throws Exception {
        TestFolders.drawn(root);
        desk.open(robot, root);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.WOMEN));
        robot.clickOn("Bracket");
        assertTrue(robot.lookup("#bracket-view").tryQuery().isPresent());
        robot.clickOn("#box-m-r1-1");
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get());
        assertEquals("Match 2", robot.lookup("#scoring-sheet .heading").queryAs(Label.class).getText());

        robot.clickOn("#aka-M");
        desk.awaitAnswer(robot, "recorded.");
        assertEquals("Men for aka in Match 2. Match 2: recorded.", DeskFixture.status(robot));
        var stored = desk.session.current().orElseThrow().store().competition(TestFolders.WOMEN).read().state().orElseThrow()
                .findMatch("m-r1-1").orElseThrow();
        assertEquals(List.of(Mark.MEN), stored.sideA().ippons(), "the point is in bracket.json");
        assertEquals(List.of(Mark.MEN), desk.desktop.scoring().currentProperty().get().match().sideA().ippons(),
                "the sheet shows the match as stored");
    }

    @Test
    void scoringKeysWorkWhileTheNavigationHasTheFocus(FxRobot robot) throws Exception {
        TestFolders.drawn(root);
        desk.open(robot, root);
        robot.interact(() -> desk.desktop.openMatch(TestFolders.MEN, "Pool A-0"));
        robot.clickOn("Scoring");
        assertTrue(robot.lookup(".navigation").query().isFocused());
        robot.type(javafx.scene.input.KeyCode.W);
        desk.awaitAnswer(robot, "recorded.");
        assertTrue(DeskFixture.status(robot).startsWith("Kote for shiro in Pool A, match 1."), DeskFixture.status(robot));
        robot.clickOn("Bracket");
        String before = DeskFixture.status(robot);
        robot.type(javafx.scene.input.KeyCode.W);
        desk.settle();
        assertEquals(before, DeskFixture.status(robot), "the keys rest while the sheet is not shown");
    }

    @Test
    void aMatchIsStartedFromItsCourtsQueueAndARefusalNamesTheMatchRunningThere(FxRobot robot) throws Exception {
        TestFolders.underWay(root);
        desk.open(robot, root);
        robot.clickOn("Courts");
        robot.clickOn("#start-men-Pool_B-3");
        desk.awaitAnswer(robot, "Start of Pool B, match 4", "Finish or requeue that match first.");
        assertTrue(DeskFixture.status(robot).contains("Pool B, match 3 of") && !DeskFixture.status(robot).contains("Pool B-2"), DeskFixture.status(robot));

        robot.clickOn("#start-women-m-r1-2");
        desk.awaitAnswer(robot, "Start of Match 3", "is running on court C.");
        // Start opens the match on the scoring sheet; the queue is one click away.
        DeskFixture.waitUntil(() -> desk.desktop.shell().selectedProperty().get() == Section.SCORING
                && "m-r1-2".equals(desk.desktop.scoring().currentProperty().get().id()));
        robot.clickOn("Courts");
        DeskFixture.waitUntil(() -> robot.lookup("#court-C .match.running").tryQuery().isPresent());
        assertTrue(robot.lookup("#court-C .match.running").queryButton().getText().contains("Match 3"));

        robot.clickOn("#requeue-women-m-r1-2");
        desk.awaitAnswer(robot, "Match 3 back to court C's queue", "");
        DeskFixture.waitUntil(() -> robot.lookup("#court-C .match.running").tryQuery().isEmpty());
    }
}
