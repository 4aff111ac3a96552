package taikai.ui.courts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;
import taikai.ui.shell.Section;

/**
 * Issue 22: while neither the courts' screen nor the schedule is in sight, a read of the folder is not
 * worked into their queues and timelines at once; each shows the last read the moment it is chosen.
 * A waiting match moved to another court by a hand edit, read while the tournament screen is shown,
 * is in that court's queue and on its timeline as soon as each screen is opened.
 */
@ExtendWith(ApplicationExtension.class)
class OutOfSightScreensTest {
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aReadMadeOutOfSightIsShownTheMomentTheCourtsOrTheScheduleIsChosen(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot);
        desk.laptopScreen(robot);
        assertEquals(Section.TOURNAMENT, desk.desktop.shell().selectedProperty().get());

        Path csv = day.resolve("competitions/naginata-shiai/pool-matches.csv");
        String text = Files.readString(csv, StandardCharsets.UTF_8);
        String row = "Pool A,2,Tobias Klein,Antoine Leroy,,,,0,0,,scheduled,A,";
        assertTrue(text.contains(row), "the sample's waiting match on court A");
        Files.writeString(csv, text.replace(row, "Pool A,2,Tobias Klein,Antoine Leroy,,,,0,0,,scheduled,D,"),
                StandardCharsets.UTF_8);
        robot.interact(() -> desk.session.reload());
        DeskFixture.waitUntil(() -> desk.session.snapshotProperty().get().match("naginata-shiai", "Pool A-2")
                .map(m -> m.court().equals("D")).orElse(false));

        robot.clickOn("Courts");
        DeskFixture.waitUntil(() -> robot.lookup("#court-D").tryQuery().isPresent());
        if (robot.lookup("#court-more-D").tryQuery().isPresent()) {
            robot.clickOn("#court-more-D"); // the whole queue, wherever the match came in it
        }
        Node courtD = robot.lookup("#court-D").query();
        assertTrue(robot.from(courtD).lookup((Node n) -> n instanceof Button b && b.getText().contains("Tobias Klein")
                && b.getText().contains("Antoine Leroy")).tryQuery().isPresent(), "the moved match waits on court D");

        robot.clickOn("Schedule");
        DeskFixture.waitUntil(() -> robot.lookup("#schedule-court-D").tryQuery().isPresent());
        Node timelineD = robot.lookup("#schedule-court-D").query();
        assertTrue(robot.from(timelineD).lookup((Node n) -> n.getId() != null && n.getId().startsWith("slot-naginata-shiai"))
                .tryQuery().isPresent(), "the moved match is on court D's timeline");
    }
}
