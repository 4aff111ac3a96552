package taikai.wal.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;

class BusyFileTest {

    private static final BusyRetry SHORT_PAUSES = new BusyRetry(List.of(1L, 2L, 4L, 8L, 16L));

    @TempDir
    Path dir;

    @Test
    void aMoveRefusedWhileAnotherProgramHoldsTheFileIsRetriedUntilItSucceeds() throws IOException {
        Path target = dir.resolve("pool-matches.csv");
        Files.writeString(target, "old");
        FaultyFileOps ops = new FaultyFileOps().holdOpen(target, 4);
        new AtomicFile(ops, SHORT_PAUSES).replace(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("new", Files.readString(target));
        assertEquals(5, ops.calls().stream().filter(call -> call.startsWith("move ")).count());
        assertEquals(List.of(target), AtomicFileTest.filesIn(dir));
    }

    @Test
    void aFileBusyThroughEveryPauseThrowsFileBusyNamingItAndKeepsTheOldContent() throws IOException {
        Path target = dir.resolve("competitions/x/pool-matches.csv");
        Files.createDirectories(target.getParent());
        Files.writeString(target, "old");
        FaultyFileOps ops = new FaultyFileOps().holdOpen(target, Integer.MAX_VALUE);
        FileBusyException thrown = assertThrows(FileBusyException.class, () -> new AtomicFile(ops, SHORT_PAUSES)
                .replace(target, "competitions/x/pool-matches.csv", "new".getBytes(StandardCharsets.UTF_8)));
        assertEquals("competitions/x/pool-matches.csv is open in another program (a spreadsheet such as Excel?). "
                + "Close it and try again; nothing was lost.", thrown.getMessage());
        assertEquals(target, thrown.file());
        assertEquals("old", Files.readString(target));
        assertEquals(6, ops.calls().stream().filter(call -> call.startsWith("move ")).count(), "one try per pause, plus the first");
        assertEquals(List.of(target), AtomicFileTest.filesIn(dir), "the temporary file is removed");
    }

    @Test
    void theStandardPausesGrowFrom50To800Millis() {
        assertEquals(List.of(50L, 100L, 200L, 400L, 800L), BusyRetry.STANDARD.pausesMillis());
    }

    @Test
    void onlyAccessDeniedAndASharingViolationCountAsBusy() {
        assertTrue(BusyRetry.isBusy(new AccessDeniedException("a.csv")));
        assertTrue(BusyRetry.isBusy(new FileSystemException("a.csv", null,
                "The process cannot access the file because it is being used by another process")));
        assertFalse(BusyRetry.isBusy(new NoSuchFileException("a.csv")));
        assertFalse(BusyRetry.isBusy(new AtomicMoveNotSupportedException("a", "b", "cross-device")));
    }

    @Test
    void aFailureThatIsNotBusyIsThrownAtOnceWithoutAPause() {
        AtomicInteger tries = new AtomicInteger();
        NoSuchFileException missing = new NoSuchFileException("a.csv");
        NoSuchFileException thrown = assertThrows(NoSuchFileException.class, () -> SHORT_PAUSES.run(dir, "a.csv", () -> {
            tries.incrementAndGet();
            throw missing;
        }));
        assertSame(missing, thrown);
        assertEquals(1, tries.get());
    }

    @Test
    void anInterruptedPauseStopsTheRetryAndKeepsTheInterrupt() {
        Thread.currentThread().interrupt();
        assertThrows(java.io.InterruptedIOException.class, () -> SHORT_PAUSES.run(dir, "a.csv", () -> {
            throw new AccessDeniedException("a.csv");
        }));
        assertTrue(Thread.interrupted(), "the interrupt flag is kept for the caller");
    }
}
