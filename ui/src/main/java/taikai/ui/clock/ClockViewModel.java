package taikai.ui.clock;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import taikai.app.clock.ClockReading;
import taikai.ui.UiExecutor;
import taikai.ui.match.OpenMatch;

/**
 * The scoring sheet's clock: the bout on the sheet timed by a {@link ShiaiClock}, its face and state as
 * properties for the view, and every start, stop and adjustment kept on disk ({@link ClockFile}) and
 * told to the displays (a {@link ClockReading}: they run the clock themselves between readings). Each
 * bout keeps its own time while the sheet moves between bouts. Call on the FX thread.
 */
public final class ClockViewModel {
    private final Words words = DeskWords.of(ClockViewModel.class);
    private final ShiaiClock clock;
    private final LongSupplier now;
    private final Runnable sound;
    private final Map<String, ClockReading> bouts = new HashMap<>();
    private String key = "";
    private String court = "";
    private String competitionId = "";
    private String matchId = "";
    /** Whether the bout on the sheet is on its court now: only then do the displays hear of its clock. */
    private boolean live;
    private UiExecutor saver;
    private ClockFile file;
    private Consumer<ClockReading> publisher = reading -> { };

    // ---- properties ----
    private final ReadOnlyStringWrapper face = new ReadOnlyStringWrapper("0:00");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper timeUp = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyIntegerWrapper signals = new ReadOnlyIntegerWrapper(0);
    private final BooleanProperty pauseOnScore = new SimpleBooleanProperty(false);

    /**
     * @param now   the wall clock in Unix milliseconds (a saved clock is carried on by it after a restart)
     * @param sound what sounds when time is up
     */
    public ClockViewModel(LongSupplier now, Runnable sound) {
        this.now = now;
        this.sound = sound;
        this.clock = new ShiaiClock(now, ClockTimes.NONE);
        pauseOnScore.addListener((obs, old, on) -> save());
    }

    /** A clock with the wall clock and the time-up tone. */
    public static ClockViewModel standard() {
        return new ClockViewModel(System::currentTimeMillis, TimeUpTone::play);
    }

    /**
     * From now on keeps the clock in {@code clockFile}, written through {@code executor} (never on the FX
     * thread), and carries on from {@code saved} (read from it off the FX thread) when it times the bout
     * on the sheet.
     */
    public void keepIn(ClockFile clockFile, UiExecutor executor, Optional<ClockFile.Saved> saved) {
        file = clockFile;
        saver = executor;
        saved.ifPresent(s -> {
            bouts.put(s.key(), s.reading());
            pauseOnScore.set(s.pauseOnScore());
            if (s.key().equals(key)) {
                clock.restore(clock.times(), s.reading());
                refresh();
                publish();
            }
        });
    }

    /** Where each reading goes for the displays (the hall laptop, or the desktop's own scoreboards). */
    public void publishTo(Consumer<ClockReading> readings) {
        publisher = readings == null ? reading -> { } : readings;
    }

    // ---- properties ----

    /** "2:47": time left, or elapsed in an open-ended encho. */
    public ReadOnlyStringProperty faceProperty() {
        return face.getReadOnlyProperty();
    }

    /** "Time", "Encho", "Encho, open-ended", or "Time is up". */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /** What the last typed time did, in a sentence; empty when nothing needs saying. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty timeUpProperty() {
        return timeUp.getReadOnlyProperty();
    }

    /** Whether the sheet shows a clock: a match is open and it is not engi (engi has no time). */
    public ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** How many times the time-up signal has sounded. */
    public ReadOnlyIntegerProperty signalsProperty() {
        return signals.getReadOnlyProperty();
    }

    /** The organiser's choice: a point or hansoku entered stops the clock. */
    public BooleanProperty pauseOnScoreProperty() {
        return pauseOnScore;
    }

    /** The reading of the clock now, for the table's own TV window. */
    public ClockReading reading() {
        return clock.reading(court, competitionId, matchId);
    }

    // ---- inputs ----

