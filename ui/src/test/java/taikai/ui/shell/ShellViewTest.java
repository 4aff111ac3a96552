package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.tournament.Tournament;
import taikai.ui.Appearance;
import taikai.ui.Desktop;
import taikai.ui.FxUiExecutor;
import taikai.ui.Samples;
import taikai.ui.scoring.RecordingMatchCommands;

/** The whole desktop on a real stage, with the real background executor. */
@ExtendWith(ApplicationExtension.class)
class ShellViewTest {
    private final RecordingMatchCommands commands = new RecordingMatchCommands();
    private final FxUiExecutor executor = new FxUiExecutor();
    private Desktop desktop;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desktop = new Desktop(executor, commands, Samples.sampleTallies());
        stage.setScene(new Scene(desktop.root(), 1400, 900));
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void opensWithNoTournamentAndEveryNavigationEntry(FxRobot robot) {
        assertEquals("No tournament is open", robot.lookup(".tournament-name").queryAs(Label.class).getText());
        for (Section section : Section.values()) {
            assertTrue(robot.lookup(".navigation .list-cell").queryAllAs(javafx.scene.control.Labeled.class).stream()
                    .anyMatch(cell -> section.title().equals(cell.getText())), section.title() + " is in the navigation");
        }
        robot.interact(() -> desktop.showTournament(Tournament.create("Amsterdam Taikai", "14-03-2027", "Sporthallen Zuid", List.of("A", "B"))));
        assertEquals("Amsterdam Taikai", robot.lookup(".tournament-name").queryAs(Label.class).getText());
        assertEquals("14-03-2027, Sporthallen Zuid", robot.lookup(".tournament-details").queryAs(Label.class).getText());
    }

    @Test
    void aScreenNotBuiltYetSaysSoInWords(FxRobot robot) {
        robot.clickOn("Entrants");
        Label text = (Label) robot.lookup("#not-available-entrants .label").nth(1).query();
        assertEquals("The Entrants screen is not available yet. When it is, it will let you import entrants, correct them and check them in.",
                text.getText());
        assertEquals(Section.ENTRANTS, desktop.shell().selectedProperty().get());
    }

    @Test
    void openingAMatchInTheBracketScoresItAndTheStatusLineSaysWhatLanded(FxRobot robot) throws Exception {
        var entrants = Samples.entrants(8);
        robot.interact(() -> desktop.showCompetition(Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT),
                entrants, Samples.bracket(entrants, 1)));
        robot.clickOn("Bracket");
        assertTrue(robot.lookup("#bracket-view").tryQuery().isPresent());
        robot.clickOn("#box-m-r2-0");
        assertEquals(Section.SCORING, desktop.shell().selectedProperty().get());
        assertEquals("Match 5", robot.lookup("#scoring-sheet .heading").queryAs(Label.class).getText());

        robot.clickOn("#aka-M");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup(".status").queryAs(Label.class).getText().endsWith("saved."));
        assertEquals(List.of("addPoint(m-r2-0, A, MEN)"), commands.calls());
        assertEquals("Men for aka in Match 5. The change was saved.", robot.lookup(".status").queryAs(Label.class).getText());
    }

    @Test
    void scoringKeysWorkWhileTheNavigationHasTheFocus(FxRobot robot) throws Exception {
        robot.interact(() -> desktop.scoring().show(Samples.openIndividual()));
        robot.clickOn("Scoring");
        assertTrue(robot.lookup(".navigation").query().isFocused());
        robot.type(javafx.scene.input.KeyCode.W);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !commands.calls().isEmpty());
        assertEquals(List.of("addPoint(Pool A-0, B, KOTE)"), commands.calls());
        robot.clickOn("Bracket");
        robot.type(javafx.scene.input.KeyCode.W);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, commands.calls().size(), "the keys rest while the sheet is not shown");
    }
}
