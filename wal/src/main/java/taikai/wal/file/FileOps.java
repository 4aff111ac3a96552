package taikai.wal.file;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Every file-system step of a crash-safe write that can fail, one method each, so a test can make
 * exactly one of them fail (or all of them from some point on) and check what is left on disk.
 * {@link DiskFileOps} is the real thing; reads are not part of the seam because a failed read
 * changes nothing on disk.
 *
 * <p>A failed {@link #forceFile} is never retried by its callers: after a failed fsync the kernel
 * may have marked the dirty pages clean, so a second fsync can "succeed" without the bytes being
 * on disk. The whole write is done again from its source instead.
 */
public interface FileOps {

    /** Creates the directory and any missing parents; nothing happens when it already exists. */
    void createDirectories(Path dir) throws IOException;

    /** Creates a file that must not exist yet and writes all of {@code bytes} into it. */
    void writeNew(Path file, byte[] bytes) throws IOException;

    /**
     * Creates a file that must not exist yet, writes all of {@code bytes} into it and forces it
     * ({@code fsync}): {@link #writeNew} then {@link #forceFile}, which a seam sees as those two
     * steps. The disk does both through one open file.
     */
    default void writeNewForced(Path file, byte[] bytes) throws IOException {
        writeNew(file, bytes);
        forceFile(file);
    }

    /**
     * Writes {@code bytes} at byte {@code offset} of the file, creating it when missing; bytes
     * already beyond the written range are kept.
     */
    void writeAt(Path file, long offset, byte[] bytes) throws IOException;

    /** Cuts the file to {@code sizeBytes}. */
    void truncate(Path file, long sizeBytes) throws IOException;

    /** Forces the file's content and metadata to the disk ({@code fsync}). */
    void forceFile(Path file) throws IOException;

    /**
     * Forces the file's content and only the metadata needed to read it back ({@code fdatasync}):
     * for a file written in place within its length, no journal commit. A seam that does not tell
     * the two apart forces the whole file.
     */
    default void forceData(Path file) throws IOException {
        forceFile(file);
    }

    /**
     * The file, which must exist, held open to be written in place and its data forced many times
     * over (the log, a generation long): one open instead of one per call. A seam's handle runs each
     * call as this seam's own {@link #writeAt} and {@link #forceData}, so a seam sees every one.
     */
    default OpenFile open(Path file) throws IOException {
        return new OpenFile() {
            @Override
            public void writeAt(long offset, byte[] bytes) throws IOException {
                FileOps.this.writeAt(file, offset, bytes);
            }

            @Override
            public void forceData() throws IOException {
                FileOps.this.forceData(file);
            }

            @Override
            public void close() {
            }
        };
    }

    /** A file held open by {@link #open}; its calls are those of {@link FileOps} on that file. */
    interface OpenFile extends java.io.Closeable {
        void writeAt(long offset, byte[] bytes) throws IOException;

        void forceData() throws IOException;
    }

    /** Renames {@code from} over {@code to} in one atomic step, replacing {@code to} if present. */
    void move(Path from, Path to) throws IOException;

    /**
     * Forces the directory so that entries created, renamed or removed in it survive a power
     * cut: a file's own fsync does not make its name durable.
     */
    void forceDirectory(Path dir) throws IOException;

    /** Removes the file; nothing happens when it is already gone. */
    void delete(Path file) throws IOException;
}
