package taikai.storage.store.crash;

import java.io.IOException;
import java.nio.file.Path;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/**
 * The real disk, with a pause before every rename: a store write that answers once its log frame is
 * forced (decision 0031) applies its results file by a rename after the answer, so the pause widens
 * the moment between the answer and the apply and a random kill lands in it often.
 */
public final class ApplyPause implements FileOps {
    /** The child's pause before each rename, in milliseconds (0: none). */
    static final String PROPERTY = "taikai.storm.applyPauseMillis";

    private final FileOps disk = DiskFileOps.instance();
    private final long pauseMillis;
    private final java.util.concurrent.atomic.AtomicLong renames = new java.util.concurrent.atomic.AtomicLong();

    public ApplyPause(long pauseMillis) {
        this.pauseMillis = pauseMillis;
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
    public void forceData(Path file) throws IOException {
        disk.forceData(file);
    }

    @Override
    public OpenFile open(Path file) throws IOException {
        return disk.open(file);
    }

    /** Renames wait from now until {@link #release}, whatever the pause. */
    public void hold() {
        gate = new java.util.concurrent.CountDownLatch(1);
    }

    /** Lets held renames go. */
    public void release() {
        gate.countDown();
    }

    private volatile java.util.concurrent.CountDownLatch gate;

    @Override
    public void move(Path from, Path to) throws IOException {
        try {
            java.util.concurrent.CountDownLatch held = gate;
            if (held != null) {
                held.await();
            }
            Thread.sleep(pauseMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        disk.move(from, to);
        renames.incrementAndGet();
    }

    /** How many renames have been made. */
    public long renames() {
        return renames.get();
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
