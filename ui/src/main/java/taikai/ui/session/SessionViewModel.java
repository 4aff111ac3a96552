package taikai.ui.session;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.app.road.ChangeFeed;
import taikai.model.tournament.Tournament;
import taikai.storage.problem.Problem;
import taikai.ui.UiExecutor;

/**
 * The open data folder as the screens see it: which folder, the folder as last read, whether a
 * read is under way, and a notice of what opening found. Opening, creating and reading run on the
 * background thread; the results land here on the FX thread. Every change a court table or this
 * desktop commits is followed: a note on the change feed reads the folder again.
 */
public final class SessionViewModel {
    private final UiExecutor executor;
    private final Optional<RecentFolder> recent;
    private final Path sampleCopies;
    private final AtomicBoolean reloadPending = new AtomicBoolean();
    // The open session for the background thread, which must not read a JavaFX property.
    private final java.util.concurrent.atomic.AtomicReference<Session> open = new java.util.concurrent.atomic.AtomicReference<>();
    private final Consumer<ChangeFeed.Note> follower = note -> requestReload();

    // ---- properties ----
    private final ReadOnlyObjectWrapper<Session> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Snapshot> snapshot = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper busyText = new ReadOnlyStringWrapper("");
    private final taikai.words.Words words = taikai.ui.words.DeskWords.of(SessionViewModel.class);
    /** The notice a failed read again left, which the next read that works takes away. */
    private String readAgainFailed = "";
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Path> sample = new ReadOnlyObjectWrapper<>();

    /**
     * @param recent       where the last folder is remembered; empty in tests that must not touch the user's preferences
     * @param sampleCopies where the organiser's own copy of the sample tournament is made
     */
    public SessionViewModel(UiExecutor executor, Optional<RecentFolder> recent, Path sampleCopies) {
        this.executor = executor;
        this.recent = recent;
        this.sampleCopies = sampleCopies;
    }

    public ReadOnlyObjectProperty<Session> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /** The folder as last read; null until a folder is open. */
    public ReadOnlyObjectProperty<Snapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** True while a folder is being opened, created or read. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** What is being done while busy, in words. */
    public ReadOnlyStringProperty busyTextProperty() {
        return busyText.getReadOnlyProperty();
    }

    /** What opening found (changes recovered from the log), or why a folder could not be opened; empty otherwise. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The sample tournament's folder when one was found beside the app; null otherwise. */
    public ReadOnlyObjectProperty<Path> sampleProperty() {
        return sample.getReadOnlyProperty();
    }

    /** The open session; safe to ask from any thread. */
    public Optional<Session> current() {
        return Optional.ofNullable(open.get());
    }

    /** The folder as last read, from any thread; null when none is open. */
    public Snapshot lastRead() {
        Session s = open.get();
        return s == null ? null : s.snapshot();
    }

    // ---- commands ----

    /** Opens the folder named on the command line, else the last one used; looks for the sample too. */
    public void start(List<String> args, Path workingDirectory, Optional<Path> appFolder) {
        run(words.say("busy.looking"), () -> new Start(
                FolderChoice.initial(args, recent.flatMap(RecentFolder::load)),
                FolderChoice.sample(workingDirectory, appFolder)), found -> {
                    sample.set(found.sample().orElse(null));
                    found.folder().ifPresent(this::open);
                });
    }

    public void open(Path folder) {
        run(words.say("busy.opening", String.valueOf(folder)), () -> {
            Session opened = Session.open(folder);
            recent.ifPresent(r -> r.save(folder));
            return opened;
        }, this::opened);
    }

    /** Creates a tournament in {@code folder} and opens it. */
    public void create(Path folder, Tournament tournament) {
        run(words.say("busy.creating", tournament.name(), String.valueOf(folder)), () -> {
            Session created = Session.create(folder, tournament);
            recent.ifPresent(r -> r.save(folder));
            return created;
        }, this::opened);
    }

    /** Opens the organiser's own copy of the sample tournament. */
    public void openSample() {
        Path original = sample.get();
        if (original == null) {
            notice.set(words.say("no.sample"));
            return;
        }
        run(words.say("busy.copying", String.valueOf(sampleCopies)), () -> FolderChoice.copyOfSample(original, sampleCopies),
                this::open);
    }

    /** Reads the open folder again, as after a hand edit. */
    public void reload() {
        reload(read -> { });
    }

    /** Reads the open folder again; {@code then} is given the new read on the FX thread, after every screen has it. */
    public void reload(Consumer<Snapshot> then) {
        Session open = session.get();
        if (open != null) {
            run(words.say("busy.reading", String.valueOf(open.root())), open::reload, read -> {
                publish(read);
                then.accept(read);
            });
        }
    }

