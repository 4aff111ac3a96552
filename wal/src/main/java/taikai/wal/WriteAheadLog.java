package taikai.wal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileBusyException;
import taikai.wal.file.FileOps;

/**
 * Makes a change to several files land whole or not at all (spec section 5, "Multi file changes
 * are transactional"). {@link #commit} logs the transaction as one checksummed record in
 * {@code <root>/.wal/} (written to a temporary name, forced, renamed into place, directory
 * forced), then applies each step atomically, forces what changed, and removes the record. It
 * returns only when the new files and their names are on disk; the record's removal is made
 * durable by the next commit's own force of {@code .wal/} (decision 0012). {@link #open} finishes any record a crash left.
 *
 * <p>After a commit fails part way its record may still be pending; until it is finished nothing
 * else may be written on top of the files it touches, or a later replay would bring back old
 * bytes. So the next commit first replays the log (the same as reopening the folder) and refuses
 * to go on while that fails. One instance per data folder: two processes replaying one log at
 * once would interleave.
 */
public final class WriteAheadLog {

    /** The log's folder inside the data folder (file-formats.md, "Folder"). */
    public static final String DIRECTORY = ".wal";

    private final Path root;
    private final Path walDir;
    private final FileOps ops;
    private final AtomicFile atomicFile;
    private final StepApplier applier;
    private final Replay replay;
    private final PathLocks pathLocks = new PathLocks();
    private final ReentrantReadWriteLock recoveryGate = new ReentrantReadWriteLock();
    private final AtomicLong nextSequence = new AtomicLong(1);
    private final List<String> notices = new CopyOnWriteArrayList<>();
    private volatile boolean needsReplay;

    private WriteAheadLog(Path root, FileOps ops, BusyRetry busyRetry) {
        this.root = root.toAbsolutePath().normalize();
        this.walDir = this.root.resolve(DIRECTORY);
        this.ops = ops;
        this.atomicFile = new AtomicFile(ops, busyRetry);
        this.applier = new StepApplier(this.root, ops, busyRetry);
        this.replay = new Replay(this.root, ops, busyRetry, applier, Clock.systemUTC());
    }

    /** Opens the log of the data folder on the real disk, finishing whatever a crash left. */
    public static WriteAheadLog open(Path root) throws IOException {
        return open(root, DiskFileOps.instance(), BusyRetry.STANDARD);
    }

    /**
     * Opens the log, removes leftover temporary files in {@code .wal/} and in the folders of the
     * records it finds, and replays those records in order. What it found is in {@link #notices}.
     *
     * @throws IOException when a record could not be finished; it stays in place for next time
     */
    public static WriteAheadLog open(Path root, FileOps ops, BusyRetry busyRetry) throws IOException {
        WriteAheadLog log = new WriteAheadLog(root, ops, busyRetry);
        log.nextSequence.set(log.replay.run(true, log.notices) + 1);
        return log;
    }

    /** Sentences for a person about what opening (and any later replay) found and did. */
    public List<String> notices() {
        return List.copyOf(notices);
    }

    /**
     * Commits the transaction and returns once every file holds its new content on disk.
     * Transactions touching a common file are applied one after the other in commit order;
     * others run in parallel.
     *
     * @throws FileBusyException when another program holds one of the files; retry later
     * @throws IOException when a step failed; the sentence names the step and the file. The files
     *     are then each at their old or new content, settled whole by the next commit or open.
     */
    public void commit(Transaction transaction) throws IOException {
        if (transaction.isEmpty()) {
            return;
        }
        while (true) {
            recoveryGate.readLock().lock();
            try {
                if (!needsReplay) {
                    List<ReentrantLock> held = pathLocks.lockAll(transaction.paths());
                    try {
                        // Checked again under the file locks: a commit that failed on these
                        // files raised the flag before releasing them.
                        if (!needsReplay) {
                            commitLocked(transaction);
                            return;
                        }
                    } finally {
                        PathLocks.unlockAll(held);
                    }
                }
            } finally {
                recoveryGate.readLock().unlock();
            }
            replayPending();
        }
    }

    private void commitLocked(Transaction transaction) throws IOException {
        List<Step> steps = planned(transaction.steps());
        long sequence = nextSequence.getAndIncrement();
        Path record = walDir.resolve(RecordName.of(sequence));
        String shownRecord = DIRECTORY + "/" + record.getFileName();
        try {
            atomicFile.replace(record, shownRecord, RecordCodec.encode(sequence, steps));
        } catch (IOException | RuntimeException e) {
            needsReplay = true; // the record may have reached its name before the failure
            throw new IOException("Could not log the change to " + String.join(", ", transaction.files()) + ": "
                    + e.getMessage() + " The change is not confirmed: the next write or the next opening of the "
                    + "folder either completes it or finds no trace of it. Try again.", e);
        }
        try {
            applier.apply(steps, false);
            // The removal is not forced here: the next commit forces .wal/ for its own record
            // before it touches any file, which makes this removal durable too; until then a
            // power cut can at most bring back this record, whose steps are all on disk, and
            // replaying it writes the same bytes again (decision 0012).
            ops.delete(record);
        } catch (FileBusyException e) {
            needsReplay = true;
            throw e;
        } catch (IOException | RuntimeException e) {
            needsReplay = true;
            throw new IOException(e.getMessage() + " The change is kept in " + shownRecord
                    + " and is finished by the next write or the next opening of the folder.", e);
        }
    }

    /**
     * Finishes a change a failed commit left pending, so a reader that is about to read files and
     * write on top of them sees that change first. A store calls it under its lock before it reads:
     * otherwise a write computed from the files as they were would replace the pending change's
     * bytes when it commits.
     *
     * @throws IOException when the pending change still cannot be finished; nothing may be written then
     */
    public void settle() throws IOException {
        if (needsReplay) {
            replayPending();
        }
    }

    /** Replays the log while no commit runs, the same as reopening the folder. */
    private void replayPending() throws IOException {
        recoveryGate.writeLock().lock();
        try {
            if (needsReplay) {
                // Temporary files beside data files are not swept here: a plain AtomicFile write
                // elsewhere in the folder may be running and owns its file until its rename.
                List<String> found = new ArrayList<>();
                long highest = replay.run(false, found);
                nextSequence.accumulateAndGet(highest + 1, Math::max);
                found.stream().filter(notice -> !notices.contains(notice)).forEach(notices::add);
                needsReplay = false;
            }
        } finally {
            recoveryGate.writeLock().unlock();
        }
    }

    /**
     * Fixes each append's offset to the file's current length and refuses a set-aside name that
     * is taken, both under the file locks. The offset is what lets a replay recognise an append
     * that already landed, so it is never written twice.
     */
    private List<Step> planned(List<Step> steps) throws IOException {
        List<Step> planned = new ArrayList<>(steps.size());
        for (Step step : steps) {
            Path file = step.path().resolveIn(root);
            if (step.kind() == Step.Kind.APPEND) {
                planned.add(step.plannedAt(Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? Files.size(file) : 0));
                continue;
            }
            if (step.kind() == Step.Kind.RENAME_ASIDE
                    && Files.exists(step.target().resolveIn(root), LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(step.target().value(), null, "Cannot set " + step.path()
                        + " aside as " + step.target() + " because that name is taken; nothing was changed. "
                        + "Choose a name that is not in use.");
            }
            planned.add(step);
        }
        return planned;
    }
}
