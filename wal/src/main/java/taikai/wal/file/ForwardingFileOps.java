package taikai.wal.file;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Every operation passed on to another {@link FileOps}: the base for a seam that watches, counts or
 * leaves out one or two operations and lets the rest through unchanged. {@link #writeNewForced} and
 * the calls on a file from {@link #open} are not passed on whole: they run as this seam's own
 * {@link #writeNew}, {@link #forceFile}, {@link #writeAt} and {@link #forceData}, so a subclass that
 * watches any of those sees them.
 */
public class ForwardingFileOps implements FileOps {
    private final FileOps delegate;

    public ForwardingFileOps(FileOps delegate) {
        this.delegate = delegate;
    }

    @Override
    public void createDirectories(Path dir) throws IOException {
        delegate.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        delegate.writeNew(file, bytes);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        delegate.writeAt(file, offset, bytes);
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        delegate.truncate(file, sizeBytes);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        delegate.forceFile(file);
    }

    @Override
    public void forceData(Path file) throws IOException {
        delegate.forceData(file);
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        delegate.move(from, to);
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        delegate.forceDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        delegate.delete(file);
    }
}
