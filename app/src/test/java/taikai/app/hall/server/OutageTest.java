package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.client.PendingEntry;
import taikai.app.road.Outcome;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;

/**
 * Issue item 8 (b) and (d), RELIABILITY.md promise 5 and test 8, with the real court client against
 * the real server: entries made while the hall laptop is down wait in the outbox and land once each,
 * in order, after it comes back on the same port; a court whose clock is ten minutes fast is refused,
 * learns the hall laptop's time, and its entry lands with a sane stamp.
 */
class OutageTest {
    @TempDir
    Path temp;

    private HallFixture hall;
    private Court court;

    @AfterEach
    void stop() throws Exception {
        if (court != null) {
            court.close();
        }
        hall.close();
    }

    private static List<String> keys(List<HistoryEntry> lines) {
        List<String> keys = new ArrayList<>();
        lines.forEach(line -> keys.add(line.asked().key()));
        return keys;
    }

    @Test
    void entriesMadeWhileTheServerIsDownWaitAndLandOnceEachInOrderAfterItRestarts() throws Exception {
        hall = new HallFixture(temp).start();
        MatchResult match = hall.matchesOn("A").get(0);
        court = new Court("court A", temp.resolve("outbox"), hall.base(), hall.courtCodes.get("A"), DeviceClock.SYSTEM)
                .synced().start();
        for (int i = 0; i < 10; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        eventually().until(() -> court.drained());

        hall.stop();
        for (int i = 10; i < 30; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        // The sender has tried the hall laptop and found it away: from then on nothing can land, so
        // every entry made while it is down waits in the outbox.
        eventually().alias("the court says the hall laptop cannot be reached")
                .until(() -> court.sender.state().problem().contains("cannot be reached"));
        int waiting = court.outbox.size();
        assertEquals(20, waiting, "the entries wait in the outbox while the hall laptop is away");
        hall.start();
        eventually().until(() -> court.drained());

        List<String> entered = new ArrayList<>();
        court.entered.forEach(e -> entered.add(e.key()));
        List<HistoryEntry> lines = hall.history(match.id());
        System.out.printf("server restart: %d entered, %d waited in the outbox, %d history lines, %d distinct%n",
                entered.size(), waiting, lines.size(), keys(lines).stream().distinct().count());
        assertEquals(entered, keys(lines), "each entry landed once, in the order entered");
        assertEquals("", court.sender.state().problem());
    }

    @Test
    void aCourtTenMinutesFastIsRefusedResyncsAndItsEntryLandsWithASaneStamp() throws Exception {
        hall = new HallFixture(temp).start();
        MatchResult match = hall.matchesOn("B").get(0);
        court = new Court("court B", temp.resolve("outbox"), hall.base(), hall.courtCodes.get("B"),
                new SkewedClock(10 * 60_000)).start(); // never synced: its stamps are its own clock's
        PendingEntry entry = court.enter(Entries.draft(match.id(), "board-b", 1, 1));
        assertTrue(entry.madeAt() - System.currentTimeMillis() > 9 * 60_000, "stamped ten minutes ahead");

        eventually().until(() -> court.drained());

        assertEquals(Outcome.APPLIED.code(), court.outcomes.get(entry.key()), court.notices.toString());
        long offset = court.clock.offsetMillis();
        assertTrue(Math.abs(offset + 10 * 60_000) < 2_000, "the court learnt the hall laptop's time: " + offset);
        List<HistoryEntry> lines = hall.history(match.id());
        assertEquals(1, lines.size(), "the refused try left no line, the retry one");
        HistoryEntry line = lines.get(0);
        assertEquals(entry.key(), line.asked().key(), "the same key, rebuilt stamp and all");
        long drift = line.arrival().receivedAt() - line.arrival().madeAt();
        System.out.printf("clock skew: device 600 s fast, offset learnt %d ms, stamp %d ms before arrival%n", offset, drift);
        assertTrue(drift >= 0 && drift < 5_000, "a sane stamp: " + drift + " ms before it arrived");
    }
}
