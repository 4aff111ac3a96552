package taikai.app.testing;

import java.io.IOException;
import java.nio.file.Path;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/** The real disk, step by step, for a test to override the one step it records or makes fail. */
public class DiskSteps implements FileOps {
    private final FileOps disk = DiskFileOps.instance();

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
    public void move(Path from, Path to) throws IOException {
        disk.move(from, to);
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