    /**
     * Backs the open folder up into a new folder inside {@code destination}, off the FX thread
     * with the busy indicator; {@code answer} is told on the FX thread whether it was made and the
     * sentence saying where the copy went and how many files it holds, or why there is none.
     */
    public void backUp(Path destination, java.util.function.BiConsumer<Boolean, String> answer) {
        Session opened = session.get();
        if (opened == null) {
            answer.accept(false, words.say("backup.no.folder"));
            return;
        }
        aside(words.say("busy.backing.up", String.valueOf(opened.root()), String.valueOf(destination)), "backup.failed", () -> {
            try {
                return new Done(true, taikai.app.backup.Backup.of(opened.store()).into(destination).said()
                        .in(taikai.ui.words.DeskWords.language()));
            } catch (taikai.app.backup.Backup.Refused refused) {
                return new Done(false, words.say("backup.failed", refused.getMessage()));
            }
        }, answer);
    }

    /**
     * Writes every competition's results and standings as CSV files into {@code destination}, off
     * the FX thread with the busy indicator; {@code answer} is told as for {@link #backUp}.
     */
    public void export(Path destination, java.util.function.BiConsumer<Boolean, String> answer) {
        Session opened = session.get();
        if (opened == null) {
            answer.accept(false, words.say("export.no.folder"));
            return;
        }
        aside(words.say("busy.exporting", String.valueOf(destination)), "export.failed", () -> {
            try {
                taikai.app.export.Export.Written written = taikai.app.export.Export.of(opened.store())
                        .into(destination, Optional.empty());
                return new Done(written.skipped().isEmpty(), written.said().in(taikai.ui.words.DeskWords.language()));
            } catch (taikai.app.export.Export.Refused refused) {
                return new Done(false, words.say("export.failed", refused.getMessage()));
            }
        }, answer);
    }

    private void aside(String what, String failedKey, java.util.concurrent.Callable<Done> work,
            java.util.function.BiConsumer<Boolean, String> answer) {
        busy.set(true);
        busyText.set(what + "\u2026");
        executor.submit(work, done -> {
            busy.set(false);
            busyText.set("");
            answer.accept(done.made(), done.sentence());
        }, failure -> {
            busy.set(false);
            busyText.set("");
            answer.accept(false, words.say(failedKey, sentence(failure)));
        });
    }

    public void dismissNotice() {
        notice.set("");
    }

    /**
     * Reads the folder again soon, once for any number of changes in a row. Called on the thread
     * that committed the change, so it only queues the read.
     */
    void requestReload() {
        Session open = session.get();
        if (open != null && reloadPending.compareAndSet(false, true)) {
            executor.submit(() -> {
                reloadPending.set(false);
                return open.reload();
            }, read -> {
                if (open == session.get()) {
                    // A read that works again ends the sentence about the one that failed.
                    if (!readAgainFailed.isEmpty() && notice.get().equals(readAgainFailed)) {
                        notice.set("");
                    }
                    publish(read);
                }
            }, failure -> {
                readAgainFailed = words.say("read.again.failed", String.valueOf(failure.getMessage()));
                notice.set(readAgainFailed);
            });
        }
    }

    private void opened(Session opened) {
        Session before = session.get();
        if (before != null) {
            before.feed().stopListening(follower);
        }
        open.set(opened);
        session.set(opened);
        opened.feed().listen(follower);
        notice.set(noticeOf(opened.snapshot().openNotices()));
        publish(opened.snapshot());
    }

    private void publish(Snapshot read) {
        snapshot.set(read);
    }

    private String noticeOf(List<Problem> notices) {
        if (notices.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        notices.forEach(n -> text.append(taikai.app.words.Said.problem(n, taikai.ui.words.DeskWords.language())).append(' '));
        return words.say("recovered", text.toString().strip());
    }

    private <T> void run(String what, java.util.concurrent.Callable<T> work, Consumer<T> then) {
        busy.set(true);
        busyText.set(what + "\u2026");
        executor.submit(work, result -> {
            busy.set(false);
            busyText.set("");
            then.accept(result);
        }, failure -> {
            busy.set(false);
            busyText.set("");
            notice.set(sentence(failure));
        });
    }

    private String sentence(Exception failure) {
        String message = failure.getMessage() == null || failure.getMessage().isBlank()
                ? words.say("failed.unsaid") : failure.getMessage().strip(); // never a class name
        return message.endsWith(".") ? message : message + ".";
    }

    /** What a backup or an export answered. */
    private record Done(boolean made, String sentence) {
    }

    /** What starting found: the folder to open and the sample, each if any. */
    private record Start(Optional<Path> folder, Optional<Path> sample) {
    }
}
