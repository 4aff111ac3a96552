package taikai.ui.scoreboard;

import taikai.ui.match.MarkText;
import taikai.ui.words.DeskWords;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.function.LongSupplier;
import taikai.app.clock.ClockReading;
import taikai.model.match.Decision;
import taikai.ui.clock.ShiaiClock;
import taikai.model.match.Side;
import taikai.ui.match.BoutRow;
import taikai.ui.match.Corner;
import taikai.ui.match.MatchWords;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;

/**
 * What a court's scoreboard shows. It follows two observable values, the match on the court and
 * the one after it, and redraws whenever either changes; it has no commands, since a scoreboard
 * only reads. Change the followed values on the FX thread.
 */
public final class ScoreboardViewModel {
    private final TeamTallies tallies;

    // ---- properties ----
    private final ReadOnlyStringWrapper court = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper encho = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper tally = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nextUp = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Integer> currentBout = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper showing = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<BoutRow> bouts = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<BoutRow> boutsReadOnly = FXCollections.unmodifiableObservableList(bouts);
    private final BoardSide shiro = new BoardSide(Corner.B);
    private final BoardSide aka = new BoardSide(Corner.A);
    // Held here and registered weakly, so a closed scoreboard does not stay subscribed to the match it followed.
    private final ChangeListener<OpenMatch> currentListener = (obs, old, now) -> showCurrent(now);
    private final ChangeListener<OpenMatch> nextListener = (obs, old, now) -> showNext(now);
    private final ChangeListener<ClockReading> clockListener = (obs, old, now) -> showClock(now);
    private final ReadOnlyStringWrapper clockFace = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper clockCaption = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper clockShown = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper clockRunning = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper clockTimeUp = new ReadOnlyBooleanWrapper(false);
    private OpenMatch shownMatch;
    private ClockReading reading;
    private LongSupplier now = System::currentTimeMillis;

    /**
     * @param courtName the court's label, such as "A"
     * @param current   the match on the court, or null when there is none
     * @param next      the match called after it, or null
     */
    public ScoreboardViewModel(String courtName, ObservableValue<OpenMatch> current, ObservableValue<OpenMatch> next,
            TeamTallies tallies) {
        this.tallies = tallies;
        court.set(DeskWords.of(ScoreboardViewModel.class).say("court", courtName));
        current.addListener(new WeakChangeListener<>(currentListener));
        next.addListener(new WeakChangeListener<>(nextListener));
        showCurrent(current.getValue());
        showNext(next.getValue());
    }

    public ReadOnlyStringProperty courtProperty() {
        return court.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty enchoProperty() {
        return encho.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty tallyProperty() {
        return tally.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nextUpProperty() {
        return nextUp.getReadOnlyProperty();
    }

    /** The bout being fought in a team encounter: the first one without a result. */
    public ReadOnlyObjectProperty<Integer> currentBoutProperty() {
        return currentBout.getReadOnlyProperty();
    }

    /** True while a match is on the court. */
    public ReadOnlyBooleanProperty showingProperty() {
        return showing.getReadOnlyProperty();
    }

    public ObservableList<BoutRow> bouts() {
        return boutsReadOnly;
    }

    public BoardSide side(Corner corner) {
        return corner == Corner.A ? aka : shiro;
    }

    /**
     * Shows the court's clock from {@code readings}: each reading is the table's start, stop or
     * adjustment, and between readings this board runs the clock itself by {@code clock} (the same
     * clock the readings are stamped in), so no tick crosses the network. Change it on the FX thread.
     */
    public void followClock(ObservableValue<ClockReading> readings, LongSupplier clock) {
        now = clock;
        readings.addListener(new WeakChangeListener<>(clockListener));
        showClock(readings.getValue());
    }

    /** "2:47" while the court's match has a clock; empty otherwise. */
    public ReadOnlyStringProperty clockFaceProperty() {
        return clockFace.getReadOnlyProperty();
    }

    /** "Encho" in an encho period, "Time is up" once it is, empty otherwise. */
    public ReadOnlyStringProperty clockCaptionProperty() {
        return clockCaption.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty clockShownProperty() {
        return clockShown.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty clockRunningProperty() {
        return clockRunning.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty clockTimeUpProperty() {
        return clockTimeUp.getReadOnlyProperty();
    }

    /** Moves the clock's face on; the view calls it ten times a second. */
    public void tickClock() {
        ClockReading shown = reading;
        boolean forThisMatch = shown != null && shownMatch != null && shown.matchId().equals(shownMatch.id())
                && (shown.competitionId().isEmpty() || shownMatch.competitionId().isEmpty()
                        || shown.competitionId().equals(shownMatch.competitionId()));
        clockShown.set(forThisMatch);
        if (!forThisMatch) {
            clockFace.set("");
            clockCaption.set("");
            clockRunning.set(false);
            clockTimeUp.set(false);
            return;
        }
        long left = shown.remainingAt(now.getAsLong());
        boolean regular = ClockReading.REGULAR.equals(shown.period());
        long millis = regular ? Math.max(0, left) : Math.abs(left);
        clockFace.set(ShiaiClock.face(millis, left >= 0));
        boolean up = regular && left <= 0;
        clockTimeUp.set(up);
        clockRunning.set(shown.running() && !up);
        clockCaption.set(up ? DeskWords.of(ScoreboardViewModel.class).say("time-up") : regular ? "" : MarkText.termTitle("encho"));
    }

    private void showClock(ClockReading latest) {
        reading = latest;
        tickClock();
    }

    private void showCurrent(OpenMatch open) {
        shownMatch = open;
        showing.set(open != null);
        tickClock();
        if (open == null) {
            heading.set(DeskWords.of(ScoreboardViewModel.class).say("no-match"));
            state.set("");
            encho.set("");
            tally.set("");
            bouts.clear();
            currentBout.set(null);
            shiro.show("", "", List.of(), 0);
            aka.show("", "", List.of(), 0);
            return;
        }
        heading.set(open.heading());
        state.set(MatchWords.state(open.match()));
        bouts.setAll(open.rules().team() ? BoutRow.of(open) : List.of());
        Optional<BoutRow> bout = bouts.stream().filter(r -> r.winner() == null && r.decision() == Decision.NONE).findFirst();
        currentBout.set(bout.map(BoutRow::position).orElse(null));
        int periods = bout.map(BoutRow::enchoPeriods).orElse(open.match().enchoPeriods());
        encho.set(periods == 0 ? "" : DeskWords.of(ScoreboardViewModel.class).say("encho", MarkText.termTitle("encho"), periods));
        for (BoardSide board : List.of(shiro, aka)) {
            Side side = board.corner().of(open.match());
            if (!open.rules().team()) {
                board.show(side.name(), open.dojos().of(side), side.ippons(), side.hansoku());
            } else {
                board.show(bout.map(r -> r.name(board.corner())).orElse(side.name()), bout.isPresent() ? side.name() : "",
                        bout.map(r -> r.marks(board.corner())).orElse(List.of()), bout.map(r -> r.hansoku(board.corner())).orElse(0));
            }
        }
        tally.set(open.rules().team() ? tallies.of(open.match())
                .map(t -> DeskWords.of(ScoreboardViewModel.class).say("tally", t.victoriesB(), t.victoriesA(), t.pointsB(), t.pointsA()))
                .orElse("") : "");
    }

    private void showNext(OpenMatch open) {
        if (open == null) {
            nextUp.set("");
            return;
        }
        nextUp.set(DeskWords.of(ScoreboardViewModel.class).say("next", open.heading(), open.sideName(Corner.B), Corner.B.said(), open.sideName(Corner.A), Corner.A.said()));
    }
}
