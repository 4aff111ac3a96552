package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decision 0030: the entries that landed stay in the outbox's answered tail for ten minutes (500 at
 * most), across a restart of the court table, and a move to a promoted hall puts them back on the queue
 * before the entries still waiting, with their keys and stamps, oldest first.
 */
class AnsweredTailTest {
    @TempDir
    Path folder;

    private final FakeDeviceClock clock = new FakeDeviceClock(1_700_000_000_000L, "run-1");

    @Test
    void landedEntriesArePutBackBeforeTheWaitingOnesAndRefusedOnesAreNot() throws IOException {
        PendingEntry applied;
        PendingEntry held;
        PendingEntry waiting;
        try (Outbox outbox = Outbox.open(folder, clock)) {
            applied = outbox.add(OutboxTest.draft("men for aka"), 0);
            PendingEntry refused = outbox.add(OutboxTest.draft("kote for shiro"), 0);
            held = outbox.add(OutboxTest.draft("do for aka"), 0);
            waiting = outbox.add(OutboxTest.draft("hansoku for shiro"), 0);
            outbox.remove(applied.key(), "applied");
            outbox.remove(refused.key(), "refused");
            outbox.remove(held.key(), "held");
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(List.of(waiting), reopened.pending());
            assertEquals(2, reopened.requeueAnswered());
            assertEquals(List.of(applied, held, waiting), reopened.pending(), "oldest first, the same keys and stamps");
        }
        try (Outbox again = Outbox.open(folder, clock)) {
            assertEquals(List.of(applied, held, waiting), again.pending(), "the put-back queue is on disk");
        }
    }

    @Test
    void aTailCutOffByACrashNeverKeepsTheOutboxFromOpening() throws IOException {
        PendingEntry first;
        try (Outbox outbox = Outbox.open(folder, clock)) {
            first = outbox.add(OutboxTest.draft("men for aka"), 0);
            outbox.remove(first.key(), "applied");
        }
        java.nio.file.Files.writeString(folder.resolve(AnsweredTail.FILE), "0badc0de {\"op\":\"answ",
                java.nio.file.StandardOpenOption.APPEND);
        try (Outbox outbox = Outbox.open(folder, clock)) {
            PendingEntry second = outbox.add(OutboxTest.draft("kote for shiro"), 0);
            outbox.remove(second.key(), "applied");
            assertEquals(2, outbox.requeueAnswered());
            assertEquals(List.of(first, second), outbox.pending());
        }
    }

    @Test
    void theTailKeepsTenMinutesAndAtMostFiveHundredEntries() throws IOException {
        try (Outbox outbox = Outbox.open(folder, clock)) {
            PendingEntry old = outbox.add(OutboxTest.draft("men for aka"), 0);
            outbox.remove(old.key(), "applied");
            clock.pass(AnsweredTail.KEPT_MILLIS + 1);
            for (int i = 0; i < AnsweredTail.KEPT_ENTRIES + 20; i++) {
                PendingEntry e = outbox.add(OutboxTest.draft("entry " + i), 0);
                outbox.remove(e.key(), "duplicate");
            }
            List<PendingEntry> last = outbox.pending();
            assertEquals(0, last.size());
            assertEquals(AnsweredTail.KEPT_ENTRIES, outbox.requeueAnswered());
            assertEquals("entry 20", outbox.pending().get(0).draft().label(), "the oldest ones went first");
        }
    }
}
