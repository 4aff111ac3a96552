package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CourtLinkTest {
    private static final long HOUR_MILLIS = 3_600_000;
    private static final long STAMP_SLACK_MILLIS = 5_000;

    @TempDir
    Path folder;

    private final ScriptedHall hall = new ScriptedHall().start();

    @AfterEach
    void stop() {
        hall.close();
    }

    @Test
    void enteredEntryLandsStampedInTheHallLaptopsTimeAndTheFeedFollows() throws Exception {
        hall.serverTime = () -> System.currentTimeMillis() + HOUR_MILLIS; // the hall laptop runs an hour ahead
        Recorded screen = new Recorded();
        FeedClientTest.Heard heard = new FeedClientTest.Heard();
        try (CourtLink link = CourtLink.start(folder, URI.create(hall.base()), ScriptedHall.COURT_CODE, screen, 0,
                heard)) {
            eventually().until(link::clockSynced);
            PendingEntry entry = link.enter(OutboxTest.draft("men for aka"));
            eventually().until(() -> screen.landedKeys.size() == 1);
            long stampError = hall.received.get(0).madeAt() - (entry.enteredAtMillis() + HOUR_MILLIS);
            assertTrue(Math.abs(stampError) < STAMP_SLACK_MILLIS, "stamped in the hall laptop's time: " + stampError);
            hall.publish("{\"match\":\"p1-m3\"}");
            eventually().until(() -> heard.notes.size() == 1);
            assertEquals(1, link.lastSequence());
            assertEquals(List.of(entry.key()), hall.appliedInOrder);
        }
    }
}
