package taikai.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import taikai.wal.file.AtomicFile;

/**
 * The disk's floor under a write: the same files, of the same sizes, each replaced by
 * {@link AtomicFile#replace} (write, force, atomic rename, force the directory) with no logic at
 * all. Nothing that keeps each file whole on a power cut can cost less than this.
 */
final class DiskFloor {
    private final AtomicFile atomicFile = AtomicFile.onDisk();
    private final List<Path> targets = new ArrayList<>();
    private final List<byte[]> contents = new ArrayList<>();

    /** The floor of {@code shape}, written under {@code root} at the same paths as the write's files. */
    DiskFloor(Path root, WriteShape shape) {
        for (WriteShape.Forced file : shape.files()) {
            targets.add(root.resolve(file.path()));
            byte[] bytes = new byte[file.sizeBytes()];
            Arrays.fill(bytes, (byte) 'x');
            contents.add(bytes);
        }
    }

    void write() throws IOException {
        for (int i = 0; i < targets.size(); i++) {
            atomicFile.replace(targets.get(i), contents.get(i));
        }
    }
}
