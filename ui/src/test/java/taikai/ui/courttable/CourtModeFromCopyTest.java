package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.app.hall.client.HallCopy;
import taikai.app.hall.client.Outbox;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.ui.DeskFixture;
import taikai.ui.FxUiExecutor;

/**
 * A court table restarted while the hall laptop is away (RELIABILITY.md, promise 5): it connected
 * once, so it starts from the copy of the hall it kept, and its entries wait in the outbox until the
 * hall is back. Real hall server on loopback, real files in the court's own settings folder, the
 * screen through TestFX; each "restart" is a court mode of its own on the same settings folder.
 */
class CourtModeFromCopyTest extends CourtTableTest {
    @Start
    void start(Stage stage) {
        openDesk(stage);
    }

    /** A court mode of its own on the court's settings folder, as a laptop started again would make it. */
    private final class Table implements AutoCloseable {
        final FxUiExecutor entries = new FxUiExecutor();
        final FxUiExecutor network = new FxUiExecutor();
        final CourtModeViewModel model = new CourtModeViewModel(entries, network, () -> courtSettings, ZoneId.systemDefault());

        Table connect(FxRobot robot, String court) throws Exception {
            robot.interact(() -> {
                model.addressProperty().set(hall.address().toString());
                model.codeProperty().set(hall.code(court));
                model.connect();
            });
            DeskFixture.waitUntil(() -> model.connectedProperty().get());
            return this;
        }

        @Override
        public void close() {
            model.closeLink();
            entries.close();
            network.close();
        }
    }

    /** Connects once while the hall answers, starts the first waiting match, and stops: the copy now holds it running. */
    private CourtModeViewModel.QueueItem startedAndKept(FxRobot robot, String court) throws Exception {
        try (Table first = new Table().connect(robot, court)) {
            CourtModeViewModel.QueueItem item = first.model.waiting().get(0);
            robot.interact(() -> first.model.start(item));
            DeskFixture.waitUntil(() -> first.model.runningProperty().get() != null
                    && first.model.runningProperty().get().id().equals(item.ref().matchId()));
            assertTrue(Files.isRegularFile(copyFile(court)), "the copy is kept beside the outbox");
            return item;
        }
    }

    private Path copyFile(String court) {
        return CourtOutboxes.folder(courtSettings, hall.address(), court).resolve(HallCopy.FILE);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aTableRestartedWhileTheHallIsAwayEntersFromItsCopyAndTheEntryLandsOnce(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        CourtModeViewModel.QueueItem started = startedAndKept(robot, court);
        String competition = started.ref().competitionId();
        String match = started.ref().matchId();
        int linesBefore = hall.history(competition, match).size();
        List<Mark> akaBefore = hall.stored(competition, match).sideA().ippons();

        hall.stop();
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> model.connectedProperty().get());
        assertEquals(court, model.courtProperty().get());
        assertTrue(text(robot, "#court-copy").startsWith("The hall laptop cannot be reached: this table works from its"
                + " last copy of the hall, read at "), text(robot, "#court-copy"));
        assertEquals(match, model.runningProperty().get().id(), "the running match as last read");
        assertEquals(match, model.scoring().currentProperty().get().id(), "the scoring sheet shows it");

        robot.clickOn("#aka-M");
        DeskFixture.waitUntil(() -> text(robot, "#court-outbox").startsWith("1 entry waiting since"));
        assertEquals(plus(akaBefore, Mark.MEN), model.scoring().currentProperty().get().match().sideA().ippons());
        String journal = Files.readString(CourtOutboxes.folder(courtSettings, hall.address(), court)
                .resolve(Outbox.JOURNAL_FILE), StandardCharsets.UTF_8);
        assertTrue(journal.contains("\"op\":\"added\"") && journal.contains("\"match\":\"" + match + "\""),
                "the entry is in the outbox on disk: " + journal);

        assertFalse(model.waiting().isEmpty(), "the queue as last read");
        CourtModeViewModel.QueueItem next = model.waiting().get(0);
        robot.interact(() -> model.start(next));
        DeskFixture.waitUntil(() -> model.writes().statusTextProperty().get().contains("cannot be reached"));
        assertTrue(model.writes().statusTextProperty().get().contains("Nothing was sent"),
                "a start needs the hall: " + model.writes().statusTextProperty().get());

        hall.start();
        DeskFixture.waitUntil(() -> hall.stored(competition, match).sideA().ippons().size() > akaBefore.size());
        DeskFixture.waitUntil(() -> text(robot, "#court-outbox").startsWith("Nothing waits"));
        DeskFixture.waitUntil(() -> model.hallCopyProperty().get().isEmpty());
        List<HistoryEntry> lines = hall.history(competition, match);
        assertEquals(linesBefore + 1, lines.size(), "the entry landed once");
        assertEquals(plus(akaBefore, Mark.MEN), hall.stored(competition, match).sideA().ippons());
        assertFalse(robot.lookup("#court-copy").queryAs(Label.class).isVisible(), "a fresh read replaced the copy");
    }

