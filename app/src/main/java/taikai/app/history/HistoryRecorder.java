package taikai.app.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import taikai.app.backup.Backup;
import taikai.storage.folder.FolderLayout;
import taikai.storage.store.TournamentStore;

/**
 * Keeps the open folder's {@link History}: a commit once the changes pause for as long as the log
 * waits before its checkpoint (a second, decision 0016), at the latest a minute after the first
 * change of a run, and every minute for whatever a text editor changed; the message counts the
 * changes. It runs on a thread of its own and a write never waits for a commit: each competition's
 * files are read under that competition's lock for as long as the read takes (the competition is
 * the consistency boundary, spec section 2), and the commit is built after every lock is let go.
 */
public final class HistoryRecorder implements AutoCloseable {
    /** The log's own pause before a checkpoint. */
    public static final Duration DEFAULT_QUIET = Duration.ofSeconds(1);
    public static final Duration DEFAULT_EVERY = Duration.ofMinutes(1);
    private static final Duration LOCK_WAIT = Duration.ofSeconds(10);

    private final TournamentStore store;
    private final History history;
    private final Clock clock;
    private final Duration quiet;
    private final Duration every;
    private final Consumer<String> trouble;
    private final ScheduledExecutorService thread;
    private final SortedMap<String, Integer> pending = new TreeMap<>();
    private long firstPending;
    private ScheduledFuture<?> due;

    public HistoryRecorder(TournamentStore store, Clock clock, Duration quiet, Duration every, Consumer<String> trouble) {
        this.store = store;
        this.history = History.beside(store.root());
        this.clock = clock;
        this.quiet = quiet;
        this.every = every;
        this.trouble = trouble;
        this.thread = Executors.newSingleThreadScheduledExecutor(work -> {
            Thread t = new Thread(work, "taikai-history");
            t.setDaemon(true);
            return t;
        });
    }

    public History history() {
        return history;
    }

    /** Commits the folder as it is now, then every {@code every} whatever changed it. */
    public HistoryRecorder start() {
        thread.execute(() -> commit("The folder as opened"));
        long ms = every.toMillis();
        thread.scheduleWithFixedDelay(this::commitPending, ms, ms, TimeUnit.MILLISECONDS);
        return this;
    }

    /** Told after a change to {@code competitionId} committed (on the committing thread; kept short). */
    public synchronized void changed(String competitionId) {
        if (thread.isShutdown()) {
            return;
        }
        long now = clock.millis();
        if (pending.isEmpty()) {
            firstPending = now;
        }
        pending.merge(competitionId == null || competitionId.isEmpty() ? "tournament" : competitionId, 1, Integer::sum);
        if (due != null) {
            due.cancel(false);
        }
        long delay = Math.min(quiet.toMillis(), Math.max(0, firstPending + every.toMillis() - now));
        due = thread.schedule(this::commitPending, delay, TimeUnit.MILLISECONDS);
    }

    /** The last commit made, on the recorder's thread after every commit asked for so far. */
    public Optional<History.Point> flush() throws IOException {
        try {
            thread.submit(this::commitPending).get(1, TimeUnit.MINUTES);
            List<History.Point> log = history.log();
            return log.isEmpty() ? Optional.empty() : Optional.of(log.get(0));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IOException("the history could not be brought up to date: " + e.getMessage(), e);
        }
    }

    /** A last commit of what is pending, then the thread ends. */
    @Override
    public void close() {
        if (thread.isShutdown()) {
            return;
        }
        thread.execute(this::commitPending);
        thread.shutdown();
        try {
            thread.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void commitPending() {
        SortedMap<String, Integer> counted;
        synchronized (this) {
            counted = new TreeMap<>(pending);
            pending.clear();
            due = null;
        }
        int total = counted.values().stream().mapToInt(Integer::intValue).sum();
        if (total == 0) {
            commit("Changed outside Taikai (a file edited by hand)");
            return;
        }
        List<String> parts = new ArrayList<>();
        counted.forEach((competition, count) -> parts.add(competition + " " + count));
        commit(total + (total == 1 ? " change" : " changes") + " (" + String.join(", ", parts) + ")");
    }

    private void commit(String message) {
        try {
            history.commit(snapshot(), message, clock.instant());
        } catch (Exception e) {
            trouble.accept("The folder's history in " + history.repository() + " was not brought up to date: "
                    + e.getMessage() + ". It is tried again with the next change.");
        }
    }

    /** The folder's files: each competition's read under its lock, the rest as they stand (each replaced whole). */
    private SortedMap<String, byte[]> snapshot() throws Exception {
        Path root = store.root();
        SortedMap<String, byte[]> files = new TreeMap<>();
        Map<String, List<String>> byCompetition = new TreeMap<>();
        String prefix = FolderLayout.COMPETITIONS + "/";
        for (String file : Backup.filesOf(root)) {
            if (file.startsWith(prefix) && file.indexOf('/', prefix.length()) > 0) {
                String id = file.substring(prefix.length(), file.indexOf('/', prefix.length()));
                byCompetition.computeIfAbsent(id, k -> new ArrayList<>()).add(file);
            } else {
                read(root, file, files);
            }
        }
        for (Map.Entry<String, List<String>> competition : byCompetition.entrySet()) {
            if (!FolderLayout.isValidId(competition.getKey())) {
                for (String file : competition.getValue()) {
                    read(root, file, files);
                }
                continue;
            }
            store.competition(competition.getKey()).holding(LOCK_WAIT, () -> {
                // Listed again under the lock, so a file the last write added or moved aside is taken as it is now.
                for (String file : Backup.filesOf(root.resolve(prefix + competition.getKey()))) {
                    read(root, prefix + competition.getKey() + "/" + file, files);
                }
                return null;
            });
        }
        return files;
    }

    private static void read(Path root, String file, SortedMap<String, byte[]> into) throws IOException {
        if (into.containsKey(file)) {
            return;
        }
        try {
            into.put(file, Files.readAllBytes(root.resolve(file)));
        } catch (java.nio.file.NoSuchFileException gone) {
            // Removed since the folder was listed (a history moved aside): it is not part of this moment.
        }
    }
}
