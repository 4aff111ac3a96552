package taikai.ui.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;

/**
 * The schedule screen on a real stage with the sample tournament, at the moment its files were last
 * written (14:38 in the hall): each court's timeline with the lunch break, the running kachinuki
 * encounter on court C, the day's end per court; "Plan the day" writes schedule.csv through the road.
 */
@ExtendWith(ApplicationExtension.class)
class ScheduleScreenTest {
    static final long SAMPLE_MOMENT = 1778935061806L + 60_000;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void theSampleDayShowsEachCourtsTimelineAndPlanningItWritesTheSchedule(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot);
        desk.laptopScreen(robot);
        robot.interact(() -> desk.desktop.schedule().useClock(() -> SAMPLE_MOMENT, ZoneId.of("Europe/Amsterdam")));
        robot.clickOn("Schedule");
        DeskFixture.waitUntil(() -> robot.lookup("#schedule-court-A").tryQuery().isPresent());

        assertTrue(robot.lookup("#schedule-court-D").tryQuery().isPresent());
        assertTrue(robot.lookup("#slot-kachinuki-m-r2-0").tryQuery().isPresent(), "the running encounter on court C");
        assertTrue(robot.lookup("#slot-kachinuki-m-r2-0").query().getStyleClass().contains("running"));
        assertTrue(robot.lookup("#slot-break-A-750").tryQuery().isPresent(), "lunch from 12:30 on court A");
        String endA = robot.lookup("#schedule-end-A").queryAs(Label.class).getText();
        assertTrue(endA.startsWith("ends "), endA);
        assertTrue(endA.contains("Court A is "), endA);
        assertFalse(desk.desktop.schedule().ends().isEmpty());
        snapshot(robot, Path.of("target", "schedule-screen.png"));

        // A match's bar is worded when the pointer comes over it (a day of thousands of bars is drawn at once).
        robot.moveTo("#slot-kachinuki-m-r2-0").moveBy(1, 0).moveBy(1, 0);
        DeskFixture.waitUntil(() -> robot.listWindows().stream().anyMatch(w -> w instanceof javafx.scene.control.Tooltip t
                && t.isShowing() && !t.getText().isBlank()));

        robot.clickOn("#schedule-plan");
        DeskFixture.waitUntil(() -> Files.exists(day.resolve("competitions/veterans/schedule.csv"))
                && Files.exists(day.resolve("competitions/kachinuki/schedule.csv")));
        desk.settle();
        String csv = Files.readString(day.resolve("competitions/kachinuki/schedule.csv"));
        assertTrue(csv.startsWith("MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label\n"), csv);
        assertTrue(csv.contains("bracket,R2-Mm-r2-1,C,14:58,scheduled,16-05-2026,,"), csv);
        assertEquals("14:58", desk.session.snapshotProperty().get().match("kachinuki", "m-r2-1").orElseThrow().scheduledAt());
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        taikai.ui.ScenePicture.save(robot, desk.desktop.root().getScene(), file);
    }
}
