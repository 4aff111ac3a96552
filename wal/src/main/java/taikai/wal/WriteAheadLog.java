package taikai.wal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;
import java.util.function.Supplier;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileBusyException;
import taikai.wal.file.FileOps;
import taikai.wal.file.TempFiles;

/**
 * Makes a change to several files land whole or not at all (spec section 5, "Multi file changes
 * are transactional"). {@link #commit} appends the transaction as one checksummed frame to the log
 * file {@code <root>/.wal/taikai.log} and forces it: that single forced write is the commit. It
 * then applies each step atomically (a replaced file's temporary copy is forced before its rename,
 * so a name never shows a half-written file) and returns. The folders renamed into, and the files
 * appended to, are forced together at the next checkpoint, which then begins a new generation of
 * the log; until then the log holds every change, and a replay after a crash or a power cut brings
 * back whatever of them the disk lost (decision 0016, which replaced one record file per change).
 * {@link #open} finishes what a crash left, in records of both formats.
 *
 * <p>A checkpoint runs after {@value #CHECKPOINT_FRAMES} changes or {@value #CHECKPOINT_BYTES}
 * bytes of log, when the log has been idle for a second (on the real disk), and on {@link #close}.
 *
 * <p>After a commit fails part way its change may still be pending; until it is finished nothing
 * else may be written on top of the files it touches, or a later replay would bring back old
 * bytes. So the next commit first replays the log (the same as reopening the folder) and refuses
 * to go on while that fails. One instance per data folder: two processes replaying one log at
 * once would interleave.
 */
public final class WriteAheadLog implements AutoCloseable {

    /** The log's folder inside the data folder (file-formats.md, "Folder"). */
    public static final String DIRECTORY = ".wal";

    /**
     * A checkpoint is due after this many changes in one generation of the log. A checkpoint forces
     * every history file appended to since the last one, so the rarer it is, the more appends to
     * one match's file share a force; what a replay after a crash then has to check grows with it,
     * at one read of each file the changes touched.
     */
    static final int CHECKPOINT_FRAMES = 512;
    /**
     * A checkpoint is due once a generation of the log reaches this many bytes: a frame holds the
     * whole new results file, 80 KB for a competition of 256 matches, so this is what keeps a
     * checkpoint from coming every few writes on a big competition. The log file keeps the size it
     * reached, so its commits overwrite blocks it already has.
     */
    static final long CHECKPOINT_BYTES = 16L << 20;
    private static final long IDLE_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final ScheduledExecutorService IDLE_CHECKPOINTS = Executors.newSingleThreadScheduledExecutor(
            task -> {
                Thread thread = new Thread(task, "taikai-log-checkpoint");
                thread.setDaemon(true);
                return thread;
            });

    private final Path root;
    private final Path walDir;
    private final FileOps ops;
    private final StepApplier applier;
    private final Replay replay;
    private final LogFile log;
    private final LogReplay logReplay;
    private final boolean checkpointWhenIdle;
    private final PathLocks pathLocks = new PathLocks();
    /**
     * Commits hold it for reading from their frame's write to the end of their apply, which may run on
     * another thread than the one that logged it (decision 0031); a replay or a checkpoint holds it for
     * writing, so a generation never ends while a logged change is still being applied.
     */
    private final StampedLock recoveryGate = new StampedLock();
    private final Lock exclusive = recoveryGate.asWriteLock();
    private final List<String> notices = new CopyOnWriteArrayList<>();
    private final Set<Path> unforcedFiles = ConcurrentHashMap.newKeySet();
    private final Set<Path> unforcedDirectories = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean idleCheckScheduled = new AtomicBoolean();
    private volatile long lastCommitNanos;
    private volatile boolean needsReplay;
    private volatile boolean checkpointDue;

    private WriteAheadLog(Path root, FileOps ops, BusyRetry busyRetry, boolean checkpointWhenIdle) {
        this.root = root.toAbsolutePath().normalize();
        this.walDir = this.root.resolve(DIRECTORY);
        this.ops = ops;
        this.applier = new StepApplier(this.root, ops, busyRetry);
        this.replay = new Replay(this.root, ops, busyRetry, applier, Clock.systemUTC());
        this.log = new LogFile(walDir.resolve(LogFile.NAME), ops);
        this.logReplay = new LogReplay(this.root, ops, applier);
        this.checkpointWhenIdle = checkpointWhenIdle;
    }

