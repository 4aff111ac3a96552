package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.shell.Section;
import taikai.ui.teams.TeamLines;

/**
 * The desktop at a 1366x768 laptop's size over a copy of the sample: on the start screen, in the
 * header and on the screens an organiser uses most, no labelled control is cut to "..." (unless a
 * tooltip holds its text) or reaches past the edge of the window or of its scrolling area.
 */
@ExtendWith(ApplicationExtension.class)
class FitsOnALaptopTest {
    private static final int WIDTH = 1366;
    private static final int HEIGHT = 768;

    @TempDir
    Path root;
    private DeskFixture desk;
    private Stage stage;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        this.stage = stage;
        desk = new DeskFixture(stage, root.resolve("copies"));
        stage.setWidth(WIDTH);
        stage.setHeight(HEIGHT);
    }

    @AfterEach
    void stop() {
        desk.close();
    }

    @Test
    void nothingAnOrganiserReadsIsCutOffAt1366By768(FxRobot robot) throws Exception {
        Path day = root.resolve("lindewaard");
        assumeTrue(TestFolders.sample(day), "the repository's sample tournament is needed");
        List<String> cut = new ArrayList<>();
        Scene scene = stage.getScene();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(WIDTH, Math.round(scene.getWidth()), "the window is a laptop's width");
        robot.interact(() -> check(cut, "Start screen", Clipping.of(scene, scene.lookup("#start-view"))));

        desk.open(robot, day);
        show(robot, cut, "Tournament settings", Section.TOURNAMENT, "individual-open");
        show(robot, cut, "Competitions", Section.COMPETITIONS, "individual-open");
        show(robot, cut, "Entrants", Section.ENTRANTS, "individual-open");
        show(robot, cut, "Problems", Section.PROBLEMS, "individual-open");
        show(robot, cut, "Courts", Section.COURTS, "individual-open");
        show(robot, cut, "Pools of the open individual", Section.POOLS, "individual-open");
        show(robot, cut, "Pools of the Swiss", Section.POOLS, "swiss-challenge");
        show(robot, cut, "Results", Section.RESULTS, "individual-open");
        robot.interact(() -> desk.desktop.results().wholeTournamentProperty().set(true));
        robot.interact(() -> check(cut, "Results of the whole tournament", Clipping.of(scene)));

        show(robot, cut, "Teams", Section.TEAMS, "team-championship");
        List<String> positions = desk.desktop.teams().positionsProperty().get();
        List<TeamLines.Member> members = desk.desktop.teams().members();
        robot.interact(() -> desk.desktop.teams().saveLineup(Map.of(positions.get(0), members.get(1).id(),
                positions.get(1), members.get(0).id())));
        desk.awaitAnswer(robot, "Starting line-up of", ".");
        robot.interact(() -> check(cut, "Teams after a line-up save", Clipping.of(scene)));

        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    @Test
    void aNewTournamentsFirstScreensAreWholeAt1366By768(FxRobot robot) throws Exception {
        // A tournament just made: no notes yet, a competition with no matches, then entrants pasted
        // without a header (name, zekken name, dojo, grade), whose long answer fills the status line.
        Path day = root.resolve("autumn-cup");
        TestFolders.entered(day);
        desk.open(robot, day);
        List<String> cut = new ArrayList<>();
        show(robot, cut, "Tournament settings with no notes", Section.TOURNAMENT, TestFolders.MEN);
        show(robot, cut, "Competitions with nothing drawn", Section.COMPETITIONS, TestFolders.MEN);
        show(robot, cut, "Entrants", Section.ENTRANTS, TestFolders.MEN);
        taikai.ui.entrants.EntrantsViewModel entrants =
                ((taikai.ui.entrants.EntrantsView) stage.getScene().lookup("#entrants-view")).model();
        robot.interact(() -> entrants.importer().readText("the pasted rows",
                "Kenji Sato,SATO,Tokyo Kendo Club,4 dan\nAnna Jansen,JANSEN,Kendo Amsterdam,2 kyu\n"
                        + "Luc Peeters,PEETERS,Shidokan Brussels,3D\n"));
        robot.interact(() -> check(cut, "Import preview", Clipping.of(stage.getScene())));
        robot.interact(() -> entrants.importer().confirm());
        desk.awaitAnswer(robot, "Import of ", ".");
        robot.interact(() -> check(cut, "Entrants after the import", Clipping.of(stage.getScene())));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    private void show(FxRobot robot, List<String> cut, String screen, Section section, String competition) {
        robot.interact(() -> {
            desk.desktop.shell().selectCompetition(competition);
            desk.desktop.shell().select(section);
        });
        robot.interact(() -> check(cut, screen, Clipping.of(stage.getScene())));
    }

    private static void check(List<String> cut, String screen, List<String> found) {
        found.forEach(line -> cut.add(screen + ": " + line));
    }
}
