package taikai.storage.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.FolderCache;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.FolderWriter;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.roster.RosterException;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.TempFiles;

/**
 * One open data folder: replays the write-ahead log when it opens, hands out one
 * {@link CompetitionStore} per competition, and holds the tournament-wide court lock (spec
 * section 2: a court holds one running match in the whole tournament, so starting a match checks
 * every competition under one lock).
 *
 * <p>One instance per folder per process; a second process on the same folder would replay the
 * same log at the same time.
 */
public final class TournamentStore {
    private final Path root;
    private final WriteAheadLog wal;
    private final AtomicFile atomicFile;
    private final FolderWriter writer;
    /** What reading and rendering this folder keeps between calls: this store's alone, emptied when it closes. */
    private final FolderCache cache = FolderCache.forStore();
    private final List<Problem> openNotices;
    private final ConcurrentMap<String, CompetitionStore> competitions = new ConcurrentHashMap<>();
    private final ReentrantLock courtLock = new ReentrantLock(true);
    private final ReentrantLock tournamentFileLock = new ReentrantLock(true);
    private final Answers answers;

    /** When a competition write returns (decision 0031). */
    public enum Answers {
        /** Once its files are applied too: what a tool that reads the files itself right after needs. */
        ONCE_APPLIED,
        /**
         * Once its log frame is forced, the commit: the files are applied right after under the
         * competition's lock, and the store's reads wait for that. The running app opens this way.
         */
        ONCE_LOGGED
    }

    private TournamentStore(Path root, WriteAheadLog wal, AtomicFile atomicFile, FolderWriter writer, Answers answers) {
        this.answers = answers;
        this.root = root;
        this.wal = wal;
        this.atomicFile = atomicFile;
        this.writer = writer.keeping(cache);
        this.openNotices = wal.notices().stream()
                .map(sentence -> Problem.notice(WriteAheadLog.DIRECTORY, sentence)).toList();
    }

    /**
     * Forces everything the write-ahead log holds to its files and empties the log (decision 0016);
     * the store stays open. The log does this by itself after 512 changes, 16 MB of log or a second without a change.
     */
    public void checkpoint() throws IOException {
        wal.checkpoint();
    }

    /**
     * What a program does before it ends: a {@link #checkpoint} and the log file cut back to its
     * header, so the folder at rest holds nothing pending and no log of megabytes. The store stays
     * usable.
     */
    public void close() throws IOException {
        cache.close();
        wal.close();
    }

    /**
     * Opens a data folder on disk, finishing every change a crash left in its log, then removing
     * every temporary copy a killed write left anywhere in the folder. The log sweeps only the
     * folders of its own records; a roster or tournament.md replace runs outside the log, so its
     * copy has no record pointing at it. Safe here because nothing writes to the folder yet (one
     * store per folder, see above).
     */
    public static TournamentStore open(Path root) throws IOException {
        return open(root, Answers.ONCE_APPLIED);
    }

    /** {@link #open(Path)}, its competition writes returning as {@code answers} says. */
    public static TournamentStore open(Path root, Answers answers) throws IOException {
        Path absolute = root.toAbsolutePath().normalize();
        WriteAheadLog wal = WriteAheadLog.open(absolute);
        TempFiles.sweep(absolute);
        return new TournamentStore(absolute, wal, AtomicFile.onDisk(), FolderWriter.withRandomIds(), answers);
    }

    /**
     * A store for reading only, without replaying the log: for tools and tests that look at a
     * folder another process owns. Its writes fail.
     */
    public static ReadOnlyTournament openForReading(Path root) {
        return new ReadOnlyTournament(root.toAbsolutePath().normalize());
    }

    /** Opens a folder with a given log and writer: tests use it to inject file-system faults. */
    public static TournamentStore open(Path root, WriteAheadLog wal, AtomicFile atomicFile, FolderWriter writer) {
        return open(root, wal, atomicFile, writer, Answers.ONCE_APPLIED);
    }

