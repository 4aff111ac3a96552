package taikai.app.hall.client;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;
import taikai.wal.file.TempFiles;

/**
 * The court's outbox: every entry is saved here, forced to disk, before it is sent (RELIABILITY.md,
 * promise 5). It lives in a folder of the court laptop's own settings, never in the tournament's
 * data folder, which belongs to the hall laptop.
 *
 * <p>The file {@value #JOURNAL_FILE} is an append-only journal, one record a line, each line
 * {@code <crc32c of the JSON, 8 hex digits> <JSON>}:
 * <ul>
 * <li>{@code {"op":"added","key":uuid,"competition","match","session","revision","label",
 * "enteredAt":device millis,"monotonic":nanos,"run":process id,"madeAt":stamp,"restamped":false,
 * "entry":{...}}}: an entry saved;</li>
 * <li>{@code {"op":"restamped","key","madeAt"}}: its stamp rebuilt after a wrong-clock answer, saved
 * before the new stamp is sent, so a resend after a crash carries the same body under the same key;</li>
 * <li>{@code {"op":"done","key","how":outcome}}: answered for good, no longer waiting.</li>
 * </ul>
 * Each append is forced before the call returns. On open the journal is replayed; an unfinished
 * last line is left out and reported; the journal is then rewritten with only the waiting entries
 * through {@link AtomicFile} (temp file, force, atomic rename, force the directory), and rewritten
 * empty once nothing waits.
 * A lock file keeps a second window from sending the same entries. Entries that landed are kept a
 * while longer in the answered tail beside the journal ({@link AnsweredTail}, decision 0030), to be
 * sent again to a standby laptop promoted to hall ({@link #requeueAnswered}).
 */
public final class Outbox implements AutoCloseable {
    public static final String JOURNAL_FILE = "outbox.jsonl";
    static final String LOCK_FILE = "outbox.lock";

    private final Path journal;
    private final DeviceClock clock;
    private final FileOps ops;
    private final AtomicFile atomicFile;
    private final FileChannel lockChannel;
    private final Map<String, PendingEntry> pending;
    private final Optional<String> tornTail;
    private final List<Runnable> watchers = new CopyOnWriteArrayList<>();
    private final AnsweredTail answered;
    /** Bytes of the journal as this outbox wrote them; the next line goes here. */
    private long journalBytes;
    /** Set when a force failed: what reached the disk is unknown, so the next write rewrites the journal. */
    private boolean mustRewrite;

    private Outbox(Path journal, DeviceClock clock, FileOps ops, FileChannel lockChannel, OutboxJournal.Replay replay,
            AnsweredTail answered) {
        this.journal = journal;
        this.answered = answered;
        this.clock = clock;
        this.ops = ops;
        this.atomicFile = new AtomicFile(ops, BusyRetry.STANDARD);
        this.lockChannel = lockChannel;
        this.pending = new LinkedHashMap<>(replay.pending());
        this.tornTail = replay.tornTail();
    }

    public static Outbox open(Path folder) throws IOException {
        return open(folder, DeviceClock.SYSTEM, DiskFileOps.instance());
    }

    public static Outbox open(Path folder, DeviceClock clock) throws IOException {
        return open(folder, clock, DiskFileOps.instance());
    }

    static Outbox open(Path folder, DeviceClock clock, FileOps ops) throws IOException {
        ops.createDirectories(folder);
        FileChannel lockChannel = lock(folder);
        try {
            Path journal = folder.resolve(JOURNAL_FILE);
            TempFiles.sweepDirectory(folder, ops); // a rewrite the last run did not finish
            String text = Files.exists(journal) ? Files.readString(journal, StandardCharsets.UTF_8) : "";
            OutboxJournal.Replay replay = OutboxJournal.replay(text, journal.toString());
            Outbox outbox = new Outbox(journal, clock, ops, lockChannel, replay, AnsweredTail.open(folder, ops));
            boolean clean = Files.exists(journal) && replay.tornTail().isEmpty() && replay.lines() == replay.pending().size();
            if (clean) {
                outbox.journalBytes = Files.size(journal);
            } else {
                outbox.rewrite();
            }
            return outbox;
        } catch (IOException | RuntimeException e) {
            lockChannel.close();
            throw e;
        }
    }

    private static FileChannel lock(Path folder) throws IOException {
        FileChannel channel = FileChannel.open(folder.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            throw new IOException("Another Taikai window is already sending this court's entries from " + folder
                    + ". Close that window, then open court mode again.");
        }
        return channel;
    }

