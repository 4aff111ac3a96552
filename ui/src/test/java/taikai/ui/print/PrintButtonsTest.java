package taikai.ui.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.print.What;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;
import taikai.ui.shell.Section;

/**
 * Each screen's own Print... button on the whole desktop over the sample opens the print dialog on
 * that screen's paper and the chosen competition (none for the tournament-wide kinds).
 */
@ExtendWith(ApplicationExtension.class)
class PrintButtonsTest {
    @TempDir
    Path root;
    private DeskFixture desk;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, root.resolve("copies"));
    }

    @AfterEach
    void stop() {
        desk.close();
    }

    private record Screen(Section section, String competition, What what, boolean perCompetition) {
    }

    @Test
    void eachScreensPrintButtonOpensTheDialogOnItsOwnPaper(FxRobot robot) throws Exception {
        Path copy = root.resolve("sample");
        assumeTrue(TestFolders.sample(copy), "the repository holds no sample-tournament");
        desk.open(robot, copy);
        List<Screen> screens = List.of(
                new Screen(Section.POOLS, "individual-open", What.POOLS, true),
                new Screen(Section.BRACKET, "juniors", What.BRACKETS, true),
                new Screen(Section.COURTS, "individual-open", What.SHEETS, false),
                new Screen(Section.SCHEDULE, "individual-open", What.SCHEDULE, false),
                new Screen(Section.ENTRANTS, "veterans", What.TAGS, true),
                new Screen(Section.TEAMS, "team-championship", What.TEAMS, true),
                new Screen(Section.RESULTS, "naginata-shiai", What.RESULTS, true));
        for (Screen screen : screens) {
            robot.interact(() -> {
                desk.desktop.shell().selectCompetition(screen.competition());
                desk.desktop.shell().select(screen.section());
            });
            DeskFixture.waitUntil(() -> robot.lookup("#print-" + screen.what().word()).tryQuery().isPresent());
            robot.clickOn("#print-" + screen.what().word());
            DeskFixture.waitUntil(() -> printDialog().isPresent());
            Stage dialog = printDialog().orElseThrow();
            ComboBox<?> what = (ComboBox<?>) dialog.getScene().lookup("#printWhat");
            ComboBox<?> competition = (ComboBox<?>) dialog.getScene().lookup("#printCompetition");
            String where = screen.section().title() + " screen";
            assertEquals(screen.what(), what.getValue(), where + ": the kind of paper");
            assertEquals(screen.perCompetition() ? screen.competition() : "", competition.getValue(), where + ": the competition");
            robot.interact(dialog::close);
            DeskFixture.waitUntil(() -> printDialog().isEmpty());
        }
        assertTrue(printDialog().isEmpty());
    }

    private static Optional<Stage> printDialog() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && "Print".equals(s.getTitle()) && s.isShowing())
                .map(w -> (Stage) w).findFirst();
    }
}
