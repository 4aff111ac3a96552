package taikai.wal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.Directories;
import taikai.wal.file.FileBusyException;
import taikai.wal.file.FileOps;

/**
 * Applies the steps of one record so that applying them again gives the same files: a replay may
 * run after a crash at any point of an earlier apply, or after a crash during an earlier replay.
 * Every step forces what it touches even when it finds its work already done, because bytes that
 * survived a killed process may still be only in the page cache.
 */
final class StepApplier {

    private final Path root;
    private final FileOps ops;
    private final BusyRetry busyRetry;
    private final AtomicFile atomicFile;

    StepApplier(Path root, FileOps ops, BusyRetry busyRetry) {
        this.root = root;
        this.ops = ops;
        this.busyRetry = busyRetry;
        this.atomicFile = new AtomicFile(ops, busyRetry);
    }

    /**
     * Applies every step in order, then forces each directory an entry changed in, once. A commit
     * ({@code replaying} false) leaves out the folder of an append to a file that already existed:
     * no name was created there, and the file's own force makes the appended bytes durable. A
     * replay forces every folder a step touched, because an earlier run that crashed may have
     * created the name without forcing its folder.
     */
    void apply(List<Step> steps, boolean replaying) throws IOException {
        Set<Path> changedDirectories = new LinkedHashSet<>();
        for (Step step : steps) {
            try {
                applyOne(step, changedDirectories, replaying);
            } catch (FileBusyException e) {
                throw e.shownAs(step.path().value());
            } catch (IOException e) {
                if (step.kind() == Step.Kind.REPLACE) {
                    throw e; // AtomicFile's sentence already names the file and the step
                }
                throw new IOException("Could not " + verb(step) + " " + step.path() + ": " + e.getMessage(), e);
            }
        }
        for (Path dir : changedDirectories) {
            if (Files.isDirectory(dir)) {
                try {
                    ops.forceDirectory(dir);
                } catch (IOException e) {
                    throw new IOException("Could not force the folder " + shown(dir) + " to disk: " + e.getMessage(), e);
                }
            }
        }
    }

    /**
     * Applies every step in order as a commit whose record the log has already forced (decision
     * 0016): a replaced file's temporary copy is forced before its rename, so the name never shows
     * a half-written file, but nothing else is forced here. The files and folders that still need a
     * force are added to {@code files} and {@code directories}, for the checkpoint that ends the
     * log's generation; until then a replay of the log brings back whatever a power cut takes.
     */
    void applyLogged(List<Step> steps, Set<Path> files, Set<Path> directories) throws IOException {
        for (Step step : steps) {
            Path file = step.path().resolveIn(root);
            try {
                switch (step.kind()) {
                    case REPLACE -> directories.add(
                            atomicFile.replaceLeavingDirectoryUnforced(file, step.path().value(), step.bytes()));
                    case APPEND -> {
                        long length = lengthOf(file);
                        if (length != step.offset()) {
                            // Under the file's lock nothing of Taikai's writes to it: another program did.
                            throw new IOException("it is " + length + " bytes long, " + (length < step.offset()
                                    ? "shorter" : "longer") + " than the " + step.offset() + " bytes it had when the "
                                    + "change was logged; another program changed it meanwhile");
                        }
                        if (length == 0) {
                            Directories.ensure(ops, file.getParent()); // a file with bytes has its folder
                        }
                        String shown = step.path().value();
                        busyRetry.run(file, shown, () -> ops.writeAt(file, step.offset(), step.bytes()));
                        files.add(file);
                        directories.add(file.getParent());
                    }
                    case DELETE -> {
                        busyRetry.run(file, step.path().value(), () -> ops.delete(file));
                        directories.add(file.getParent());
                    }
                    case RENAME_ASIDE -> {
                        Path target = step.target().resolveIn(root);
                        renameAside(file, target);
                        directories.add(file.getParent());
                        directories.add(target.getParent());
                    }
                }
            } catch (FileBusyException e) {
                throw e.shownAs(step.path().value());
            } catch (IOException e) {
                if (step.kind() == Step.Kind.REPLACE) {
                    throw e;
                }
                throw new IOException("Could not " + verb(step) + " " + step.path() + ": " + e.getMessage(), e);
            }
        }
    }

