package taikai.ui.history;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.road.Request;
import taikai.app.road.actions.court.Requeue;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.ui.DeskFixture;
import taikai.ui.courts.CourtColumn;
import taikai.ui.courts.QueueLine;
import taikai.ui.shell.Section;

/**
 * The history screen on a real stage: a match started, scored from the keyboard and finished on the
 * desktop's sheet reads back on the history screen in words, one card per write, oldest first.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryScreenTest {
    private static final Duration WAIT = Duration.ofSeconds(15);

    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aMatchScoredOnTheSheetReadsInWordsOnTheHistoryScreen(FxRobot robot) throws Exception {
        Path copy = desk.openSample(robot);
        desk.laptopScreen(robot);
        CourtColumn court = freeCourt(robot);
        // A match nothing has been written to yet, so its whole history is this test's.
        QueueLine first = court.waiting().stream().filter(QueueLine::ready).filter(l -> !java.nio.file.Files.exists(
                copy.resolve("competitions/" + l.competitionId() + "/history/" + l.matchId() + ".jsonl"))).findFirst().orElseThrow();
        robot.interact(() -> desk.desktop.shell().select(Section.COURTS));
        robot.interact(() -> desk.desktop.courts().start(first, court.court()));
        await().atMost(WAIT).until(() -> desk.desktop.scoring().currentProperty().get() != null
                && desk.desktop.scoring().currentProperty().get().id().equals(first.matchId())
                && desk.desktop.scoring().currentProperty().get().match().status() == MatchStatus.RUNNING);

        robot.type(KeyCode.F);
        desk.awaitAnswer(robot, "Hansoku for shiro", "recorded.");
        robot.type(KeyCode.P);
        desk.awaitAnswer(robot, "Men for aka", "recorded.");
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        await().atMost(WAIT).until(() -> desk.desktop.scoring().currentProperty().get().match().isCompleted());
        desk.settle();

        MatchResult match = desk.session.snapshotProperty().get().match(first.competitionId(), first.matchId()).orElseThrow();
        String aka = match.sideA().name();
        String shiro = match.sideB().name();
        robot.interact(() -> {
            desk.desktop.shell().select(Section.HISTORY);
            desk.desktop.history().show(new MatchChoice(first.competitionId(), first.matchId(), first.heading()));
        });
        await().atMost(WAIT).until(() -> robot.lookup("#history-view .words").queryAll().size() == 4);

        List<String> words = robot.lookup("#history-view .words").queryAllAs(Label.class).stream().map(Label::getText).toList();
        assertEquals(List.of("Started", "Hansoku for " + shiro + " (shiro, 1st)", "Men for " + aka + " (aka), 1-0",
                "Finished: " + aka + " wins, 1-0"), words);
        snapshot(robot, Path.of("target", "history-screen.png"));
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        taikai.ui.ScenePicture.save(robot, desk.desktop.root().getScene(), file);
    }

    /** A court with a ready match waiting and none running: the sample's running match goes back to its queue if need be. */
    private CourtColumn freeCourt(FxRobot robot) throws Exception {
        for (CourtColumn column : desk.desktop.courts().courts()) {
            if (column.running() == null && column.waiting().stream().filter(QueueLine::ready).count() > 3) {
                return column;
            }
        }
        CourtColumn busy = desk.desktop.courts().courts().stream().filter(c -> c.running() != null).findFirst().orElseThrow();
        desk.session.current().orElseThrow().road().submit(new Request("", "organiser",
                new Requeue(busy.running().competitionId(), busy.running().matchId())));
        robot.interact(() -> desk.session.reload());
        await().atMost(WAIT).until(() -> desk.desktop.courts().courts().stream().anyMatch(c -> c.court().equals(busy.court())
                && c.running() == null));
        return desk.desktop.courts().courts().stream().filter(c -> c.court().equals(busy.court())).findFirst().orElseThrow();
    }
}
