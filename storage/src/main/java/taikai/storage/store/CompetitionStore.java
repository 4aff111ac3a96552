package taikai.storage.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.FolderCache;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.FolderWriter;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.roster.RosterException;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;

/**
 * The only way a competition's files are written (spec section 5, "Write guarantees").
 *
 * <p>One lock per competition, held for the whole read, modify and write cycle; the competition is
 * read from disk, never from a cache, while the lock is held, so a hand edit is what the next write
 * sees and a hand edit that breaks a file stops writes instead of being overwritten. (The store's
 * {@link FolderCache} only saves turning bytes just read into values when they are the bytes read
 * before, decision 0035.) Every changed
 * file and the history lines of the change go in one write-ahead-log transaction: all land or none.
 * The roster is the spec's one exception: a participant edit lands by a plain atomic replace.
 *
 * <p>In a store opened with {@link TournamentStore.Answers#ONCE_LOGGED} (the running app), a write
 * returns once its log frame is forced (decision 0031): the change is durable then. Its files are
 * applied right after, on an applying thread that still holds the competition's lock, so the next
 * write of the competition reads them; {@link #read} and {@link TournamentStore#read} wait for a
 * write that has returned and is not yet applied, so every read after a write's answer sees it.
 * Otherwise a write returns once its files are applied too.
 */
