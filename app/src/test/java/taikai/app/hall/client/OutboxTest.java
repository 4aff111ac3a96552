package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.DiskSteps;
import taikai.wal.file.FileOps;

class OutboxTest {
    @TempDir
    Path folder;

    private final FakeDeviceClock clock = new FakeDeviceClock(1_700_000_000_000L, "run-1");

    static EntryDraft draft(String label) {
        return new EntryDraft("mens-individual", "p1-m3", "board-3", 1, label,
                "{\"side\": \"aka\", \"mark\": \"M\"}");
    }

    private Path journal() {
        return folder.resolve(Outbox.JOURNAL_FILE);
    }

    @Test
    void addReturnsOnlyAfterTheLineIsForced() throws IOException {
        List<String> forcedContents = new ArrayList<>();
        FileOps recording = new DiskSteps() {
            @Override
            public void forceFile(Path file) throws IOException {
                super.forceFile(file);
                forcedContents.add(Files.readString(file));
            }
        };
        try (Outbox outbox = Outbox.open(folder, clock, recording)) {
            forcedContents.clear();
            PendingEntry entry = outbox.add(draft("men for aka"), 250);
            assertEquals(1, forcedContents.size(), "one force per saved entry");
            assertTrue(forcedContents.get(0).contains(entry.key()), "the forced bytes hold the new entry");
            assertEquals(clock.wallMillis() + 250, entry.madeAt(), "the stamp is the device time plus the offset");
            assertEquals(clock.monotonicNanos(), entry.monotonicNanos());
            assertEquals("run-1", entry.runId());
        }
    }

    @Test
    void keyIsMadeOnceAsAUuid() throws IOException {
        try (Outbox outbox = Outbox.open(folder, clock)) {
            PendingEntry first = outbox.add(draft("men for aka"), 0);
            PendingEntry second = outbox.add(draft("men for aka"), 0);
            assertNotEquals(first.key(), second.key(), "two entries, even with the same content, are two keys");
            assertEquals(first.key(), UUID.fromString(first.key()).toString());
        }
    }

    @Test
    void pendingEntriesSurviveARestartOldestFirst() throws IOException {
        List<PendingEntry> saved = new ArrayList<>();
        try (Outbox outbox = Outbox.open(folder, clock)) {
            for (String label : List.of("men for aka", "kote for shiro", "hansoku for aka")) {
                saved.add(outbox.add(draft(label), 40));
                clock.pass(1_000);
            }
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(saved, reopened.pending(), "same entries, same keys, same stamps, oldest first");
            assertEquals(Optional.empty(), reopened.tornTail());
            assertEquals(saved.get(0).enteredAtMillis(), reopened.waitingSince().orElseThrow().toEpochMilli());
        }
    }