    /** {@link #open(Path, WriteAheadLog, AtomicFile, FolderWriter)}, its writes returning as {@code answers} says. */
    public static TournamentStore open(Path root, WriteAheadLog wal, AtomicFile atomicFile, FolderWriter writer,
            Answers answers) {
        return new TournamentStore(root.toAbsolutePath().normalize(), wal, atomicFile, writer, answers);
    }

    public Path root() {
        return root;
    }

    /** What opening found in the log (changes finished, torn records set aside), as notices. */
    public List<Problem> openNotices() {
        return openNotices;
    }

    /** The whole folder as it is on disk now, every write that has returned included (decision 0031). */
    public LoadedTournament read() {
        awaitApplied();
        return FolderReader.read(root, cache);
    }

    /**
     * Waits until every competition write that has returned is in its files, replaying the log when an
     * apply failed, as {@link CompetitionStore#awaitApplied} does for one competition.
     */
    public void awaitApplied() {
        competitions.values().forEach(CompetitionStore::awaitApply);
        try {
            wal.settle();
        } catch (IOException stillFailing) {
            // The files stay as they are; the next write settles the log first or refuses.
        }
    }

    /** The store of one competition; the competition need not exist yet (its writes then fail). */
    public CompetitionStore competition(String id) {
        if (!FolderLayout.isValidId(id)) {
            throw new IllegalArgumentException("\"" + id + "\" is not a competition id: use letters, digits, - and _,"
                    + " starting with a letter or digit, at most " + FolderLayout.MAX_ID_LENGTH + " characters.");
        }
        return competitions.computeIfAbsent(id, key -> new CompetitionStore(root, key, wal, atomicFile, writer, cache,
                answers == Answers.ONCE_LOGGED));
    }

