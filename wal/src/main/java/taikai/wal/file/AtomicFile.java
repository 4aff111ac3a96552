package taikai.wal.file;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Replaces a file so that a reader, a crash or a power cut sees either the old bytes or the new
 * ones, never a mix (spec section 5, "Every file write is atomic"): write a temporary file beside
 * the target, force it, rename it over the target, force the directory. When another program
 * holds the target the rename is retried with growing pauses ({@link BusyRetry}); when it still
 * fails, or any step fails, the temporary file is removed and the target keeps its old bytes.
 */
public final class AtomicFile {

    private final FileOps ops;
    private final BusyRetry busyRetry;

    public AtomicFile(FileOps ops, BusyRetry busyRetry) {
        this.ops = ops;
        this.busyRetry = busyRetry;
    }

    /** The real disk, with the standard pauses for a busy file. */
    public static AtomicFile onDisk() {
        return new AtomicFile(DiskFileOps.instance(), BusyRetry.STANDARD);
    }

    public void replace(Path target, byte[] bytes) throws IOException {
        replace(target, target.toString(), bytes);
    }

    /**
     * Replaces {@code target} with {@code bytes}, creating missing parent directories durably.
     * {@code shownName} is how error sentences name the file (usually relative to the data folder).
     * Returns only when the new content and its name are on disk.
     *
     * @throws FileBusyException when another program kept the file busy through every pause
     * @throws IOException when a step failed; the sentence says which step and on which file
     */
    public void replace(Path target, String shownName, byte[] bytes) throws IOException {
        Path dir = replaceLeavingDirectoryUnforced(target, shownName, bytes);
        try {
            ops.forceDirectory(dir);
        } catch (IOException e) {
            throw new IOException("The new content of " + shownName + " is in place but its folder could not be "
                    + "forced to disk (" + e.getMessage() + "), so a power cut could bring back the old "
                    + "content; write it again.", e);
        }
    }

    /**
     * {@link #replace} without the final directory force, for a caller that replaces several
     * files and then forces each directory once, before it relies on the new names (the
     * write-ahead log does so before dropping its record). Returns the directory to force.
     */
    public Path replaceLeavingDirectoryUnforced(Path target, String shownName, byte[] bytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = dir.resolve(TempFiles.nameFor(absolute.getFileName().toString()));
        String step = "creating its folder";
        try {
            Directories.ensure(ops, dir);
            step = "writing a temporary copy and forcing it to disk";
            ops.writeNewForced(temp, bytes);
            step = "renaming the temporary copy over it";
            busyRetry.run(absolute, shownName, () -> ops.move(temp, absolute));
        } catch (FileBusyException e) {
            throw discard(temp, e);
        } catch (IOException e) {
            throw discard(temp, new IOException("Could not replace " + shownName + " (failed while " + step + ": "
                    + e.getMessage() + "). Its old content is unchanged; write it again.", e));
        }
        return dir;
    }

    /** Removes the temporary copy after a failure; a failed removal rides along as suppressed. */
    private <E extends IOException> E discard(Path temp, E failure) {
        try {
            ops.delete(temp);
        } catch (IOException | RuntimeException e) {
            failure.addSuppressed(e);
        }
        return failure;
    }
}
