package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.BusyRetry;

/**
 * Opening a folder whose last change was cut off after it reached the write-ahead log: the change
 * is finished before anything reads the folder, and the window says so in a notice.
 */
@ExtendWith(ApplicationExtension.class)
class OpenRecoveryJourneyTest {
    /** Logging a change once the log file exists takes two file steps (its frame written, then forced). */
    private static final int LOGGING_STEPS = 2;

    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aChangeCutOffAfterItWasLoggedIsFinishedOnOpenAndTheNoticeSaysSo(FxRobot robot) throws Exception {
        Path day = desk.folder("day");
        TestFolders.drawn(day);
        Files.createDirectories(day.resolve(WriteAheadLog.DIRECTORY));
        String renamed = Files.readString(day.resolve("tournament.md")).replace("name: Amsterdam Taikai 2027",
                "name: Amsterdam Taikai 2027 (recovered)");
        FaultyFileOps crash = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(day, crash, new BusyRetry(List.of()));
        crash.failFrom(LOGGING_STEPS + 1);
        assertThrows(IOException.class, () -> log.commit(Transaction.empty().replace("tournament.md",
                renamed.getBytes(StandardCharsets.UTF_8))), "the injected crash stops the change after it was logged");
        assertEquals(1, WriteAheadLog.changesHeldIn(day), "one change waits in the log");

        desk.open(robot, day);

        assertEquals(renamed, Files.readString(day.resolve("tournament.md")), "the logged change was finished");
        assertTrue(robot.lookup("#notice-bar").query().isVisible(), "the notice is shown above the screens");
        String notice = robot.lookup("#notice-bar .label").queryAllAs(Label.class).stream().map(Label::getText)
                .filter(t -> t.startsWith("Opening the folder recovered")).findFirst().orElse("");
        assertTrue(notice.startsWith("Opening the folder recovered its write-ahead log: Finished a change that was"
                + " interrupted"), notice);
        assertEquals("Amsterdam Taikai 2027 (recovered)", desk.desktop.tournamentSettings().nameProperty().get());
    }
}
