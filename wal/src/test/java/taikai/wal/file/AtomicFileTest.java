package taikai.wal.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;

class AtomicFileTest {

    private static final BusyRetry NO_PAUSES = new BusyRetry(List.of());

    @TempDir
    Path dir;

    @Test
    void aReaderNeverSeesAMixOfOldAndNewContent() throws Exception {
        byte[] small = filled('a', 1_000);
        byte[] large = filled('b', 9_000);
        Path target = dir.resolve("pool-matches.csv");
        AtomicFile atomicFile = AtomicFile.onDisk();
        atomicFile.replace(target, small);

        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger reads = new AtomicInteger();
        AtomicReference<String> mixed = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            while (writing.get() && mixed.get() == null) {
                try {
                    byte[] seen = Files.readAllBytes(target);
                    reads.incrementAndGet();
                    if (!Arrays.equals(seen, small) && !Arrays.equals(seen, large)) {
                        mixed.set(seen.length + " bytes starting with " + (char) seen[0]);
                    }
                } catch (IOException e) {
                    mixed.set("a read failed: " + e);
                }
            }
        });
        reader.start();
        for (int i = 0; i < 200; i++) {
            atomicFile.replace(target, i % 2 == 0 ? large : small);
        }
        writing.set(false);
        reader.join();

        assertEquals(null, mixed.get(), "the reader saw a torn file");
        assertTrue(reads.get() > 0, "the reader never ran");
        assertArrayEquals(small, Files.readAllBytes(target));
        assertEquals(List.of(target), filesIn(dir), "no temporary file is left behind");
    }

    @Test
    void replaceCreatesMissingFoldersAndLeavesNoTemporaryFile() throws IOException {
        Path target = dir.resolve("competitions/open/history/m1.jsonl");
        AtomicFile.onDisk().replace(target, "line\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("line\n", Files.readString(target));
        assertEquals(List.of(target), filesIn(dir));
    }

    @Test
    void aFailedStepBeforeTheRenameKeepsTheOldBytesAndRemovesTheTemporaryFile() throws IOException {
        Path target = dir.resolve("seeds.csv");
        Files.writeString(target, "old");
        // With the folder present a replace uses: writeNew, forceFile, move, forceDirectory.
        for (int k = 1; k <= 3; k++) {
            FaultyFileOps ops = new FaultyFileOps().failOnce(k);
            IOException thrown = assertThrows(IOException.class,
                    () -> new AtomicFile(ops, NO_PAUSES).replace(target, "seeds.csv", "new".getBytes(StandardCharsets.UTF_8)));
            assertEquals("old", Files.readString(target), "step " + k);
            assertEquals(List.of(target), filesIn(dir), "step " + k + " left a temporary file");
            assertTrue(thrown.getMessage().startsWith("Could not replace seeds.csv (failed while "), thrown.getMessage());
            assertTrue(thrown.getMessage().contains("injected I/O failure"), thrown.getMessage());
        }
    }

    @Test
    void aFailedDirectoryForceIsReportedBecauseTheNewNameMayNotSurviveAPowerCut() throws IOException {
        Path target = dir.resolve("bracket.json");
        Files.writeString(target, "old");
        FaultyFileOps ops = new FaultyFileOps().failOnce(4);
        IOException thrown = assertThrows(IOException.class,
                () -> new AtomicFile(ops, NO_PAUSES).replace(target, "bracket.json", "new".getBytes(StandardCharsets.UTF_8)));
        assertTrue(thrown.getMessage().contains("bracket.json") && thrown.getMessage().contains("power cut"),
                thrown.getMessage());
        assertEquals(List.of("writeNew", "forceFile", "move", "forceDirectory"),
                ops.calls().stream().map(call -> call.split(" ")[0]).toList());
        assertEquals(List.of(target), filesIn(dir));
    }

    @Test
    void aCallerThatForcesDirectoriesItselfGetsTheFolderToForceAndNoForceOfIt() throws IOException {
        Path target = dir.resolve("bracket.json");
        FaultyFileOps ops = new FaultyFileOps();
        Path toForce = new AtomicFile(ops, NO_PAUSES).replaceLeavingDirectoryUnforced(target, "bracket.json",
                "new".getBytes(StandardCharsets.UTF_8));
        assertEquals(dir.toAbsolutePath(), toForce);
        assertEquals(List.of("writeNew", "forceFile", "move"), ops.calls().stream().map(call -> call.split(" ")[0]).toList());
        assertEquals("new", Files.readString(target));
    }

    @Test
    void aFailedRemovalOfTheTemporaryFileRidesAlongWithTheFirstFailure() throws IOException {
        Path target = dir.resolve("pools.csv");
        FaultyFileOps ops = new FaultyFileOps().failFrom(2); // forceFile fails, and so does the clean-up
        IOException thrown = assertThrows(IOException.class,
                () -> new AtomicFile(ops, NO_PAUSES).replace(target, "pools.csv", new byte[] {1}));
        assertEquals(1, thrown.getSuppressed().length);
        assertFalse(Files.exists(target));
        List<Path> left = filesIn(dir);
        assertEquals(1, left.size());
        assertTrue(TempFiles.isTemp(left.get(0).getFileName().toString()), "a later sweep can recognise " + left);
    }

    static byte[] filled(char c, int length) {
        byte[] bytes = new byte[length];
        Arrays.fill(bytes, (byte) c);
        return bytes;
    }

    static List<Path> filesIn(Path tree) throws IOException {
        try (Stream<Path> walk = Files.walk(tree)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
