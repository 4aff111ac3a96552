package taikai.app.road.actions.result;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/**
 * The real disk, except that once armed the first rename into the competitions folder fails: the
 * write-ahead log has committed the change by then, and is part way through applying it.
 */
final class FailingMoves implements FileOps {
    private final FileOps disk = DiskFileOps.instance();
    final AtomicBoolean armed = new AtomicBoolean();

    @Override
    public void move(Path from, Path to) throws IOException {
        if (to.toString().contains("competitions") && armed.compareAndSet(true, false)) {
            throw new IOException("the disk refused to rename " + to.getFileName());
        }
        disk.move(from, to);
    }

    @Override
    public void createDirectories(Path dir) throws IOException {
        disk.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        disk.writeNew(file, bytes);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        disk.writeAt(file, offset, bytes);
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        disk.truncate(file, sizeBytes);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        disk.forceFile(file);
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        disk.forceDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        disk.delete(file);
    }
}