    private void applyOne(Step step, Set<Path> changedDirectories, boolean replaying) throws IOException {
        Path file = step.path().resolveIn(root);
        switch (step.kind()) {
            case REPLACE -> changedDirectories.add(
                    atomicFile.replaceLeavingDirectoryUnforced(file, step.path().value(), step.bytes()));
            case APPEND -> {
                boolean existed = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
                Directories.ensure(ops, file.getParent());
                append(file, step.offset(), step.bytes());
                if (replaying || !existed) {
                    changedDirectories.add(file.getParent());
                }
            }
            case DELETE -> {
                busyRetry.run(file, step.path().value(), () -> ops.delete(file));
                changedDirectories.add(file.getParent());
            }
            case RENAME_ASIDE -> {
                Path target = step.target().resolveIn(root);
                renameAside(file, target);
                changedDirectories.add(file.getParent());
                changedDirectories.add(target.getParent());
            }
        }
    }

    /**
     * The record is the truth for the bytes from {@code offset} on. Already there: nothing to
     * write. File exactly {@code offset} long: append. Longer but different from {@code offset}
     * on: the tail is an interrupted copy of this same append (a crash can leave it cut short or
     * filled with zeros or garbage), so it is overwritten and cut to length; nothing else writes
     * to the file while this record is pending, because commits to one file are serialised.
     * Shorter than {@code offset}: the file was cut by hand after the crash, and no offset rule
     * could tell a second replay whether the bytes are in already; {@link Replay} re-plans such
     * an append durably before applying, so here it is an error.
     */
    private void append(Path file, long offset, byte[] bytes) throws IOException {
        String shown = shown(file);
        long length = Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? Files.size(file) : -1;
        long end = offset + bytes.length;
        if (length >= end && holdsAt(file, offset, bytes)) {
            // Already applied by an earlier run; forced below all the same.
        } else if (Math.max(length, 0) >= offset) {
            busyRetry.run(file, shown, () -> ops.writeAt(file, offset, bytes));
            if (length > end) {
                busyRetry.run(file, shown, () -> ops.truncate(file, end));
            }
        } else {
            throw new IOException("it is " + Math.max(length, 0) + " bytes long, shorter than the " + offset
                    + " bytes it had when the change was logged; another program changed it meanwhile");
        }
        busyRetry.run(file, shown, () -> ops.forceFile(file));
    }

    /** Never overwrites: the target name is fresh when committed, so its presence means done. */
    private void renameAside(Path from, Path to) throws IOException {
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS) || !Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Directories.ensure(ops, to.getParent());
        busyRetry.run(from, shown(from), () -> ops.move(from, to));
    }

    /** The file's length, following a link as a write to it does; 0 when there is no file. One look at the disk. */
    static long lengthOf(Path file) throws IOException {
        try {
            return Files.size(file);
        } catch (NoSuchFileException e) {
            return 0;
        }
    }

    static boolean holdsAt(Path file, long offset, byte[] expected) throws IOException {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return expected.length == 0 && offset == 0;
        }
        ByteBuffer found = ByteBuffer.allocate(expected.length);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            while (found.hasRemaining()) {
                if (channel.read(found, offset + found.position()) < 0) {
                    return false;
                }
            }
        } catch (FileSystemException e) {
            return false;
        }
        return Arrays.equals(found.array(), expected);
    }

    private String shown(Path path) {
        return root.toAbsolutePath().normalize().relativize(path).toString().replace('\\', '/');
    }

    private static String verb(Step step) {
        return switch (step.kind()) {
            case REPLACE -> "replace";
            case APPEND -> "append to";
            case DELETE -> "remove";
            case RENAME_ASIDE -> "set aside";
        };
    }
}

