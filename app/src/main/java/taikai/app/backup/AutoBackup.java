package taikai.app.backup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import taikai.app.history.History;
import taikai.model.competition.CompetitionStatus;
import taikai.storage.store.TournamentStore;

/**
 * Copies of the day: a checked {@link Backup} into the organiser's backup place (a USB stick's
 * folder) every few minutes and after each competition finishes, keeping the newest few and removing
 * older ones. Everything runs on one background thread of its own, so a stick that is slow, pulled
 * out or full never holds the window: a failed copy is a sentence for the listener and the next
 * one is tried at the next turn. Each copy is taken under every write lock with the log settled
 * (decision 0015), so it is the folder at one moment. A folder that keeps its history beside it
 * (decision 0029) has that history cloned onto the stick too, as a bare repository.
 */
public final class AutoBackup implements AutoCloseable {
    /** The desktop's defaults: a copy every ten minutes, the last twelve kept. */
    public static final Duration DEFAULT_EVERY = Duration.ofMinutes(10);
    public static final int DEFAULT_KEEP = 12;

    /** Where the copies go, how often, and how many are kept. */
    public record Settings(Path place, Duration every, int keep) {
        public Settings {
            if (every.isNegative() || every.isZero()) {
                throw new IllegalArgumentException("Backups need a time between copies of at least a second.");
            }
            if (keep < 1) {
                throw new IllegalArgumentException("Backups must keep at least one copy.");
            }
        }
    }

    /** What one turn did: a copy made (and how many old ones were removed), or why none was. */
    public record Outcome(Instant at, Optional<Backup.Copy> copy, int removed, String sentence) {
        public boolean made() {
            return copy.isPresent();
        }
    }

    private final TournamentStore store;
    private final Settings settings;
    private final Clock clock;
    private final Duration lockWait;
    private final Consumer<Outcome> listener;
    private final ScheduledExecutorService thread;
    private final Set<String> finished = new HashSet<>();
    private volatile Outcome lastGood;
    private ScheduledFuture<?> timed;

    /**
     * Backups of {@code store}'s folder as {@code settings} say; {@code listener} hears every outcome on
     * the backup thread (the desktop hands it on to the FX thread).
     */
    public AutoBackup(TournamentStore store, Settings settings, Clock clock, Duration lockWait, Consumer<Outcome> listener) {
        this.store = store;
        this.settings = settings;
        this.clock = clock;
        this.lockWait = lockWait;
        this.listener = listener;
        this.thread = Executors.newSingleThreadScheduledExecutor(work -> {
            Thread t = new Thread(work, "taikai-backups");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts the timed copies: the first one {@code every} from now. Competitions finished already
     * count as seen; reading them touches the disk, so call this off the FX thread.
     */
    public synchronized AutoBackup start() {
        Set<String> already = new HashSet<>();
        store.read().competitions().forEach((id, c) -> {
            if (isFinished(c.state().map(s -> s.competition().status()))) {
                already.add(id);
            }
        });
        thread.execute(() -> finished.addAll(already));
        long every = settings.every().toMillis();
        timed = thread.scheduleWithFixedDelay(this::turn, every, every, TimeUnit.MILLISECONDS);
        return this;
    }

    /**
     * Told after a change to a competition committed (any thread, kept short): on the backup thread
     * the competition is read and, when it has just become completed, a copy is made at once.
     */
    public void changed(String competitionId) {
        if (competitionId == null || competitionId.isEmpty() || thread.isShutdown()) {
            return;
        }
        thread.execute(() -> {
            boolean now = isFinished(store.competition(competitionId).read().state()
                    .map(s -> s.competition().status()));
            if (!now) {
                finished.remove(competitionId);
            } else if (finished.add(competitionId)) {
                turn();
            }
        });
    }

    /** A copy now, on the backup thread, beside the timed ones. */
    public void copyNow() {
        if (!thread.isShutdown()) {
            thread.execute(this::turn);
        }
    }

    /** The last copy that was made and checked, if any since this started. */
    public Optional<Outcome> lastGood() {
        return Optional.ofNullable(lastGood);
    }

    public Settings settings() {
        return settings;
    }

    /** Stops the copies; a copy under way finishes first. */
    @Override
    public void close() {
        thread.shutdown();
        try {
            thread.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean isFinished(Optional<CompetitionStatus> status) {
        return status.filter(s -> s == CompetitionStatus.COMPLETED).isPresent();
    }

    /** One copy and the removal of the oldest beyond the number kept; never throws, so the timer goes on. */
    private void turn() {
        Outcome outcome;
        try {
            Backup backup = new Backup(store, clock, lockWait);
            Backup.Copy copy;
            try {
                copy = backup.into(settings.place());
            } catch (Backup.Refused sameSecond) {
                if (!Files.exists(settings.place().resolve(backup.copyName()))) {
                    throw sameSecond;
                }
                // A copy of this very second exists (a competition finished just after a timed copy): the next second's.
                Thread.sleep(1000);
                copy = new Backup(store, clock, lockWait).into(settings.place());
            }
            int removed = removeOldest(copy.folder().getParent());
            outcome = new Outcome(clock.instant(), Optional.of(copy), removed, copy.sentence() + historyTo(copy.folder().getParent()));
            lastGood = outcome;
        } catch (Backup.Refused refused) {
            outcome = new Outcome(clock.instant(), Optional.empty(), 0,
                    "No backup was made: " + refused.getMessage() + " The next one is tried in "
                            + minutes(settings.every()) + ".");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } catch (RuntimeException | IOException e) {
            outcome = new Outcome(clock.instant(), Optional.empty(), 0,
                    "No backup was made: " + e.getMessage() + " The next one is tried in " + minutes(settings.every()) + ".");
        }
        try {
            listener.accept(outcome);
        } catch (RuntimeException ignored) {
            // A listener's own failure must not end the copies.
        }
    }

    /**
     * When the folder keeps its history beside it (decision 0029), the stick gets a bare clone of it
     * beside the copies, brought up to date at each copy; says so only when that failed.
     */
    private String historyTo(Path place) {
        History history = History.beside(store.root());
        if (!history.exists()) {
            return "";
        }
        try {
            history.pushTo(place.resolve(history.repository().getFileName()));
            return "";
        } catch (IOException e) {
            return " The folder's history was not copied with it: " + e.getMessage() + ".";
        }
    }

    /** Removes this folder's copies beyond the newest {@code keep} (their names sort by time); says how many went. */
    private int removeOldest(Path place) throws IOException {
        List<Path> copies = copiesIn(place, store.root().getFileName().toString());
        int removed = 0;
        for (int i = 0; i + settings.keep() < copies.size(); i++) {
            deleteTree(copies.get(i));
            removed++;
        }
        return removed;
    }

    /** The copies of the folder named {@code folderName} in {@code place}, oldest first. */
    public static List<Path> copiesIn(Path place, String folderName) throws IOException {
        Pattern name = Pattern.compile(Pattern.quote(folderName) + "-backup-\\d{4}-\\d{2}-\\d{2}-\\d{6}");
        List<Path> copies = new ArrayList<>();
        try (Stream<Path> entries = Files.list(place)) {
            entries.filter(Files::isDirectory).filter(p -> name.matcher(p.getFileName().toString()).matches())
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).forEach(copies::add);
        }
        return copies;
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static String minutes(Duration every) {
        long seconds = every.toSeconds();
        if (seconds % 60 != 0 || seconds < 60) {
            return seconds + (seconds == 1 ? " second" : " seconds");
        }
        long m = seconds / 60;
        return m + (m == 1 ? " minute" : " minutes");
    }
}
