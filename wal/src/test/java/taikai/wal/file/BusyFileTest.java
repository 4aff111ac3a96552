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
    void a_move_refused_while_another_program_holds_the_file_is_retried_until_it_succeeds() throws IOException {
        Path target = dir.resolve("pool-matches.csv");
        Files.writeString(target, "old");
        FaultyFileOps ops = new FaultyFileOps().holdOpen(target, 4);
        new AtomicFile(ops, SHORT_PAUSES).replace(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("new", Files.readString(target));
        assertEquals(5, ops.calls().stream().filter(call -> call.startsWith("move ")).count());
        assertEquals(List.of(target), AtomicFileTest.filesIn(dir));
    }

    @Test
    void a_file_busy_through_every_pause_throws_file_busy_naming_it_and_keeps_the_old_content() throws IOException {
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
    void the_standard_pauses_grow_from_50_to_800_millis() {
        assertEquals(List.of(50L, 100L, 200L, 400L, 800L), BusyRetry.STANDARD.pausesMillis());
    }

    @Test
    void only_access_denied_and_a_sharing_violation_count_as_busy() {
        assertTrue(BusyRetry.isBusy(new AccessDeniedException("a.csv")));
        assertTrue(BusyRetry.isBusy(new FileSystemException("a.csv", null,
                "The process cannot access the file because it is being used by another process")));
        assertFalse(BusyRetry.isBusy(new NoSuchFileException("a.csv")));
        assertFalse(BusyRetry.isBusy(new AtomicMoveNotSupportedException("a", "b", "cross-device")));
    }

    @Test
    void a_failure_that_is_not_busy_is_thrown_at_once_without_a_pause() {
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
    void an_interrupted_pause_stops_the_retry_and_keeps_the_interrupt() {
        Thread.currentThread().interrupt();
        assertThrows(java.io.InterruptedIOException.class, () -> SHORT_PAUSES.run(dir, "a.csv", () -> {
            throw new AccessDeniedException("a.csv");
        }));
        assertTrue(Thread.interrupted(), "the interrupt flag is kept for the caller");
    }
}
