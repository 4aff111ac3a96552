package taikai.ui.courts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.road.Request;
import taikai.app.road.actions.court.Requeue;
import taikai.model.schedule.Clock;
import taikai.ui.DeskFixture;
import taikai.ui.shell.Section;

/**
 * The Courts screen on a real stage with the sample at 14:38 in the hall: each waiting match shows
 * when it is now expected to start beside its planned time, and the estimates move when the day does
 * (a later moment, a running match sent back to its queue).
 */
@ExtendWith(ApplicationExtension.class)
class CourtsEstimatesTest {
    static final long SAMPLE_MOMENT = 1778935061806L + 60_000;
    static final ZoneId HALL = ZoneId.of("Europe/Amsterdam");
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void eachWaitingMatchShowsItsExpectedStartAndTheEstimatesMoveWithTheDay(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot);
        AtomicLong now = new AtomicLong(SAMPLE_MOMENT);
        desk.laptopScreen(robot);
        robot.interact(() -> {
            desk.desktop.courts().useClock(now::get, HALL);
            desk.desktop.shell().select(Section.COURTS);
            desk.session.reload();
        });
        DeskFixture.waitUntil(() -> desk.desktop.courts().courts().stream()
                .anyMatch(c -> c.waiting().stream().anyMatch(l -> !l.expected().isEmpty())));
        CourtColumn courtC = column("C");
        QueueLine next = courtC.waiting().get(0);
        assertTrue(!next.expected().isEmpty(), next.toString());
        Button shown = robot.lookup("#queue-" + taikai.ui.pools.PoolsView.idOf(next.competitionId() + "-" + next.matchId()))
                .queryAs(Button.class);
        assertTrue(shown.getText().startsWith("1. " + next.time() + "  "), shown.getText());
        assertTrue(Clock.minutes(next.expected()) >= Clock.minutes("14:39"), "nothing waiting starts before now: " + next);
        snapshot(robot, Path.of("target", "courts-estimates.png"));

        // Half an hour on with court C's encounter still running, and nothing written or read: its
        // queue is expected later all the same.
        robot.interact(() -> {
            now.set(SAMPLE_MOMENT + 30 * 60_000);
            desk.desktop.courts().timePassed();
        });
        DeskFixture.waitUntil(() -> !column("C").waiting().get(0).expected().equals(next.expected()));
        QueueLine later = column("C").waiting().get(0);
        assertEquals(next.matchId(), later.matchId());
        assertTrue(Clock.minutes(later.expected()) > Clock.minutes(next.expected())
                && Clock.minutes(later.expected()) >= Clock.minutes("15:09"), "not before the running encounter ends, nor before now: "
                + later + " after " + next);
        assertTrue(later.time().startsWith("about " + later.expected()), later.time());

        // The running encounter goes back to the queue: the result arrives and the estimates move again.
        QueueLine running = column("C").running();
        desk.session.current().orElseThrow().road().submit(new Request("", "organiser",
                new Requeue(running.competitionId(), running.matchId())));
        robot.interact(() -> desk.session.reload());
        DeskFixture.waitUntil(() -> column("C").running() == null);
        assertNotEquals(later.expected(), column("C").waiting().stream().filter(l -> l.matchId().equals(next.matchId()))
                .findFirst().orElseThrow().expected(), "the court is free now, so its queue moves forward");
    }

    private CourtColumn column(String court) {
        return desk.desktop.courts().courts().stream().filter(c -> c.court().equals(court)).findFirst().orElseThrow();
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        taikai.ui.ScenePicture.save(robot, desk.desktop.root().getScene(), file);
    }
}