    /**
     * Times {@code open} ({@code bout} of a team encounter, else null): the same bout keeps its clock;
     * another carries on from its kept time, or starts afresh at the competition's time (in encho when
     * the bout is already in encho).
     */
    public void show(OpenMatch open, Integer bout, int enchoPeriods) {
        ClockTimes times = ClockTimes.of(open);
        String next = open.competitionId() + "/" + open.id() + "#" + (bout == null ? "" : bout);
        court = open.match().court();
        live = open.match().status() == taikai.model.match.MatchStatus.RUNNING;
        if (!next.equals(key)) {
            remember();
            key = next;
            competitionId = open.competitionId();
            matchId = open.id();
            ClockReading kept = bouts.get(next);
            if (kept != null && !times.none()) {
                clock.restore(times, kept);
            } else {
                clock.reset(times);
                if (enchoPeriods > 0) {
                    clock.encho();
                }
            }
            message.set("");
            shown.set(!times.none());
            refresh();
            publish();
            return;
        }
        shown.set(!times.none());
        refresh();
    }

    public void clear() {
        remember();
        key = "";
        clock.reset(ClockTimes.NONE);
        shown.set(false);
        message.set("");
        refresh();
    }

    // ---- commands ----

    /** Space: start or stop. */
    public void toggle() {
        if (!shown.get()) {
            return;
        }
        if (!clock.running() && clock.timeUp()) {
            message.set(words.say("message.time-up"));
            return;
        }
        clock.toggle();
        message.set("");
        changed();
    }

    public void stop() {
        if (clock.running()) {
            clock.stop();
            changed();
        }
    }

    /** + and -: a second more or less on the clock's face. */
    public void adjust(int seconds) {
        if (!shown.get()) {
            return;
        }
        clock.adjust(seconds * 1000L);
        message.set("");
        changed();
    }

    /** Sets the clock to a typed time ("2:30", "230", "90"); false, with the sentence why, when it is not a time. */
    public boolean type(String typed) {
        if (!shown.get()) {
            return false;
        }
        java.util.OptionalLong millis = ShiaiClock.parse(typed);
        if (millis.isEmpty()) {
            message.set(words.say("message.not-a-time", typed == null ? "" : typed.strip()));
            return false;
        }
        clock.setShown(millis.getAsLong());
        message.set(""); // the face says it
        changed();
        return true;
    }

    /** An encho period begins: the clock stops at the encho's time, or at 0:00 counting up. */
    public void encho() {
        if (!shown.get()) {
            return;
        }
        clock.encho();
        changed();
    }

    /** A point or hansoku was entered: the clock stops if the organiser chose so. */
    public void scored() {
        if (pauseOnScore.get()) {
            stop();
        }
    }

    /** Called often by the view: moves the face on and sounds the signal once when time runs out. */
    public void tick() {
        if (clock.tick()) {
            signals.set(signals.get() + 1);
            sound.run();
            changed();
            return;
        }
        refresh();
    }

    // ---- inside ----

    private void remember() {
        if (!key.isEmpty() && !clock.times().none()) {
            bouts.put(key, clock.reading(court, competitionId, matchId));
        }
    }

    private void changed() {
        remember();
        refresh();
        publish();
        save();
    }

    /** Tells the displays, for a bout on its court: a finished match looked at again is not the court's clock. */
    private void publish() {
        if (live && !clock.times().none()) {
            publisher.accept(clock.reading(court, competitionId, matchId));
        }
    }

    private void save() {
        ClockFile target = file;
        UiExecutor executor = saver;
        if (target == null || executor == null || key.isEmpty() || clock.times().none()) {
            return;
        }
        ClockFile.Saved saved = new ClockFile.Saved(key, clock.reading(court, competitionId, matchId), pauseOnScore.get());
        try {
            executor.submit(() -> {
                target.write(saved);
                return saved;
            }, done -> { }, failure -> message.set(words.say("message.not-kept", failure.getMessage())));
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            // The app is closing: its background thread has stopped, and the last reading kept is the one before.
        }
    }

    private void refresh() {
        boolean up = clock.timeUp();
        face.set(ShiaiClock.face(clock.shownMillis(), clock.timed()));
        running.set(clock.running());
        timeUp.set(shown.get() && up);
        boolean encho = ClockReading.ENCHO.equals(clock.period());
        String enchoTerm = taikai.ui.match.MarkText.termTitle("encho");
        caption.set(up ? words.say("caption.time-up") : encho ? (clock.timed() ? enchoTerm : words.say("caption.encho-open", enchoTerm))
                : words.say("caption.time"));
    }
}