    /**
     * Saves an entry and returns it only once it is on disk. The key is made here, once; the
     * stamp is the device's time now plus {@code offsetMillis}, the last learned difference to
     * the hall laptop's clock.
     */
    public PendingEntry add(EntryDraft draft, long offsetMillis) throws IOException {
        long now = clock.wallMillis();
        EntryDraft compact = new EntryDraft(draft.competitionId(), draft.matchId(), draft.session(), draft.revision(),
                draft.label(), OutboxJournal.compactEntry(draft.entryJson()));
        PendingEntry entry = new PendingEntry(UUID.randomUUID().toString(), compact, now, clock.monotonicNanos(),
                clock.runId(), now + offsetMillis, false);
        synchronized (this) {
            append(OutboxJournal.added(entry));
            pending.put(entry.key(), entry);
            notifyAll();
        }
        changed();
        return entry;
    }

    /** Saves a rebuilt stamp before it is sent. */
    public synchronized void restamp(PendingEntry rebuilt) throws IOException {
        if (!pending.containsKey(rebuilt.key())) {
            throw new IllegalArgumentException("The entry " + rebuilt.key() + " is not waiting in this outbox.");
        }
        append(OutboxJournal.restamped(rebuilt));
        pending.put(rebuilt.key(), rebuilt);
    }

    /** Takes an entry off the queue for good; {@code how} says why, for a person reading the file. */
    public void remove(String key, String how) throws IOException {
        synchronized (this) {
            if (!pending.containsKey(key)) {
                return;
            }
            append(OutboxJournal.done(key, how));
            PendingEntry done = pending.remove(key);
            keepAnswered(done, how);
            if (pending.isEmpty()) {
                compactQuietly();
            }
        }
        changed();
    }

    /**
     * Decision 0030: the hall laptop moved (a standby was promoted). The entries of the answered tail
     * are put back on the queue before those still waiting, all in the order entered, with their keys
     * and stamps, so the new hall applies what its copy lacks and answers the rest as duplicates.
     * Returns how many answered entries were put back.
     */
    public int requeueAnswered() throws IOException {
        int requeued;
        synchronized (this) {
            Map<String, PendingEntry> queue = new LinkedHashMap<>();
            answered.recent(clock.wallMillis()).forEach(e -> queue.put(e.key(), e));
            requeued = queue.size();
            queue.keySet().removeAll(pending.keySet());
            queue.putAll(pending);
            pending.clear();
            pending.putAll(queue);
            notifyAll();
            try {
                rewrite();
            } catch (IOException e) {
                mustRewrite = true; // the queue in memory is sent; the journal is written again with the next line
                throw e;
            }
        }
        changed();
        return requeued;
    }

    public synchronized List<PendingEntry> pending() {
        return List.copyOf(pending.values());
    }

    public synchronized Optional<PendingEntry> oldest() {
        return pending.values().stream().findFirst();
    }

    /** The oldest waiting entry, waiting up to {@code timeoutMillis} for one to be added. */
    public synchronized Optional<PendingEntry> awaitOldest(long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        while (pending.isEmpty()) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                return Optional.empty();
            }
            wait(left);
        }
        return oldest();
    }

    public synchronized int size() {
        return pending.size();
    }

    /** When the oldest waiting entry was made, on the device clock; empty when nothing waits. */
    public synchronized Optional<Instant> waitingSince() {
        return oldest().map(e -> Instant.ofEpochMilli(e.enteredAtMillis()));
    }

    /** The sentence about an entry cut off by a crash, found when the outbox was opened. */
    public Optional<String> tornTail() {
        return tornTail;
    }

    /** Runs {@code changed} after every entry saved or taken off the queue. */
    public void watch(Runnable changed) {
        watchers.add(changed);
    }

    public Path file() {
        return journal;
    }

    @Override
    public synchronized void close() throws IOException {
        lockChannel.close();
    }

    private void append(String line) throws IOException {
        if (mustRewrite) {
            rewrite();
        }
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        try {
            ops.writeAt(journal, journalBytes, bytes);
            ops.forceFile(journal);
        } catch (IOException e) {
            mustRewrite = true;
            throw e;
        }
        journalBytes += bytes.length;
    }

    /** Writes the journal again from the entries waiting in memory, atomically. */
    private void rewrite() throws IOException {
        StringBuilder text = new StringBuilder();
        for (PendingEntry entry : pending.values()) {
            text.append(OutboxJournal.added(entry));
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        atomicFile.replace(journal, bytes);
        journalBytes = bytes.length;
        mustRewrite = false;
    }

    /** Keeps a landed entry in the answered tail; a tail that cannot be written only narrows what a promotion resends. */
    private void keepAnswered(PendingEntry entry, String how) {
        try {
            answered.keep(entry, how, clock.wallMillis());
        } catch (IOException e) {
            // The answer stands: the entry is on the hall laptop. Only a later promotion would miss it.
        }
    }

    private void compactQuietly() {
        try {
            rewrite();
        } catch (IOException e) {
            // The done record is already forced, so the journal is right as it stands; a failed
            // compaction only leaves it longer. The next write rewrites it.
            mustRewrite = true;
        }
    }

    private void changed() {
        watchers.forEach(Runnable::run);
    }
}