    /**
     * Opens the log of the data folder on the real disk, finishing whatever a crash left; its
     * checkpoints also run when the log has been idle for a second.
     */
    public static WriteAheadLog open(Path root) throws IOException {
        return open(root, DiskFileOps.instance(), BusyRetry.STANDARD, true);
    }

    /** Opens the log with checkpoints by count, size and {@link #close} only. */
    public static WriteAheadLog open(Path root, FileOps ops, BusyRetry busyRetry) throws IOException {
        return open(root, ops, busyRetry, false);
    }

    /**
     * Opens the log, removes leftover temporary files in {@code .wal/} and in the folders of the
     * records it finds, replays those records in order and begins a new generation of the log.
     * What it found is in {@link #notices}.
     *
     * @throws IOException when a record could not be finished; it stays in place for next time
     */
    public static WriteAheadLog open(Path root, FileOps ops, BusyRetry busyRetry, boolean checkpointWhenIdle)
            throws IOException {
        WriteAheadLog wal = new WriteAheadLog(root, ops, busyRetry, checkpointWhenIdle);
        wal.exclusive.lock();
        try {
            wal.replayLocked(true, wal.notices);
        } finally {
            wal.exclusive.unlock();
        }
        wal.foreignSeen = !wal.listForeign().isEmpty();
        return wal;
    }

    /**
     * How many changes the log file of the data folder holds in its current generation: changes a
     * checkpoint has not yet forced to their files (for tests and for a person's curiosity; a
     * running log's own count may be ahead of the disk).
     */
    public static int changesHeldIn(Path root) throws IOException {
        return LogFile.read(root.resolve(DIRECTORY).resolve(LogFile.NAME)).records().size();
    }

    /**
     * What the log of a data folder holds, found without writing anything (for {@code taikai check},
     * which reads and never writes): {@code wrong} names what a person must act on (a damaged log, a
     * change the other program left pending), {@code notices} what opening the folder will finish.
     */
    public record Inspection(List<String> wrong, List<String> notices) {
    }

    /** Looks at the folder's log and records as {@link Inspection} says; nothing is written or removed. */
    public static Inspection inspect(Path root) throws IOException {
        List<String> wrong = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        Path walDir = root.toAbsolutePath().normalize().resolve(DIRECTORY);
        if (!Files.isDirectory(walDir)) {
            return new Inspection(wrong, notices);
        }
        LogFile.Content content = LogFile.read(walDir.resolve(LogFile.NAME));
        if (content.headerDamaged()) {
            wrong.add(DIRECTORY + "/" + LogFile.NAME + " begins with a damaged header. Opening the folder in Taikai"
                    + " finishes the changes still readable in it and keeps a copy of the damaged file beside it.");
        }
        if (!content.records().isEmpty()) {
            notices.add(DIRECTORY + "/" + LogFile.NAME + " holds " + content.records().size() + (content.records().size()
                    == 1 ? " change" : " changes") + " not yet confirmed in their files; opening the folder in"
                    + " Taikai finishes them. The files were checked as they stand.");
        }
        try (var entries = Files.list(walDir)) {
            for (Path entry : (Iterable<Path>) entries.sorted()::iterator) {
                String name = entry.getFileName().toString();
                if (RecordName.sequenceOf(name).isPresent()) {
                    notices.add(DIRECTORY + "/" + name + " is a change that was interrupted; opening the folder in"
                            + " Taikai finishes it.");
                } else if (RecordName.isForeign(name)) {
                    wrong.add(DIRECTORY + "/" + name + " is a change the other program that keeps this data folder"
                            + " left pending. Open the folder in that program to finish it, or delete the file if the"
                            + " change is not wanted.");
                }
            }
        }
        return new Inspection(wrong, notices);
    }

    /**
     * The pending changes the other program left in {@code .wal/} ({@code <nanos>-<hex>.json}), by file
     * name (decision 0019: no write is taken while one waits, since that program's next start would
     * replay its old copy over the write). Looked for again only while one was seen, so a folder
     * without any pays nothing, and writes are taken again as soon as a person removed the last.
     */
    public List<String> foreignChangesPending() throws IOException {
        if (!foreignSeen) {
            return List.of();
        }
        List<String> found = listForeign();
        foreignSeen = !found.isEmpty();
        return found;
    }

