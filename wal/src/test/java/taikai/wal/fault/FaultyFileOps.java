package taikai.wal.fault;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/**
 * The real file system with failures injected on demand: the k-th operation fails once (a
 * transient error) or every operation from the k-th on fails (a dead disk, or a crash at that
 * point), or moves report the target busy as Windows does while a spreadsheet holds it. Every
 * call is counted and logged so a test can first learn how many operations a write uses and then
 * fail each of them in turn (SQLite's I/O error test).
 */
public final class FaultyFileOps implements FileOps {

    private final FileOps disk = DiskFileOps.instance();
    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());
    private int failAt = Integer.MAX_VALUE;
    private boolean persistent;
    private String interleaveBefore;
    private Interleaved interleaved;
    private Path heldFile;
    private int refusalsLeft;

    /** Operation number {@code k} (counting from 1 after this call) fails, and only it. */
    public synchronized FaultyFileOps failOnce(int k) {
        calls.clear();
        failAt = k;
        persistent = false;
        return this;
    }

    /** Operation number {@code k} (counting from 1 after this call) and every later one fail. */
    public synchronized FaultyFileOps failFrom(int k) {
        calls.clear();
        failAt = k;
        persistent = true;
        return this;
    }

    /**
     * Another program holds {@code file} open: the next {@code refusals} moves onto it (or off
     * it) are refused the way Windows refuses them, then it is released.
     */
    public synchronized FaultyFileOps holdOpen(Path file, int refusals) {
        heldFile = file.toAbsolutePath().normalize();
        refusalsLeft = refusals;
        return this;
    }

    /** What another program does to the folder between two of our steps. */
    @FunctionalInterface
    public interface Interleaved {
        void run() throws IOException;
    }

    /**
     * Runs {@code action} once, just before the first operation whose log line ("step path")
     * starts with {@code callPrefix}: another program changing the folder at that moment.
     */
    public synchronized FaultyFileOps interleave(String callPrefix, Interleaved action) {
        interleaveBefore = callPrefix;
        interleaved = action;
        return this;
    }

    /** No more failures; the count starts again from zero. */
    public synchronized FaultyFileOps heal() {
        calls.clear();
        failAt = Integer.MAX_VALUE;
        persistent = false;
        heldFile = null;
        refusalsLeft = 0;
        return this;
    }

    /** The operations since the last reset, as "step path", in order. */
    public List<String> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    @Override
    public void createDirectories(Path dir) throws IOException {
        enter("createDirectories", dir);
        disk.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        enter("writeNew", file);
        disk.writeNew(file, bytes);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        enter("writeAt", file);
        disk.writeAt(file, offset, bytes);
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        enter("truncate", file);
        disk.truncate(file, sizeBytes);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        enter("forceFile", file);
        disk.forceFile(file);
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        enter("move", to);
        synchronized (this) {
            if (refusalsLeft > 0 && (isHeld(from) || isHeld(to))) {
                refusalsLeft--;
                throw new AccessDeniedException(from.toString(), to.toString(),
                        "The process cannot access the file because it is being used by another process");
            }
        }
        disk.move(from, to);
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        enter("forceDirectory", dir);
        disk.forceDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        enter("delete", file);
        disk.delete(file);
    }

    private boolean isHeld(Path path) {
        return path.toAbsolutePath().normalize().equals(heldFile);
    }

    private synchronized void enter(String step, Path path) throws IOException {
        String call = step + " " + path;
        if (interleaved != null && call.startsWith(interleaveBefore)) {
            Interleaved action = interleaved;
            interleaved = null;
            action.run();
        }
        calls.add(call);
        int number = calls.size();
        if (number == failAt || (persistent && number > failAt)) {
            throw new IOException("injected I/O failure of " + step + " on " + path.getFileName());
        }
    }
}