    @Test
    void tornLastLineIsLeftOutAndReported() throws IOException {
        List<PendingEntry> saved = saveTwo();
        Files.writeString(journal(), "0badc0de {\"op\":\"added\",\"key\":\"ab", StandardOpenOption.APPEND);
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(saved, reopened.pending(), "the entries saved before the cut survive");
            assertTrue(reopened.tornTail().orElseThrow().contains("line 3"), reopened.tornTail().toString());
            assertFalse(Files.readString(journal()).contains("0badc0de"), "the cut-off bytes are rewritten away");
            saved.add(reopened.add(draft("do for shiro"), 0));
        }
        try (Outbox again = Outbox.open(folder, clock)) {
            assertEquals(saved, again.pending(), "an entry saved after the repair is read back too");
            assertEquals(Optional.empty(), again.tornTail());
        }
    }

    @Test
    void zerosAtTheEndAreACutOffLine() throws IOException {
        List<PendingEntry> saved = saveTwo();
        Files.write(journal(), new byte[4096], StandardOpenOption.APPEND);
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(saved, reopened.pending());
            assertTrue(reopened.tornTail().isPresent());
        }
    }

    @Test
    void lastLineFailingItsChecksumIsACutOffLine() throws IOException {
        List<PendingEntry> saved = saveTwo();
        String text = Files.readString(journal());
        int lastLine = text.lastIndexOf('\n', text.length() - 2) + 1;
        Files.writeString(journal(), text.substring(0, lastLine) + text.substring(lastLine).replace("kote", "tsuki"));
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(saved.subList(0, 1), reopened.pending(), "only the damaged last entry is left out");
            assertTrue(reopened.tornTail().orElseThrow().contains("line 2"));
        }
    }

    @Test
    void damagedLineBeforeGoodOnesStopsTheOutboxAndLeavesTheFile() throws IOException {
        saveTwo();
        String text = Files.readString(journal());
        Files.writeString(journal(), text.replaceFirst("men for aka", "men for shiro"));
        byte[] before = Files.readAllBytes(journal());
        IOException refused = assertThrows(IOException.class, () -> Outbox.open(folder, clock));
        assertTrue(refused.getMessage().contains("line 1"), refused.getMessage());
        assertArrayEquals(before, Files.readAllBytes(journal()), "a damaged outbox is never rewritten");
        Files.writeString(journal(), text);
        try (Outbox repaired = Outbox.open(folder, clock)) {
            assertEquals(2, repaired.size(), "a refused open leaves the outbox free for the next one");
        }
    }

    @Test
    void removedEntryStaysRemovedAfterARestart() throws IOException {
        List<PendingEntry> saved = saveTwo();
        try (Outbox outbox = Outbox.open(folder, clock)) {
            outbox.remove(saved.get(0).key(), "applied");
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(saved.subList(1, 2), reopened.pending());
            assertEquals(1, Files.readAllLines(journal()).size(), "opening compacts answered entries away");
        }
    }

    @Test
    void journalIsRewrittenEmptyWhenNothingWaits() throws IOException {
        List<PendingEntry> saved = saveTwo();
        try (Outbox outbox = Outbox.open(folder, clock)) {
            outbox.remove(saved.get(0).key(), "applied");
            assertTrue(Files.size(journal()) > 0);
            outbox.remove(saved.get(1).key(), "duplicate");
            assertEquals(0, Files.size(journal()));
            PendingEntry next = outbox.add(draft("men for aka"), 0);
            assertEquals(List.of(next), outbox.pending(), "the outbox goes on appending after compaction");
        }
    }

    @Test
    void rebuiltStampIsSavedBeforeItIsSent() throws IOException {
        PendingEntry rebuilt;
        try (Outbox outbox = Outbox.open(folder, clock)) {
            PendingEntry entry = outbox.add(draft("men for aka"), 600_000);
            rebuilt = entry.withStamp(entry.enteredAtMillis() + 1_000);
            outbox.restamp(rebuilt);
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(List.of(rebuilt), reopened.pending());
            assertTrue(reopened.pending().get(0).restamped(), "a rebuilt stamp is not rebuilt a second time");
        }
    }

    @Test
    void secondWindowCannotOpenTheSameOutbox() throws IOException {
        try (Outbox first = Outbox.open(folder, clock)) {
            IOException refused = assertThrows(IOException.class, () -> Outbox.open(folder, clock));
            assertTrue(refused.getMessage().startsWith("Another Taikai window"), refused.getMessage());
        }
    }

    @Test
    void failedForceLeavesTheEntryUnsavedAndTheNextAddRewritesTheJournal() throws IOException {
        boolean[] failNext = {false};
        FileOps failing = new DiskSteps() {
            @Override
            public void forceFile(Path file) throws IOException {
                if (failNext[0]) {
                    failNext[0] = false;
                    throw new IOException("Input/output error");
                }
                super.forceFile(file);
            }
        };
        PendingEntry kept;
        try (Outbox outbox = Outbox.open(folder, clock, failing)) {
            failNext[0] = true;
            assertThrows(IOException.class, () -> outbox.add(draft("men for aka"), 0));
            assertEquals(0, outbox.size(), "an entry whose save failed is not waiting");
            kept = outbox.add(draft("kote for shiro"), 0);
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(List.of(kept), reopened.pending(), "the bytes of the failed save were rewritten away");
        }
    }

    @Test
    void failedCompactionLeavesAJournalThatStillReadsRight() throws IOException {
        FileOps noMove = new DiskSteps() {
            @Override
            public void move(Path from, Path to) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        PendingEntry entry;
        try (Outbox outbox = Outbox.open(folder, clock)) {
            entry = outbox.add(draft("men for aka"), 0);
        }
        try (Outbox outbox = Outbox.open(folder, clock, noMove)) {
            outbox.remove(entry.key(), "applied");
            assertEquals(0, outbox.size());
        }
        try (var files = Files.list(folder)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().contains("tmp")).collect(
                    java.util.stream.Collectors.toList()), "no temporary file is left behind");
        }
        try (Outbox reopened = Outbox.open(folder, clock)) {
            assertEquals(List.of(), reopened.pending(), "the done record was forced before the compaction failed");
        }
    }

    @Test
    void entryThatIsNotAJsonObjectIsRefusedBeforeSaving() throws IOException {
        try (Outbox outbox = Outbox.open(folder, clock)) {
            EntryDraft bad = new EntryDraft("mens-individual", "p1-m3", "board-3", 1, "men for aka", "[1, 2");
            assertThrows(IllegalArgumentException.class, () -> outbox.add(bad, 0));
            assertEquals(0, Files.size(journal()));
        }
    }

    @Test
    void waitingSenderWakesWhenAnEntryIsSaved() throws Exception {
        try (Outbox outbox = Outbox.open(folder, clock)) {
            FutureTask<Optional<PendingEntry>> waiting = new FutureTask<>(() -> outbox.awaitOldest(5_000));
            Thread sender = new Thread(waiting, "waiting-sender");
            sender.start();
            // The entry is saved once the sender waits inside awaitOldest, not before it got there.
            eventually().until(() -> sender.getState() == Thread.State.TIMED_WAITING);
            PendingEntry entry = outbox.add(draft("men for aka"), 0);
            assertEquals(Optional.of(entry), waiting.get(2, TimeUnit.SECONDS));
        }
    }

    private List<PendingEntry> saveTwo() throws IOException {
        List<PendingEntry> saved = new ArrayList<>();
        try (Outbox outbox = Outbox.open(folder, clock)) {
            saved.add(outbox.add(draft("men for aka"), 0));
            saved.add(outbox.add(draft("kote for shiro"), 0));
        }
        assertTrue(new String(Files.readAllBytes(journal()), StandardCharsets.UTF_8).endsWith("\n"));
        return saved;
    }
}