    private volatile boolean foreignSeen;

    private List<String> listForeign() throws IOException {
        Path walDir = root.resolve(DIRECTORY);
        if (!Files.isDirectory(walDir)) {
            return List.of();
        }
        try (var entries = Files.list(walDir)) {
            return entries.map(p -> p.getFileName().toString()).filter(RecordName::isForeign).sorted().toList();
        }
    }

    /** Sentences for a person about what opening (and any later replay) found and did. */
    public List<String> notices() {
        return List.copyOf(notices);
    }

    /**
     * Commits the transaction and returns once its frame is forced to the log and every file holds
     * its new content. Transactions touching a common file are applied one after the other in commit
     * order; others run in parallel and share the log's forces.
     *
     * @throws FileBusyException when another program holds one of the files; retry later
     * @throws IOException when a step failed; the sentence names the step and the file. The files
     *     are then each at their old or new content, settled whole by the next commit or open.
     */
    public void commit(Transaction transaction) throws IOException {
        log(transaction).apply();
    }

    /**
     * Commits the transaction and returns once its frame is forced to the log: the change is durable
     * then, and a crash from here on is finished by the replay on open (decision 0031). Its steps are
     * not applied yet; {@link Logged#apply} applies them, on this thread or another, and must be
     * called exactly once, since until then the files it touches are held (no other commit to them
     * starts) and no checkpoint or replay can run.
     *
     * @throws IOException when the frame could not be forced; nothing of the change is confirmed
     */
    public Logged log(Transaction transaction) throws IOException {
        if (transaction.isEmpty()) {
            return new Logged(List.of(), List.of(), 0L, "");
        }
        while (true) {
            long stamp = recoveryGate.readLock();
            List<Semaphore> held = List.of();
            boolean handedOn = false;
            try {
                if (!needsReplay) {
                    held = pathLocks.lockAll(transaction.paths());
                    // Checked again under the file locks: a commit that failed on these
                    // files raised the flag before releasing them.
                    if (!needsReplay) {
                        Logged logged = new Logged(logLocked(transaction), held, stamp,
                                String.join(", ", transaction.files()));
                        handedOn = true;
                        return logged;
                    }
                }
            } finally {
                if (!handedOn) {
                    PathLocks.unlockAll(held);
                    recoveryGate.unlockRead(stamp);
                }
            }
            replayPending();
        }
    }

    /**
     * A change whose frame the log has forced and whose steps wait to be applied, holding its files and
     * the log's gate until {@link #apply} ends.
     */
    public final class Logged {
        private final List<Step> steps;
        private final List<Semaphore> held;
        private final long stamp;
        private final String files;
        private final AtomicBoolean applied = new AtomicBoolean();

        private Logged(List<Step> steps, List<Semaphore> held, long stamp, String files) {
            this.steps = steps;
            this.held = held;
            this.stamp = stamp;
            this.files = files;
        }

        /**
         * Applies each step atomically (a replaced file's forced copy renamed over it), lets the files
         * and the gate go, and runs a checkpoint that is due. A failed step leaves the change in the
         * log, where the next commit, settle or opening finishes it.
         *
         * @throws FileBusyException when another program holds one of the files
         * @throws IOException when a step failed; the change stays in the log
         */
        public void apply() throws IOException {
            if (!applied.compareAndSet(false, true)) {
                throw new IllegalStateException("A logged change is applied once.");
            }
            if (steps.isEmpty()) {
                return;
            }
            try {
                applier.applyLogged(steps, unforcedFiles, unforcedDirectories);
                if (log.frames() >= CHECKPOINT_FRAMES || log.bytes() >= CHECKPOINT_BYTES) {
                    checkpointDue = true;
                }
            } catch (FileBusyException e) {
                needsReplay = true;
                throw e;
            } catch (IOException | RuntimeException e) {
                needsReplay = true;
                throw new IOException(e.getMessage() + " The change is kept in " + DIRECTORY + "/" + LogFile.NAME
                        + " and is finished by the next write or the next opening of the folder.", e);
            } finally {
                PathLocks.unlockAll(held);
                recoveryGate.unlockRead(stamp);
            }
            afterCommit();
        }