    /** Writes {@code tournament.md} by an atomic replace (one file, so no log record is needed). */
    public void writeTournament(Tournament tournament) throws IOException {
        tournamentFileLock.lock();
        try {
            Map<String, byte[]> files = writer.tournament(tournament);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                atomicFile.replace(root.resolve(file.getKey()), file.getKey(), file.getValue());
            }
        } finally {
            tournamentFileLock.unlock();
        }
    }

    /** Writes {@code tournament.md} only when its bytes would change (an upgrade of a current folder touches nothing). */
    public void rewriteTournament(Tournament tournament) throws IOException {
        tournamentFileLock.lock();
        try {
            for (Map.Entry<String, byte[]> file : writer.tournament(tournament).entrySet()) {
                Path target = root.resolve(file.getKey());
                if (!Files.isRegularFile(target) || !java.util.Arrays.equals(Files.readAllBytes(target), file.getValue())) {
                    atomicFile.replace(target, file.getKey(), file.getValue());
                }
            }
        } finally {
            tournamentFileLock.unlock();
        }
    }

    /** Creates a competition's folder with its first files, in one transaction; refused when it exists. */
    public CompetitionStore create(CompetitionState state) throws IOException, RosterException {
        return create(state, List.of());
    }

    /**
     * Writes {@code tournament.md} and the files beside it that it names (a sponsor's logo, the
     * branding logo) in one log transaction, so an edit lands whole or not at all. Runs under the
     * tournament.md lock; call it inside {@link #withTournamentLock} to read and write under one hold.
     */
    public void commitTournament(Tournament tournament, Map<String, byte[]> otherFiles) throws IOException {
        tournamentFileLock.lock();
        try {
            Transaction tx = Transaction.empty();
            for (Map.Entry<String, byte[]> file : writer.tournament(tournament).entrySet()) {
                tx = tx.replace(file.getKey(), file.getValue());
            }
            for (Map.Entry<String, byte[]> file : new java.util.TreeMap<>(otherFiles).entrySet()) {
                tx = tx.replace(file.getKey(), file.getValue());
            }
            wal.commit(tx);
        } finally {
            tournamentFileLock.unlock();
        }
    }

    /**
     * Creates a competition's folder with its first files and the given history lines (appended to
     * their files in the competition's history/), in one transaction; refused when it exists.
     */
    public CompetitionStore create(CompetitionState state, List<taikai.model.history.HistoryEntry> history)
            throws IOException, RosterException {
        String id = state.competition().id();
        CompetitionStore store = competition(id);
        Path folder = root.resolve(FolderLayout.COMPETITIONS).resolve(id);
        synchronized (competitions) {
            if (Files.exists(folder)) {
                throw new java.nio.file.FileAlreadyExistsException(FolderLayout.COMPETITIONS + "/" + id, null,
                        "A competition with the id \"" + id + "\" already exists; choose another name.");
            }
            Transaction tx = Transaction.empty();
            for (Map.Entry<String, byte[]> file : writer.competition(state).entrySet()) {
                tx = tx.replace(file.getKey(), file.getValue());
            }
            Map<String, java.io.ByteArrayOutputStream> appends = new java.util.LinkedHashMap<>();
            for (taikai.model.history.HistoryEntry entry : history) {
                appends.computeIfAbsent(store.historyPath(entry.matchId()), p -> new java.io.ByteArrayOutputStream())
                        .writeBytes(taikai.storage.history.HistoryFile.line(entry));
            }
            for (Map.Entry<String, java.io.ByteArrayOutputStream> append : appends.entrySet()) {
                tx = tx.append(append.getKey(), append.getValue().toByteArray());
            }
            wal.commit(tx);
        }
        return store;
    }

    /**
     * Runs {@code work} holding the lock of tournament.md, which also orders the creation of
     * competitions: a settings edit reads the folder and writes under one hold, so two edits never
     * overwrite each other. Take it before any competition's lock, never after.
     */
    public <T> T withTournamentLock(Duration wait, CourtWork<T> work) throws Exception {
        try {
            if (!tournamentFileLock.tryLock(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new LockTimeoutException("The tournament's settings");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LockTimeoutException("The tournament's settings");
        }
        try {
            return work.run();
        } finally {
            tournamentFileLock.unlock();
        }
    }

    /**
     * Runs {@code work} holding the tournament-wide court lock. Take it before any competition's
     * lock, never after, so two starts can never wait on each other in a circle.
     */
    public <T> T withCourtLock(Duration wait, CourtWork<T> work) throws Exception {
        try {
            if (!courtLock.tryLock(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new LockTimeoutException("The court list");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LockTimeoutException("The court list");
        }
        try {
            return work.run();
        } finally {
            courtLock.unlock();
        }
    }

    /**
     * Runs {@code work} holding every lock a write takes, in the order writes take them: tournament.md,
     * the court list, then each competition on disk by id, with the log settled. No change lands
     * while it runs; a write waits for it or is told to send again.
     */
    public <T> T withEveryLock(Duration wait, CourtWork<T> work) throws Exception {
        return withTournamentLock(wait, () -> withCourtLock(wait, () -> {
            List<String> ids = new java.util.ArrayList<>();
            Path folder = root.resolve(FolderLayout.COMPETITIONS);
            if (Files.isDirectory(folder)) {
                try (java.util.stream.Stream<Path> entries = Files.list(folder)) {
                    entries.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                            .filter(FolderLayout::isValidId).sorted().forEach(ids::add);
                }
            }
            wal.settle();
            return holdingAll(ids, 0, wait, work);
        }));
    }

    private <T> T holdingAll(List<String> ids, int from, Duration wait, CourtWork<T> work) throws Exception {
        if (from == ids.size()) {
            return work.run();
        }
        return competition(ids.get(from)).holding(wait, () -> holdingAll(ids, from + 1, wait, work));
    }

    /** Work done under the court lock. */
    @FunctionalInterface
    public interface CourtWork<T> {
        T run() throws Exception;
    }
}
