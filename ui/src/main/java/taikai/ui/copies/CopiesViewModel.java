package taikai.ui.copies;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.app.backup.AutoBackup;
import taikai.app.backup.Backup;
import taikai.app.backup.Restore;
import taikai.app.compare.Comparison;
import taikai.app.compare.Report;
import taikai.app.history.HistoryRecorder;
import taikai.app.road.ChangeFeed;
import taikai.storage.folder.FolderReader;
import taikai.ui.UiExecutor;
import taikai.ui.session.Session;
import taikai.ui.settings.SettingsFile;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Copies of the day for the open folder: the backup place and how often and how many copies are
 * kept (this computer's settings, never the data folder's), the last good copy's time, the folder's
 * history beside it, a restore of a copy as a new folder, and a comparison of the open folder with a
 * copy in tournament words. The copies and the history run on threads of their own; everything
 * that touches the disk here goes through the background executor, never the FX thread.
 */
public final class CopiesViewModel {
    static final String PLACE = "backup.place";
    static final String EVERY = "backup.every.minutes";
    static final String KEEP = "backup.keep";
    static final String HISTORY = "history.keep";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final UiExecutor executor;
    private final Supplier<Optional<Session>> session;
    private final Supplier<SettingsFile> settings;
    private final Clock clock;
    private final Consumer<String> note;
    private final Consumer<ChangeFeed.Note> follower = this::changed;

    // The background threads' view; the properties are their FX-thread face.
    private volatile AutoBackup backups;
    private volatile HistoryRecorder recorder;
    private volatile Session following;
    private final Words words = DeskWords.of(CopiesViewModel.class);

    private final ReadOnlyStringWrapper place = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper every = new ReadOnlyIntegerWrapper((int) AutoBackup.DEFAULT_EVERY.toMinutes());
    private final ReadOnlyIntegerWrapper keep = new ReadOnlyIntegerWrapper(AutoBackup.DEFAULT_KEEP);
    private final ReadOnlyBooleanWrapper keepHistory = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper lastGood = new ReadOnlyStringWrapper(words.say("none.yet"));
    private final ReadOnlyStringWrapper headerLine = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyBooleanWrapper lastTryFailed = new javafx.beans.property.ReadOnlyBooleanWrapper(false);
    /** The last good copy's time as the header says it, once one was made. */
    private String lastGoodAt = "";
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper comparison = new ReadOnlyStringWrapper("");

    /**
     * @param note where a failed copy is said, so it is read whatever screen is up (the status line)
     */
    public CopiesViewModel(UiExecutor executor, Supplier<Optional<Session>> session, Supplier<SettingsFile> settings,
            Clock clock, Consumer<String> note) {
        this.executor = executor;
        this.session = session;
        this.settings = settings;
        this.clock = clock;
        this.note = note;
    }