        /** The files the change writes, as a person reads them. */
        public String files() {
            return files;
        }
    }

    private List<Step> logLocked(Transaction transaction) throws IOException {
        List<Step> steps = planned(transaction.steps());
        try {
            long end = log.append(sequence -> RecordCodec.encodeLogged(sequence, steps));
            log.force(end);
        } catch (IOException | RuntimeException e) {
            needsReplay = true; // the frame may be in the log, whole, though its force failed
            log.fail();
            throw new IOException("Could not log the change to " + String.join(", ", transaction.files()) + ": "
                    + e.getMessage() + " The change is not confirmed: the next write or the next opening of the "
                    + "folder either completes it or finds no trace of it. Try again.", e);
        }
        return steps;
    }

    /** Runs a checkpoint that a commit made due, or arranges one for when the log falls idle. */
    private void afterCommit() throws IOException {
        lastCommitNanos = System.nanoTime();
        if (checkpointDue) {
            checkpoint();
        } else if (checkpointWhenIdle && idleCheckScheduled.compareAndSet(false, true)) {
            IDLE_CHECKPOINTS.schedule(this::checkpointIfIdle, IDLE_NANOS, TimeUnit.NANOSECONDS);
        }
    }

    private void checkpointIfIdle() {
        long idle = System.nanoTime() - lastCommitNanos;
        if (idle < IDLE_NANOS) {
            IDLE_CHECKPOINTS.schedule(this::checkpointIfIdle, IDLE_NANOS - idle, TimeUnit.NANOSECONDS);
            return;
        }
        idleCheckScheduled.set(false);
        try {
            checkpoint();
        } catch (IOException | RuntimeException e) {
            // Nothing is lost: the log still holds every change, and the next commit or opening settles it.
        }
    }