public final class CompetitionStore {
    private final Path root;
    private final String id;
    private final WriteAheadLog wal;
    private final AtomicFile atomicFile;
    private final FolderWriter writer;
    /** The store's cache of what unchanged files made, owned by the {@link TournamentStore}. */
    private final FolderCache cache;
    /** Applies the logged changes of every competition, each while its competition's lock is still held. */
    private static final ExecutorService APPLYING = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "taikai-apply");
        thread.setDaemon(true);
        return thread;
    });

    // Fair, so a burst from one court cannot starve another writer of the same competition. A permit,
    // not an owned lock: the thread that applies a write's files lets it go (decision 0031).
    private final Semaphore lock = new Semaphore(1, true);
    private volatile Thread holder;
    /** Done once the last write that returned is applied (or its apply failed, leaving it in the log). */
    private volatile CompletableFuture<Void> applied = CompletableFuture.completedFuture(null);

    private final boolean answerOnceLogged;

    CompetitionStore(Path root, String id, WriteAheadLog wal, AtomicFile atomicFile, FolderWriter writer,
            FolderCache cache, boolean answerOnceLogged) {
        this.cache = cache;
        this.answerOnceLogged = answerOnceLogged;
        this.root = root;
        this.id = id;
        this.wal = wal;
        this.atomicFile = atomicFile;
        this.writer = writer;
    }

    public String id() {
        return id;
    }

    /**
     * The competition as it is on disk now, every write that has returned included. Needs no lock: every
     * file is replaced atomically; it waits only for the apply of a write that has returned.
     */
    public LoadedCompetition read() {
        awaitApplied();
        return FolderReader.readCompetition(root, id, cache, null);
    }

    /**
     * Waits until every write of this competition that has returned is in its files, so what is read
     * from the folder next includes it (decision 0031). When an apply failed, the log is replayed
     * here; should that fail too, the files stay as they are and the change stays in the log, which
     * the next write or opening finishes.
     */
    public void awaitApplied() {
        applied.join();
        try {
            wal.settle();
        } catch (IOException stillFailing) {
            // The next write settles it first or refuses; a read cannot do more than show the files.
        }
    }

    /** Waits for the apply of the last write that returned, without settling the log. */
    void awaitApply() {
        applied.join();
    }

    /** A write of the work's change, or of nothing; the work runs under the lock on the state just read from disk. */
    public <T> T write(Duration wait, Work<T> work)
            throws LockTimeoutException, CompetitionUnavailableException, IOException, RosterException {
        acquire(wait);
        WriteAheadLog.Logged logged = null;
        try {
            // A change a failed commit left in the log lands before this write reads, or this write
            // would be computed without it and replace its bytes.
            wal.settle();
            refuseWhileForeignChangePending();
            Map<String, byte[]> found = new HashMap<>();
            LoadedCompetition loaded = FolderReader.readCompetitionToWrite(root, id, cache, found);
            if (loaded.failed()) {
                throw new CompetitionUnavailableException(id, loaded.fatalProblems());
            }
            Change<T> change = work.apply(loaded.state().orElseThrow());
            if (change.writes()) {
                logged = commit(loaded, found, change, Transaction.empty());
            }
            return change.result();
        } finally {
            releaseAfter(logged);
        }
    }

    /**
     * A write that first sets {@code file} (a name inside the competition's folder) aside as
     * {@code asideName}, in the same transaction as the change (spec section 5, "When a file is
     * wrong": the file is renamed aside rather than deleted). The work runs under the lock on the
     * competition read as if the file were not there, and is told which problems failed the file's
     * load (none when it reads fine). A change that writes nothing leaves the file where it is.
     */
    public <T> T writeSettingAside(Duration wait, String file, String asideName, SetAsideWork<T> work)
            throws LockTimeoutException, CompetitionUnavailableException, IOException, RosterException {
        acquire(wait);
        WriteAheadLog.Logged logged = null;
        try {
            wal.settle();
            refuseWhileForeignChangePending();
            String path = FolderLayout.competitionFile(id, file);
            List<Problem> broken = read().fatalProblems().stream().filter(p -> p.file().equals(path)).toList();
            Map<String, byte[]> found = new HashMap<>();
            LoadedCompetition without = FolderReader.readCompetitionWithout(root, id, file, cache, found);
            if (without.failed()) {
                throw new CompetitionUnavailableException(id, without.fatalProblems());
            }
            Change<T> change = work.apply(without.state().orElseThrow(), broken);
            if (change.writes()) {
                logged = commit(without, found, change,
                        Transaction.empty().renameAside(path, FolderLayout.competitionFile(id, asideName)));
            }
            return change.result();
        } finally {
            releaseAfter(logged);
        }
    }

    /**
     * Runs {@code work} holding this competition's lock with the log settled, without reading the
     * competition (it may not load): a backup copies the folder while no write can touch it.
     */
    public <T> T holding(Duration wait, TournamentStore.CourtWork<T> work) throws Exception {
        acquire(wait);
        try {
            wal.settle();
            return work.run();
        } finally {
            release();
        }
    }

    /**
     * Decision 0019: while the other program that keeps this folder has a change pending in
     * {@code .wal/}, no write is taken, because that program's next start replays its old copy of
     * the files and would undo it. A person decides: finish it there, or delete the record.
     */
    private void refuseWhileForeignChangePending() throws IOException, CompetitionUnavailableException {
        List<String> foreign = wal.foreignChangesPending();
        if (!foreign.isEmpty()) {
            throw new CompetitionUnavailableException(id, foreign.stream().map(name -> Problem.fatal(
                    WriteAheadLog.DIRECTORY + "/" + name, 0, 0, FOREIGN_CHANGE).coded("foreign-change-pending")).toList());
        }
    }

    /** What a person reads about the other program's pending change (decision 0019). */
    public static final String FOREIGN_CHANGE = "This is a change the other program that keeps this data folder left"
            + " unfinished; its next start would write it over whatever Taikai writes now, so Taikai takes no changes"
            + " until a person decides. Open the folder in that program to finish the change, or delete this file if"
            + " the change is not wanted.";

    /** Whether the calling thread holds this competition's lock (for assertions in callers). */
    public boolean isHeldByCurrentThread() {
        return holder == Thread.currentThread();
    }

    private void acquire(Duration wait) throws LockTimeoutException {
        try {
            if (!lock.tryAcquire(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new LockTimeoutException("Competition \"" + id + "\"");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LockTimeoutException("Competition \"" + id + "\"");
        }
        holder = Thread.currentThread();
    }

    private void release() {
        holder = null;
        lock.release();
    }

    /**
     * Lets the lock go at once when nothing was logged; otherwise hands it, with the logged change, to
     * an applying thread, which applies the files and then lets it go, so the write returns with its
     * frame forced and the next write of this competition still reads the applied files (decision
     * 0031; spec section 5: the lock is released after the log is committed and applied). A failed
     * apply leaves the change in the log, durable; the next write's settle, or a read, finishes it.
     */
    private void releaseAfter(WriteAheadLog.Logged logged) throws IOException {
        if (logged == null) {
            release();
            return;
        }
        if (!answerOnceLogged) {
            try {
                logged.apply();
            } finally {
                release();
            }
            return;
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        applied = done;
        holder = null;
        APPLYING.execute(() -> {
            try {
                logged.apply();
                readAhead();
            } catch (IOException | RuntimeException keptInTheLog) {
                // Durable in the log; the next write settles it before it reads, or refuses.
            } finally {
                lock.release();
                done.complete(null);
            }
        });
    }

    /**
     * Off the answer's way, works out what the results file now in place reads as (decision 0054). A
     * fault in it costs only that: the next read works it out, or reads the file in full.
     */
    private void readAhead() {
        try {
            writer.readAhead(id);
        } catch (RuntimeException notWorkedOut) {
            // Nothing is lost: the reading is only ever a shortcut to what reading the file gives.
        }
    }

    /**
     * Commits the change. {@code found} holds the bytes of each file the read under this same hold of
     * the lock found, by path: a rendered file equal to them is left alone, and the log is told what it
     * replaces, so no file is read a second time (decision 0018). A file not in it is written.
     */
    private WriteAheadLog.Logged commit(LoadedCompetition loaded, Map<String, byte[]> found, Change<?> change,
            Transaction first) throws IOException, RosterException {
        Transaction tx = first;
        if (change.state() != null) {
            KeptDamage damage = KeptDamage.of(id, loaded, found);
            Map<String, byte[]> asRead = damage.files().isEmpty() ? Map.of()
                    : damage.render(writer, loaded.state().orElseThrow(), loaded.files(), id);
            Map<String, byte[]> files = damage.render(writer, change.state(), loaded.files(), id);
            String participants = FolderLayout.competitionFile(id, FolderLayout.PARTICIPANTS);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                byte[] before = found.get(file.getKey());
                if (Arrays.equals(before, file.getValue())) {
                    continue;
                }
                if (damage.files().contains(file.getKey()) && Arrays.equals(asRead.get(file.getKey()), file.getValue())) {
                    // Spec section 5: a degraded cell or skipped row is kept until its record is written
                    // anew; this change renders the file as the read did, so its bytes stay as they are.
                    continue;
                }
                if (file.getKey().equals(participants)) {
                    // Spec section 5: a participant edit lands by atomic rename, outside the log.
                    atomicFile.replace(root.resolve(participants), participants, file.getValue());
                } else if (before != null) {
                    tx = tx.replace(file.getKey(), file.getValue(), before);
                } else {
                    tx = tx.replace(file.getKey(), file.getValue());
                }
            }
        }
        for (Map.Entry<String, String> aside : change.historyMovedAside().entrySet()) {
            tx = tx.renameAside(historyPath(aside.getKey()), aside.getValue());
        }
        // A transaction names each file once, so the lines for one match go in one append.
        Map<String, java.io.ByteArrayOutputStream> appends = new java.util.LinkedHashMap<>();
        for (HistoryEntry entry : change.history()) {
            appends.computeIfAbsent(historyPath(entry.matchId()), p -> new java.io.ByteArrayOutputStream())
                    .writeBytes(HistoryFile.line(entry));
        }
        for (Map.Entry<String, java.io.ByteArrayOutputStream> append : appends.entrySet()) {
            tx = tx.append(append.getKey(), append.getValue().toByteArray());
        }
        return wal.log(tx);
    }

    /**
     * The line of {@code target}'s history that carries {@code key}, read from its history file on
     * disk; empty when no write with that key has landed. Made under the lock, it is the key check
     * that counts (spec section 5, idempotency): a write that landed wrote its key into its match's
     * history in the same transaction, so a retry is recognised after a restart too.
     */
    public Optional<HistoryEntry> landedWithKey(String target, String key) throws IOException {
        if (key.isEmpty()) {
            return Optional.empty();
        }
        Path file = root.resolve(historyPath(target));
        if (!file.toFile().exists()) {
            return Optional.empty(); // no write has landed on this target yet (a look costs no exception, TextFiles.bytes)
        }
        String text;
        try {
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException none) {
            return Optional.empty(); // no write has landed on this target yet
        }
        if (!text.contains(key)) {
            return Optional.empty();
        }
        return HistoryFile.read(historyPath(target), text, new Problems()).stream()
                .filter(entry -> entry.asked().key().equals(key)).findFirst();
    }

    /** {@code competitions/<id>/history/<match id>.jsonl}. */
    public String historyPath(String matchId) {
        return FolderLayout.competitionFile(id, "history/" + HistoryFile.fileName(matchId));
    }

    /** The change a write that sets a file aside makes, worked out from the competition read without the file. */
    @FunctionalInterface
    public interface SetAsideWork<T> {
        Change<T> apply(CompetitionState state, List<Problem> fileProblems) throws IOException, RosterException;
    }

    /** The change a write makes, worked out from the state read under the lock. */
    @FunctionalInterface
    public interface Work<T> {
        Change<T> apply(CompetitionState state) throws IOException, RosterException;
    }
}
