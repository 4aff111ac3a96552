package taikai.ui.courts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/**
 * A court with a long queue shows its first {@link CourtsView#SHOWN} waiting matches and a button for
 * the rest (a tournament of 3,000 entrants queues hundreds on each court, and building a button row
 * for every one held the screen for seconds); the button shows them all, and then the first again.
 */
@ExtendWith(ApplicationExtension.class)
class CourtsQueueCutTest {
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aLongQueueShowsItsFirstMatchesAndTheRestOnAsking(FxRobot robot) throws Exception {
        Path day = desk.folder("day");
        TestFolders.drawn(day).close();
        Path csv = day.resolve("competitions/" + TestFolders.MEN + "/pool-matches.csv");
        Files.writeString(csv, Files.readString(csv, StandardCharsets.UTF_8).replace(",scheduled,B,", ",scheduled,A,"),
                StandardCharsets.UTF_8);
        desk.open(robot, day);
        desk.laptopScreen(robot);
        int waiting = desk.desktop.courts().courts().stream().filter(c -> c.court().equals("A")).findFirst()
                .orElseThrow().waiting().size();
        assertTrue(waiting > CourtsView.SHOWN + 3, "court A queues every pool bout: " + waiting);

        robot.clickOn("Courts");
        DeskFixture.waitUntil(() -> robot.lookup("#court-A").tryQuery().isPresent());
        assertEquals(CourtsView.SHOWN, robot.lookup("#court-A .match.waiting").queryAll().size());
        Button more = robot.lookup("#court-more-A").queryButton();
        assertEquals("Show " + (waiting - CourtsView.SHOWN) + " more", more.getText());

        robot.interact(more::fire); // below the column's fold, as an organiser scrolls to it
        DeskFixture.waitUntil(() -> robot.lookup("#court-A .match.waiting").queryAll().size() == waiting);
        assertEquals("Show the first " + CourtsView.SHOWN + " only", robot.lookup("#court-more-A").queryButton().getText());

        robot.interact(() -> robot.lookup("#court-more-A").queryButton().fire());
        DeskFixture.waitUntil(() -> robot.lookup("#court-A .match.waiting").queryAll().size() == CourtsView.SHOWN);
    }
}
