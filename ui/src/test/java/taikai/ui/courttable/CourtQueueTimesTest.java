package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.model.match.MatchResult;
import taikai.model.schedule.Expected;
import taikai.model.schedule.Live;
import taikai.ui.DeskFixture;
import taikai.ui.courts.QueueLine;
import taikai.ui.session.Snapshot;

/**
 * Court mode's queue against a real hall server on loopback whose clock reads 14:38 of the sample's
 * day: each waiting match shows its planned time and, when the hall now expects it elsewhere, the
 * expected start; the times follow the hall as its day goes on.
 */
class CourtQueueTimesTest extends CourtTableTest {
    static final long SAMPLE_MOMENT = 1778935061806L + 60_000;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        openDesk(stage);
    }

    @Test
    void eachWaitingMatchShowsWhenTheHallExpectsItToStart(FxRobot robot) throws Exception {
        AtomicLong now = new AtomicLong(SAMPLE_MOMENT);
        hall.restartAt(now::get);
        String court = hall.freeCourt();
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> model.connectedProperty().get() && !model.waiting().isEmpty());

        List<String> times = expectedTimes(model.waiting(), now.get());
        assertEquals(times, model.waiting().stream().map(CourtModeViewModel.QueueItem::time).toList());
        assertTrue(times.stream().anyMatch(t -> t.startsWith("about ")), "the hall expects some of them elsewhere: " + times);
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        DeskFixture.waitUntil(() -> robot.lookup("#court-queue .list-cell").queryAllAs(ListCell.class).stream()
                .anyMatch(cell -> cell.getText() != null && cell.getText().startsWith(first.time() + "  " + first.heading())));
        snapshot(robot, Path.of("target", "court-queue-times.png"));

        // Three hours on, with nothing fought meanwhile: the next read of the hall expects them later
        // (the hall laptop's own zone is the hall's, whatever this machine's is).
        now.set(SAMPLE_MOMENT + 3 * 60 * 60_000);
        robot.interact(model::requestBoard);
        try {
            DeskFixture.waitUntil(() -> !model.waiting().get(0).time().equals(first.time()));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(first + " then " + model.waiting() + " expected " + expectedTimes(model.waiting(), now.get()), e);
        }
        assertEquals(expectedTimes(model.waiting(), now.get()), model.waiting().stream().map(CourtModeViewModel.QueueItem::time).toList());
    }

    /** What each waiting match should read, from the hall's folder and clock. */
    private List<String> expectedTimes(List<CourtModeViewModel.QueueItem> items, long at) throws Exception {
        Snapshot folder = hall.hall.reload();
        Expected expected = Expected.of(folder.tournament().orElseThrow(), folder.states(), new Live(at, ZoneId.systemDefault()));
        return items.stream().map(item -> {
            MatchResult m = folder.match(item.ref().competitionId(), item.ref().matchId()).orElseThrow();
            return QueueLine.time(m.scheduledAt(), expected.start(item.ref().competitionId(), item.ref().matchId()).orElse(""));
        }).toList();
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        taikai.ui.ScenePicture.save(robot, stage.getScene(), file);
    }
}