    /**
     * Forces every file and folder the log's current generation wrote to, then begins a new
     * generation, so the log no longer holds those changes. Waits for running commits to finish.
     *
     * @throws IOException when a force failed; the changes stay in the log and the next commit
     *     replays it first
     */
    public void checkpoint() throws IOException {
        exclusive.lock();
        try {
            if (needsReplay) {
                replayLocked(false, notices);
                return;
            }
            if (log.frames() == 0) {
                checkpointDue = false;
                return;
            }
            // When the log file is gone (a person deleted it, or the folder is being removed), what its
            // frames changed is forced all the same and the next commit starts the file afresh; a
            // checkpoint never creates a file.

            for (Path file : unforcedFiles) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    ops.forceFile(file);
                }
            }
            for (Path directory : unforcedDirectories) {
                if (Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
                    ops.forceDirectory(directory);
                }
            }
            log.begin(log.nextSequence());
            unforcedFiles.clear();
            unforcedDirectories.clear();
            checkpointDue = false;
        } catch (IOException | RuntimeException e) {
            needsReplay = true;
            log.fail();
            throw new IOException("Could not force the written files to disk at a checkpoint: " + e.getMessage()
                    + " Nothing is lost: the log keeps the changes, and the next write or the next opening of the"
                    + " folder writes them again.", e);
        } finally {
            exclusive.unlock();
        }
    }

    /**
     * Ends with a checkpoint, so the log holds no change when the folder is next opened, and cuts the
     * log file back to its header. The log stays usable.
     */
    @Override
    public void close() throws IOException {
        checkpoint();
        exclusive.lock();
        try {
            if (!needsReplay) {
                log.shrink();
            }
        } finally {
            exclusive.unlock();
        }
    }

    /**
     * Finishes a change that a failed commit left pending, so a reader that is about to read files and
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
        exclusive.lock();
        try {
            if (needsReplay) {
                // Temporary files beside data files are not swept here: a plain AtomicFile write
                // elsewhere in the folder may be running and owns its file until its rename.
                List<String> found = new ArrayList<>();
                replayLocked(false, found);
                found.stream().filter(notice -> !notices.contains(notice)).forEach(notices::add);
            }
        } finally {
            exclusive.unlock();
        }
    }

    /**
     * Finishes the record files of the first format, then the log's current generation, and begins
     * a new generation. Called with the recovery gate held for writing.
     */
    private void replayLocked(boolean sweepTempFiles, List<String> found) throws IOException {
        long highest = replay.run(sweepTempFiles, found);
        LogFile.Content content = LogFile.read(log.path());
        if (content.headerDamaged()) {
            found.add(DIRECTORY + "/" + LogFile.NAME + " began with a damaged header; the changes after it were "
                    + "checked against their files one by one.");
        }
        if (sweepTempFiles) {
            for (List<Step> steps : content.records()) {
                for (Step step : steps) {
                    TempFiles.sweepDirectory(step.path().resolveIn(root).getParent(), ops);
                }
            }
        }
        try {
            logReplay.run(content.records(), found);
            if (content.headerDamaged()) {
                keepDamagedLog(found);
            }
            log.begin(Math.max(highest + 1, content.nextSequence()));
        } catch (FileBusyException e) {
            needsReplay = true;
            throw e;
        } catch (IOException | RuntimeException e) {
            needsReplay = true;
            throw new IOException("Could not finish the changes kept in " + DIRECTORY + "/" + LogFile.NAME + ": "
                    + e.getMessage() + " Nothing is lost: they stay in the log and are tried again by the next write "
                    + "or the next opening of the folder.", e);
        }
        unforcedFiles.clear();
        unforcedDirectories.clear();
        checkpointDue = false;
        needsReplay = false;
    }

    /**
     * A log whose header is damaged is copied aside as {@code taikai.log.torn-<time>} before its new
     * generation is begun over it, so the bytes a person may want to look at are never destroyed
     * (spec section 5: a damaged file is kept for a repair, never deleted). The copy is forced, and
     * its directory, before the log is written.
     */
    private void keepDamagedLog(List<String> found) throws IOException {
        Path aside = log.path().resolveSibling(LogFile.NAME + ".torn-" + java.time.format.DateTimeFormatter
                .ofPattern("yyyyMMdd-HHmmss-SSS").withZone(java.time.ZoneOffset.UTC).format(java.time.Instant.now()));
        if (Files.exists(aside, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        ops.writeNewForced(aside, Files.readAllBytes(log.path()));
        ops.forceDirectory(aside.getParent());
        found.add(DIRECTORY + "/" + LogFile.NAME + " was damaged; a copy of it as it was is kept as " + DIRECTORY
                + "/" + aside.getFileName() + " for inspection and can be deleted.");
    }

    /**
     * Fixes each append's offset to the file's current length, notes what each other step finds in
     * its file, and refuses a set-aside name that is taken, all under the file locks. The offset is
     * what lets a replay recognise an append that already landed, so it is never written twice; the
     * fingerprint is what lets it tell a step that has not reached its file from a file changed since.
     */
    private List<Step> planned(List<Step> steps) throws IOException {
        List<Step> planned = new ArrayList<>(steps.size());
        // What an earlier step of this transaction leaves in a file, worked out only when a later step
        // touches the same file (a fingerprint reads the whole content).
        Map<RelativePath, Supplier<Fingerprint>> leftBy = new HashMap<>();
        for (Step step : steps) {
            Path file = step.path().resolveIn(root);
            if (step.kind() == Step.Kind.APPEND) {
                planned.add(step.plannedAt(StepApplier.lengthOf(file)));
                leftBy.remove(step.path());
                continue;
            }
            if (step.kind() == Step.Kind.RENAME_ASIDE
                    && Files.exists(step.target().resolveIn(root), LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(step.target().value(), null, "Cannot set " + step.path()
                        + " aside as " + step.target() + " because that name is taken; nothing was changed. "
                        + "Choose a name that is not in use.");
            }
            var earlier = leftBy.get(step.path());
            // What the caller found in the file under its own lock, when it said so, saves a second read.
            Fingerprint before = earlier != null ? earlier.get()
                    : step.before() != null ? step.before() : Fingerprint.ofFile(file);
            Step found = step.foundBefore(before);
            leftBy.put(step.path(), found::after);
            if (step.kind() == Step.Kind.RENAME_ASIDE) {
                leftBy.put(step.target(), () -> before);
            }
            planned.add(found);
        }
        return planned;
    }
}
