package taikai.wal.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/** The real file system behind {@link FileOps}. */
public final class DiskFileOps implements FileOps {

    private static final DiskFileOps INSTANCE =
            new DiskFileOps(System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows"));

    private final boolean windows;

    private DiskFileOps(boolean windows) {
        this.windows = windows;
    }

    public static DiskFileOps instance() {
        return INSTANCE;
    }

    @Override
    public void createDirectories(Path dir) throws IOException {
        Files.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            writeFully(channel, 0, bytes);
        }
    }

    @Override
    public void writeNewForced(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            writeFully(channel, 0, bytes);
            channel.force(true);
        }
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            writeFully(channel, offset, bytes);
        }
    }

    @Override
    public OpenFile open(Path file) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE);
        return new OpenFile() {
            @Override
            public void writeAt(long offset, byte[] bytes) throws IOException {
                writeFully(channel, offset, bytes);
            }

            @Override
            public void forceData() throws IOException {
                channel.force(false);
            }

            @Override
            public void close() throws IOException {
                channel.close();
            }
        };
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.truncate(sizeBytes);
        }
    }

    /**
     * Opens the file again to force it. fsync works on the file, not on the descriptor; since
     * Linux 4.16 a write-back error not yet seen by anyone is reported to a descriptor opened
     * after it happened, so nothing is missed by not keeping the writing descriptor open. On
     * Windows FlushFileBuffers needs a handle opened for writing, hence WRITE.
     */
    @Override
    public void forceFile(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    @Override
    public void forceData(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(false);
        }
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * Opens the directory for reading and forces it (POSIX fsync on a directory descriptor).
     * Windows cannot open a directory as a channel at all (it throws), and offers no directory
     * flush to Java; NTFS journals its metadata, so the step is skipped there. That is the one
     * place where Taikai's guarantee is weaker on Windows: a power cut right after a rename may
     * bring back the old name.
     */
    @Override
    public void forceDirectory(Path dir) throws IOException {
        if (windows) {
            return;
        }
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    @Override
    public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }

    private static void writeFully(FileChannel channel, long offset, byte[] bytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long position = offset;
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }
}