    public ReadOnlyStringProperty placeProperty() {
        return place.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty everyProperty() {
        return every.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty keepProperty() {
        return keep.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty keepHistoryProperty() {
        return keepHistory.getReadOnlyProperty();
    }

    /** "Last good copy: 14:32:05, in /media/stick/lindewaard-backup-2026-05-16-143205." */
    /**
     * The same in a few words for the main window's header: "Copied to the stick at 14:20:05", and
     * a failed try after it ("the copy at 14:30:05 failed"), so the organiser sees both at a glance.
     */
    public ReadOnlyStringProperty headerLineProperty() {
        return headerLine.getReadOnlyProperty();
    }

    /** Whether the last try at a copy failed (the header says it in red). */
    public javafx.beans.property.ReadOnlyBooleanProperty lastTryFailedProperty() {
        return lastTryFailed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lastGoodProperty() {
        return lastGood.getReadOnlyProperty();
    }

    /** The answer to the last thing done here, in a sentence. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The last comparison, as the plain report of {@code taikai compare}. */
    public ReadOnlyStringProperty comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** The open folder is another one (or none): the copies and the history follow it. */
    public void folderChanged() {
        Optional<Session> now = session.get();
        lastGoodAt = "";
        headerLine.set(""); // another folder: its copies are its own
        lastTryFailed.set(false);
        executor.submit(() -> {
            Map<String, String> kept = settings.get().read();
            restart(now.orElse(null), kept);
            return kept;
        }, this::showSettings, failure -> message.set(words.say("start.failed", failure.getMessage())));
    }

    /** Keeps the backup place and the two numbers, then starts the copies anew with them. */
    public void apply(Path chosenPlace, int minutes, int copies, boolean history) {
        if (minutes < 1 || copies < 1) {
            message.set(words.say("limits"));
            return;
        }
        Optional<Session> now = session.get();
        executor.submit(() -> {
            settings.get().update(Map.of(PLACE, chosenPlace == null ? "" : chosenPlace.toString(),
                    EVERY, String.valueOf(minutes), KEEP, String.valueOf(copies), HISTORY, String.valueOf(history)));
            Map<String, String> kept = settings.get().read();
            restart(now.orElse(null), kept);
            return kept;
        }, kept -> {
            showSettings(kept);
            message.set(chosenPlace == null ? words.say("kept.none")
                    : words.say("kept.place", minutes, copies, chosenPlace.toString()));
        }, failure -> message.set(words.say("kept.failed", failure.getMessage())));
    }

    /** A copy now, beside the timed ones. */
    public void backUpNow() {
        AutoBackup running = backups;
        if (running == null) {
            message.set(words.say("place.first"));
            return;
        }
        message.set(words.say("copying", running.settings().place().toString()));
        running.copyNow();
    }

    /** Checks {@code copy} and copies it into a new folder beside the open one, which {@code open} then opens. */
    public void restore(Path copy, Consumer<Path> open) {
        Optional<Session> now = session.get();
        executor.submit(() -> {
            Path beside = now.map(s -> s.root().getParent()).orElse(copy.toAbsolutePath().getParent());
            Path into = beside.resolve(copy.getFileName() + "-restored");
            for (int n = 2; Files.exists(into); n++) {
                into = beside.resolve(copy.getFileName() + "-restored-" + n);
            }
            return Restore.into(copy, into);
        }, restored -> {
            message.set(words.say("restored", restored.toString()));
            open.accept(restored);
        }, failure -> message.set(words.say("restore.failed", failure.getMessage())));
    }

    /** What changed from {@code copy} to the open folder, in tournament words. */
    public void compareWith(Path copy) {
        Optional<Session> now = session.get();
        if (now.isEmpty()) {
            message.set(words.say("compare.nothing.open"));
            return;
        }
        executor.submit(() -> {
            if (!Files.isRegularFile(copy.resolve("tournament.md"))) {
                throw new IllegalArgumentException(words.say("compare.not.a.copy", copy.toString()));
            }
            Comparison c = Comparison.of(FolderReader.read(copy), now.get().store().read());
            return Report.plain(copy.getFileName().toString(), "the open folder", c);
        }, comparison::set, failure -> message.set(words.say("compare.failed", failure.getMessage())));
    }

    /** Stops the copies and the history (the window closes, or the folder changes). */
    public void stop() {
        stopRunning();
    }

    private synchronized void restart(Session open, Map<String, String> kept) {
        stopRunning();
        if (open == null) {
            return;
        }
        following = open;
        open.feed().listen(follower);
        String chosen = kept.getOrDefault(PLACE, "");
        if (!chosen.isBlank()) {
            AutoBackup.Settings s = new AutoBackup.Settings(Path.of(chosen),
                    Duration.ofMinutes(number(kept.get(EVERY), (int) AutoBackup.DEFAULT_EVERY.toMinutes())),
                    number(kept.get(KEEP), AutoBackup.DEFAULT_KEEP));
            backups = new AutoBackup(open.store(), s, clock, Backup.DEFAULT_LOCK_WAIT, this::turned).start();
        }
        if (Boolean.parseBoolean(kept.getOrDefault(HISTORY, "false"))) {
            recorder = new HistoryRecorder(open.store(), clock, HistoryRecorder.DEFAULT_QUIET,
                    HistoryRecorder.DEFAULT_EVERY, trouble -> executor.onFxThread(() -> note.accept(trouble))).start();
        }
    }

    private synchronized void stopRunning() {
        if (following != null) {
            following.feed().stopListening(follower);
            following = null;
        }
        if (backups != null) {
            backups.close();
            backups = null;
        }
        if (recorder != null) {
            recorder.close();
            recorder = null;
        }
    }

    private void changed(ChangeFeed.Note change) {
        AutoBackup b = backups;
        if (b != null) {
            b.changed(change.competitionId());
        }
        HistoryRecorder r = recorder;
        if (r != null) {
            r.changed(change.competitionId());
        }
    }

    /** A turn of the copies, on their thread: the screen and, for a failure, the status line are told. */
    private void turned(AutoBackup.Outcome outcome) {
        executor.onFxThread(() -> {
            if (outcome.made()) {
                Backup.Copy copy = outcome.copy().orElseThrow();
                lastGoodAt = TIME.format(outcome.at().atZone(ZoneId.systemDefault()));
                headerLine.set(words.say("header.good", lastGoodAt));
                lastTryFailed.set(false);
                lastGood.set(words.say("last.good", outcome.removed(), TIME.format(outcome.at().atZone(ZoneId.systemDefault())),
                        copy.folder().toString()));
                message.set(copy.sentence());
            } else {
                message.set(outcome.sentence());
                note.accept(outcome.sentence());
                String failedAt = TIME.format(outcome.at().atZone(ZoneId.systemDefault()));
                lastTryFailed.set(true);
                headerLine.set(lastGoodAt.isEmpty() ? words.say("header.failed", failedAt)
                        : words.say("header.good.then.failed", lastGoodAt, failedAt));
            }
        });
    }

    private void showSettings(Map<String, String> kept) {
        place.set(kept.getOrDefault(PLACE, ""));
        every.set(number(kept.get(EVERY), (int) AutoBackup.DEFAULT_EVERY.toMinutes()));
        keep.set(number(kept.get(KEEP), AutoBackup.DEFAULT_KEEP));
        keepHistory.set(Boolean.parseBoolean(kept.getOrDefault(HISTORY, "false")));
    }

    private static int number(String text, int otherwise) {
        try {
            int n = Integer.parseInt(text == null ? "" : text.trim());
            return n >= 1 ? n : otherwise;
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }
}
