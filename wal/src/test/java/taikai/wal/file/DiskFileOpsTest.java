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
    void write_new_refuses_a_file_that_exists() throws IOException {
        Path file = Files.writeString(dir.resolve("a"), "kept");
        assertThrows(FileAlreadyExistsException.class, () -> disk.writeNew(file, new byte[] {1}));
        assertEquals("kept", Files.readString(file));
    }

    @Test
    void write_new_forced_writes_the_whole_file_and_refuses_one_that_exists() throws IOException {
        Path file = dir.resolve("copy");
        disk.writeNewForced(file, bytes("all of it"));
        assertEquals("all of it", Files.readString(file));
        assertThrows(FileAlreadyExistsException.class, () -> disk.writeNewForced(file, bytes("again")));
        assertEquals("all of it", Files.readString(file));
    }

    @Test
    void a_seam_sees_write_new_forced_as_a_write_then_a_force() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        Path file = dir.resolve("copy");
        ops.writeNewForced(file, bytes("x"));
        assertEquals(List.of("writeNew " + file, "forceFile " + file), ops.calls());
    }

    @Test
    void a_file_held_open_is_written_in_place_and_must_exist() throws IOException {
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
    void write_at_overwrites_its_range_keeps_the_rest_and_creates_a_missing_file() throws IOException {
        Path file = dir.resolve("log");
        disk.writeAt(file, 0, bytes("0123456789"));
        disk.writeAt(file, 3, bytes("abc"));
        assertEquals("012abc6789", Files.readString(file));
        disk.truncate(file, 5);
        assertEquals("012ab", Files.readString(file));
    }

    @Test
    void forcing_a_file_and_its_directory_succeeds_on_this_platform() throws IOException {
        Path file = Files.writeString(dir.resolve("a"), "x");
        disk.forceFile(file);
        disk.forceDirectory(dir);
        disk.delete(file);
        disk.delete(file);
        assertEquals(List.of(), AtomicFileTest.filesIn(dir));
    }

    @Test
    void creating_folders_forces_every_parent_that_gained_an_entry() throws IOException {
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
