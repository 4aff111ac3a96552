package taikai.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import taikai.wal.WriteAheadLog;

/**
 * The disk's floor under a write: the same forced writes of the same sizes, with no logic at all.
 * A file in the log's folder is written in place at the start of a reused file and its data forced
 * ({@code fdatasync}), as the log's frame is; any other forced file is written to a temporary copy,
 * forced and renamed over its target, as a replaced data file is (decision 0016). Nothing that keeps
 * each file whole on a power cut and the change durable can cost less than this. The road's own
 * checkpoint, which after 512 writes or 16 MB of log forces the appended history files and the folders renamed into,
 * is left out of the floor and counted in the road's samples.
 */
final class DiskFloor {
    private static final int LOG_HEADER = 32;
    private final List<Path> targets = new ArrayList<>();
    private final List<Boolean> inPlace = new ArrayList<>();
    private final List<byte[]> contents = new ArrayList<>();

    /** The floor of {@code shape}, written under {@code root} at the same paths as the write's files. */
    DiskFloor(Path root, WriteShape shape) {
        for (WriteShape.Forced file : shape.files()) {
            targets.add(root.resolve(file.path()));
            inPlace.add(file.path().startsWith(WriteAheadLog.DIRECTORY + "/"));
            byte[] bytes = new byte[file.sizeBytes()];
            Arrays.fill(bytes, (byte) 'x');
            contents.add(bytes);
        }
    }

    void write() throws IOException {
        for (int i = 0; i < targets.size(); i++) {
            Path target = targets.get(i);
            Files.createDirectories(target.getParent());
            if (inPlace.get(i)) {
                try (FileChannel channel = FileChannel.open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                    writeFully(channel, LOG_HEADER, contents.get(i));
                    channel.force(false);
                }
            } else {
                Path temp = target.resolveSibling(target.getFileName() + ".floor-tmp");
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE,
                        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                    writeFully(channel, 0, contents.get(i));
                    channel.force(true);
                }
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private static void writeFully(FileChannel channel, long at, byte[] bytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long position = at;
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }
}