    @Test
    void entriesWaitingAcrossASecondRestartStayOnTheSheetAndLandOnce(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        CourtModeViewModel.QueueItem started = startedAndKept(robot, court);
        String competition = started.ref().competitionId();
        String match = started.ref().matchId();
        int linesBefore = hall.history(competition, match).size();
        List<Mark> shiroBefore = hall.stored(competition, match).sideB().ippons();

        hall.stop();
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> model.connectedProperty().get());
        robot.clickOn("#shiro-K");
        DeskFixture.waitUntil(() -> text(robot, "#court-outbox").startsWith("1 entry waiting since"));
        robot.interact(model::closeLink);

        try (Table third = new Table().connect(robot, court)) {
            assertFalse(third.model.hallCopyProperty().get().isEmpty(), "started from the copy");
            MatchResult shown = third.model.shownMatch(competition, match).orElseThrow();
            assertEquals(plus(shiroBefore, Mark.KOTE), shown.sideB().ippons(), "the sheet shows what waits, as before");
            DeskFixture.waitUntil(() -> third.model.outboxProperty().get().startsWith("1 entry waiting since"));

            hall.start();
            DeskFixture.waitUntil(() -> third.model.outboxProperty().get().startsWith("Nothing waits"));
            DeskFixture.waitUntil(() -> third.model.hallCopyProperty().get().isEmpty());
            assertEquals(linesBefore + 1, hall.history(competition, match).size(), "the entry landed once");
            assertEquals(plus(shiroBefore, Mark.KOTE), hall.stored(competition, match).sideB().ippons());
            assertEquals(plus(shiroBefore, Mark.KOTE), third.model.shownMatch(competition, match).orElseThrow()
                    .sideB().ippons(), "the fresh read holds the entry");
        }
    }

    @Test
    void anotherCourtsCopyIsNotUsed(FxRobot robot) throws Exception {
        List<String> courts = hall.hall.snapshot().courts();
        String kept = courts.get(0);
        String other = courts.get(1);
        new Table().connect(robot, kept).close();
        assertTrue(Files.isRegularFile(copyFile(kept)));

        hall.stop();
        connectOnScreen(robot, hall.code(other));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> !model.errorProperty().get().isEmpty());
        String error = text(robot, "#court-error");
        assertTrue(error.startsWith("The hall laptop at " + hall.address() + " cannot be reached"), error);
        assertFalse(model.connectedProperty().get(), "court " + other + " does not start from court " + kept + "'s copy");
    }

    @Test
    void aDamagedCopyIsSaidInASentenceAndNotUsed(FxRobot robot) throws Exception {
        String court = hall.hall.snapshot().courts().get(0);
        new Table().connect(robot, court).close();
        byte[] whole = Files.readAllBytes(copyFile(court));
        byte[] cut = Arrays.copyOf(whole, whole.length / 3);
        Files.write(copyFile(court), cut);

        hall.stop();
        connectOnScreen(robot, hall.code(court));
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> !model.errorProperty().get().isEmpty());
        String error = text(robot, "#court-error");
        assertTrue(error.startsWith("The hall laptop at " + hall.address() + " cannot be reached"), error);
        assertTrue(error.contains("could not be read (it is cut off or is not JSON), so it was not used"), error);
        assertFalse(model.connectedProperty().get());
        assertArrayEquals(cut, Files.readAllBytes(copyFile(court)), "the damaged copy is left as it is");
    }

    private static List<Mark> plus(List<Mark> marks, Mark mark) {
        List<Mark> all = new java.util.ArrayList<>(marks);
        all.add(mark);
        return all;
    }
}
