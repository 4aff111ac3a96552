package taikai.wal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.wal.Folders.NO_PAUSES;
import static taikai.wal.Snapshot.utf8;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.TempFiles;

/**
 * RELIABILITY.md test 2 and 3, after SQLite's I/O error test: fail the k-th file operation of a
 * commit (and of a replay) for every k it uses, once as a single failure and once as "every
 * operation fails from here", and check that no answer is given, that the folder then holds the
 * whole transaction or none of it, and that the next write succeeds.
 */
class IoErrorSweepTest {

    private static final String OTHER = "tournament.md";
    private static final String OTHER_CONTENT = "---\nname: Open\n---\n";

    @TempDir
    Path root;

    @Test
    void aSingleFailureAtAnyPointOfACommitLeavesAllOrNothingOnceReopened() throws IOException {
        sweepCommit(false, true);
    }

    @Test
    void everyOperationFailingFromAnyPointOfACommitLeavesAllOrNothingOnceReopened() throws IOException {
        sweepCommit(true, true);
    }

    @Test
    void afterASingleFailureTheSameLogSettlesTheChangeBeforeItsNextCommit() throws IOException {
        sweepCommit(false, false);
    }

    @Test
    void afterADeadDiskComesBackTheSameLogSettlesTheChangeBeforeItsNextCommit() throws IOException {
        sweepCommit(true, false);
    }

    @Test
    void aFailureAtAnyPointOfAReplayConvergesToTheSameFilesOnTheNextOpen() throws IOException {
        Path template = Files.createDirectories(root.resolve("template"));
        Folders.writeOld(template);
        Folders.crashAfterLogging(template, Folders.change());
        FaultyFileOps counter = new FaultyFileOps();
        WriteAheadLog.open(Folders.copy(template, root.resolve("count")), counter, NO_PAUSES);
        int operations = counted(counter);
        for (boolean persistent : new boolean[] {false, true}) {
            for (int k = 1; k <= operations; k++) {
                Path folder = Folders.copy(template, root.resolve((persistent ? "dead-" : "once-") + k));
                FaultyFileOps ops = persistent ? new FaultyFileOps().failFrom(k) : new FaultyFileOps().failOnce(k);
                IOException thrown = assertThrows(IOException.class, () -> WriteAheadLog.open(folder, ops, NO_PAUSES),
                        "failure at operation " + k);
                assertTrue(thrown.getMessage().contains("injected I/O failure"), thrown.getMessage());

                WriteAheadLog.open(folder);

                assertEquals(Folders.newFiles(), Snapshot.data(folder), "failure at operation " + k);
                assertEquals(List.of(), Snapshot.wal(folder));
            }
        }
    }

    /** Fails each operation of one commit in turn; then reopens, or heals and commits again. */
    private void sweepCommit(boolean persistent, boolean reopen) throws IOException {
        Path counting = Files.createDirectories(root.resolve("count"));
        Folders.writeOld(counting);
        FaultyFileOps counter = new FaultyFileOps();
        WriteAheadLog countingLog = WriteAheadLog.open(counting, counter, NO_PAUSES);
        counter.heal();
        countingLog.commit(Folders.change());
        int operations = counted(counter);

        for (int k = 1; k <= operations; k++) {
            String at = "failure at operation " + k + " of " + operations;
            Path folder = Files.createDirectories(root.resolve("k" + k));
            Folders.writeOld(folder);
            FaultyFileOps ops = new FaultyFileOps();
            WriteAheadLog log = WriteAheadLog.open(folder, ops, NO_PAUSES);
            if (persistent) {
                ops.failFrom(k);
            } else {
                ops.failOnce(k);
            }

            IOException thrown = assertThrows(IOException.class, () -> log.commit(Folders.change()), at);
            assertSaysWhatFailedAndWhere(thrown, at);

            ops.heal();
            WriteAheadLog next = reopen ? WriteAheadLog.open(folder) : log;
            next.commit(Transaction.empty().replace(OTHER, utf8(OTHER_CONTENT)));

            Map<String, String> found = Snapshot.data(folder);
            found.keySet().removeIf(name -> TempFiles.isTemp(name.substring(name.lastIndexOf('/') + 1)));
            found.remove(OTHER);
            assertTrue(found.equals(Folders.oldFiles()) || found.equals(Folders.newFiles()),
                    at + ": neither the old nor the new files but " + found);
            assertEquals(OTHER_CONTENT, Files.readString(folder.resolve(OTHER)), at);
            assertEquals(List.of("taikai.log holding 1"), Snapshot.wal(folder), at + ": the log holds the last change");
            next.close();
            assertEquals(List.of(), Snapshot.wal(folder), at + ": the checkpoint leaves nothing held");
            if (reopen) {
                assertEquals(List.of(), TempFiles.sweep(folder, counter), at + ": a temporary file was left");
            }
        }
    }

    private static void assertSaysWhatFailedAndWhere(IOException thrown, String at) {
        String message = thrown.getMessage();
        assertTrue(message.contains("injected I/O failure"), at + ": " + message);
        boolean namesFile = message.contains(".wal/taikai.log")
                || Folders.change().files().stream().anyMatch(message::contains);
        assertTrue(namesFile, at + ": the sentence names no file: " + message);
    }

    private static int counted(FaultyFileOps counter) {
        int operations = counter.calls().size();
        assertTrue(operations > 10, "a transaction of seven steps uses more than ten operations: " + counter.calls());
        return operations;
    }
}
