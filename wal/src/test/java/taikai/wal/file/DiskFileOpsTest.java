package taikai.wal.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;

class DiskFileOpsTest {

    private final FileOps disk = DiskFileOps.instance();

    @TempDir
    Path dir;

    @Test
    void writeNewRefusesAFileThatExists() throws IOException {
        Path file = Files.writeString(dir.resolve("a"), "kept");
        assertThrows(FileAlreadyExistsException.class, () -> disk.writeNew(file, new byte[] {1}));
        assertEquals("kept", Files.readString(file));
    }

    @Test
    void writeNewForcedWritesTheWholeFileAndRefusesOneThatExists() throws IOException {
        Path file = dir.resolve("copy");
        disk.writeNewForced(file, bytes("all of it"));
        assertEquals("all of it", Files.readString(file));
        assertThrows(FileAlreadyExistsException.class, () -> disk.writeNewForced(file, bytes("again")));
        assertEquals("all of it", Files.readString(file));
    }

    @Test
    void aSeamSeesWriteNewForcedAsAWriteThenAForce() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        Path file = dir.resolve("copy");
        ops.writeNewForced(file, bytes("x"));
        assertEquals(List.of("writeNew " + file, "forceFile " + file), ops.calls());
    }

    @Test
    void aFileHeldOpenIsWrittenInPlaceAndMustExist() throws IOException {
        Path file = Files.writeString(dir.resolve("log"), "0123456789");
        try (FileOps.OpenFile held = disk.open(file)) {
            held.writeAt(2, bytes("ab"));
            held.writeAt(10, bytes("XY"));
            held.forceData();
        }
        assertEquals("01ab456789XY", Files.readString(file));
        assertThrows(java.nio.file.NoSuchFileException.class, () -> disk.open(dir.resolve("none")));
    }

    @Test
    void writeAtOverwritesItsRangeKeepsTheRestAndCreatesAMissingFile() throws IOException {
        Path file = dir.resolve("log");
        disk.writeAt(file, 0, bytes("0123456789"));
        disk.writeAt(file, 3, bytes("abc"));
        assertEquals("012abc6789", Files.readString(file));
        disk.truncate(file, 5);
        assertEquals("012ab", Files.readString(file));
    }

    @Test
    void forcingAFileAndItsDirectorySucceedsOnThisPlatform() throws IOException {
        Path file = Files.writeString(dir.resolve("a"), "x");
        disk.forceFile(file);
        disk.forceDirectory(dir);
        disk.delete(file);
        disk.delete(file);
        assertEquals(List.of(), AtomicFileTest.filesIn(dir));
    }

    @Test
    void creatingFoldersForcesEveryParentThatGainedAnEntry() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        Directories.ensure(ops, dir.resolve("a/b/c"));
        assertEquals(List.of("createDirectories " + dir.resolve("a/b/c"), "forceDirectory " + dir.resolve("a/b"),
                "forceDirectory " + dir.resolve("a"), "forceDirectory " + dir), ops.calls());
        ops.heal();
        Directories.ensure(ops, dir.resolve("a/b/c"));
        assertEquals(List.of(), ops.calls(), "nothing to do for a folder that exists");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
