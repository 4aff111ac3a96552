package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.model.match.Mark;
import taikai.ui.clock.ClockViewModel;
import taikai.ui.match.BoutRow;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.match.MatchRules;
import taikai.ui.match.MatchWords;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.write.Writes;

/**
 * The scoring sheet's state and commands. It shows the match it is given and never changes it
 * itself: every action goes out through {@link MatchCommands} as a write, and the match shown
 * changes only when the caller hands in the stored result again.
 */
public final class ScoringViewModel {
    private static final List<Mark> KENDO_MARKS = List.of(Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI);
    private static final List<Mark> NAGINATA_MARKS = List.of(Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI, Mark.SUNE);

    private final Words words = DeskWords.of(ScoringViewModel.class);
    private final MatchCommands commands;
    private final Writes writes;
    private final TeamTallies tallies;

    // ---- properties ----
    private final ReadOnlyObjectWrapper<OpenMatch> current = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("model.no-match"));
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper(words.say("model.choose"));
    private final ReadOnlyStringWrapper encho = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper tally = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper engiNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<List<Mark>> pointMarks = new ReadOnlyObjectWrapper<>(KENDO_MARKS);
    private final ReadOnlyObjectWrapper<Integer> selectedBout = new ReadOnlyObjectWrapper<>();
    private final ObservableList<BoutRow> bouts = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<BoutRow> boutsReadOnly = FXCollections.unmodifiableObservableList(bouts);
    private final SideState shiro = new SideState(Corner.B);
    private final SideState aka = new SideState(Corner.A);
    private final ScoringAvailability availability = new ScoringAvailability(current, selectedBout);
    private final ClockViewModel clock;
    private final ReadOnlyStringWrapper confirmation = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<NextMatch> next = new ReadOnlyObjectWrapper<>();
    private java.util.function.Function<OpenMatch, Optional<NextMatch>> nextSource = open -> Optional.empty();
    private java.util.function.Consumer<NextMatch> nextStarter = nextMatch -> { };
    private final CorrectionViewModel correction;
    private final ReopenViewModel reopening;
    private java.util.function.Consumer<OpenMatch> historyOpener = open -> { };
    private java.util.function.Function<OpenMatch, RepresentativePicks> picksSource = open -> RepresentativePicks.NONE;
    private final ReadOnlyObjectWrapper<RepresentativePicks> picks = new ReadOnlyObjectWrapper<>(RepresentativePicks.NONE);

    public ScoringViewModel(MatchCommands commands, Writes writes, TeamTallies tallies) {
        this(commands, writes, tallies, ClockViewModel.standard());
    }

    /** A sheet whose clock is {@code clock} (a test's runs on a time source of its own). */
    public ScoringViewModel(MatchCommands commands, Writes writes, TeamTallies tallies, ClockViewModel clock) {
        this.clock = clock;
        this.commands = commands;
        this.writes = writes;
        this.tallies = tallies;
        this.correction = new CorrectionViewModel(commands, writes);
        this.reopening = new ReopenViewModel(commands, writes);
    }

    /** The shiai clock of the bout on the sheet. */
    public ClockViewModel clock() {
        return clock;
    }

    /** The last entry in words, as large as a mark: "Tsuki for shiro". */
    public ReadOnlyStringProperty confirmationProperty() {
        return confirmation.getReadOnlyProperty();
    }

    /** The match offered once the open one is finished: the next of its court's queue; null when none. */
    public ReadOnlyObjectProperty<NextMatch> nextProperty() {
        return next.getReadOnlyProperty();
    }

    /**
     * Where the next match of a court's queue is looked up, and how it is started; the composition root
     * sets both (the desktop asks the folder, court mode the hall).
     */
    public void setNextMatch(java.util.function.Function<OpenMatch, Optional<NextMatch>> source,
            java.util.function.Consumer<NextMatch> starter) {
        nextSource = source == null ? open -> Optional.empty() : source;
        nextStarter = starter == null ? nextMatch -> { } : starter;
        offerNext();
    }

    /** Starts the match offered after a finish (Enter): it opens on the sheet once its court has it. */
    public void startNext() {
        NextMatch offered = next.get();
        if (offered != null && current.get() != null && current.get().match().isCompleted()) {
            nextStarter.accept(offered);
        }
    }

    /** The sentence a point key gets on a finished match, said on the status line. */
    public void refuseFinished() {
        if (current.get() != null && current.get().match().isCompleted()) {
            writes.note(words.say("model.finished-note", words.say("model.finished"), current.get().heading()));
        }
    }

    /** What a finished match says on the sheet, and on its keys. */
    public String finished() {
        return words.say("model.finished");
    }

    /** Reopening a finished match, or sending a running one back to the queue. */
    public ReopenViewModel reopening() {
        return reopening;
    }

    /** The score editor for the open match once it is finished. */
    public CorrectionViewModel correction() {
        return correction;
    }

    /** Where "History of this match" leads; the composition root sets it. */
    public void setHistoryOpener(java.util.function.Consumer<OpenMatch> opener) {
        historyOpener = opener == null ? open -> { } : opener;
    }

    /** Where the representative picks of a team encounter are read from; the composition root sets it. */
    public void setPicksSource(java.util.function.Function<OpenMatch, RepresentativePicks> source) {
        picksSource = source == null ? open -> RepresentativePicks.NONE : source;
    }

    /** The representative picks of the open team encounter; {@link RepresentativePicks#NONE} otherwise. */
    public ReadOnlyObjectProperty<RepresentativePicks> picksProperty() {
        return picks.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<OpenMatch> currentProperty() {
        return current.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** The match's state in words: scheduled, running on a court, or its result. */
    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** "Encho: 2 periods" for the match or selected bout, empty when none were played. */
    public ReadOnlyStringProperty enchoProperty() {
        return encho.getReadOnlyProperty();
    }

    /** For an engi match, how many flags there are to count; empty otherwise. */
    public ReadOnlyStringProperty engiNoteProperty() {
        return engiNote.getReadOnlyProperty();
    }

    /** A team encounter's individual victories and points, or why they are not shown. */
    public ReadOnlyStringProperty tallyProperty() {
        return tally.getReadOnlyProperty();
    }

    /** The point buttons to offer: M K D T, and S in naginata. */
    public ReadOnlyObjectProperty<List<Mark>> pointMarksProperty() {
        return pointMarks.getReadOnlyProperty();
    }

    /** The selected bout's position in a team encounter; null for an individual match. */
    public ReadOnlyObjectProperty<Integer> selectedBoutProperty() {
        return selectedBout.getReadOnlyProperty();
    }

    public ObservableList<BoutRow> bouts() {
        return boutsReadOnly;
    }

    public SideState side(Corner corner) {
        return corner == Corner.A ? aka : shiro;
    }

    public ScoringAvailability availability() {
        return availability;
    }

    // ---- inputs ----

    /** Shows {@code match}; the same match shown again keeps its selected bout. */
    public void show(OpenMatch match) {
        boolean same = current.get() != null && current.get().id().equals(match.id())
                && current.get().competitionId().equals(match.competitionId());
        if (!same) {
            correction.cancel();
            reopening.cancel();
        }
        current.set(match);
        bouts.setAll(match.rules().team() ? BoutRow.of(match) : List.of());
        if (!same || bouts.stream().noneMatch(row -> selectedBout.get() != null && row.position() == selectedBout.get())) {
            selectedBout.set(match.rules().team() ? firstOpenBout() : null);
        }
        for (Corner corner : Corner.values()) {
            side(corner).setFlags(corner.of(match.match()).flags());
        }
        if (!same) {
            confirmation.set("");
        }
        refresh();
        offerNext();
    }

    /** Shows no match: every action is off. */
    public void clear() {
        correction.cancel();
        reopening.cancel();
        current.set(null);
        bouts.clear();
        selectedBout.set(null);
        heading.set(words.say("model.no-match"));
        state.set(words.say("model.choose"));
        encho.set("");
        tally.set("");
        engiNote.set("");
        shiro.show("", "", List.of(), 0);
        aka.show("", "", List.of(), 0);
        picks.set(RepresentativePicks.NONE);
        confirmation.set("");
        next.set(null);
        clock.clear();
    }

    // ---- commands ----

    public void point(Corner corner, Mark mark) {
        String what = MarkText.word(mark);
        String phrase = Character.toUpperCase(what.charAt(0)) + what.substring(1);
        ifTarget(target -> {
            confirm(words.say("model.for", phrase, corner.said()));
            clock.scored();
            writes.send(words.say("model.for", phrase, corner.said()) + where(target), () -> commands.addPoint(target, corner, mark));
        });
    }

    public void hansoku(Corner corner) {
        ifTarget(target -> {
            confirm(words.say("model.for", MarkText.termTitle("hansoku"), corner.said()));
            clock.scored();
            writes.send(words.say("model.for", MarkText.termTitle("hansoku"), corner.said()) + where(target), () -> commands.addHansoku(target, corner));
        });
    }

    /** Adds one overtime period to the match or selected bout. */
    public void encho() {
        ifTarget(target -> {
            int periods = enchoPeriods() + 1;
            confirm(words.say("model.encho-period", MarkText.termTitle("encho"), periods));
            clock.encho();
            writes.send(words.say("model.encho-period", MarkText.termTitle("encho"), periods) + where(target), () -> commands.setEncho(target, periods));
        });
    }

    public void hantei(Corner winner) {
        ifTarget(target -> {
            confirm(words.say("model.for", MarkText.termTitle("hantei"), winner.said()));
            writes.send(words.say("model.for", MarkText.termTitle("hantei"), winner.said()) + where(target), () -> commands.hantei(target, winner));
        });
    }

    public void hikiwake() {
        ifTarget(target -> {
            confirm(MarkText.termTitle("hikiwake"));
            clock.stop();
            writes.send(MarkText.termTitle("hikiwake") + where(target), () -> commands.hikiwake(target));
        });
    }

    public void kiken(Corner withdrawing) {
        ifTarget(target -> {
            confirm(words.say("model.by", MarkText.termTitle("kiken"), withdrawing.said()));
            writes.send(words.say("model.by", MarkText.termTitle("kiken"), withdrawing.said()) + where(target), () -> commands.kiken(target, withdrawing));
        });
    }

    public void fusenpai(Corner absent) {
        ifTarget(target -> {
            confirm(words.say("model.for", MarkText.termTitle("fusenpai"), absent.said()));
            writes.send(words.say("model.for", MarkText.termTitle("fusenpai"), absent.said()) + where(target), () -> commands.fusenpai(target, absent));
        });
    }

    public void fusensho(Corner winner) {
        ifTarget(target -> {
            confirm(words.say("model.for", MarkText.termTitle("fusensho"), winner.said()));
            writes.send(words.say("model.for", MarkText.termTitle("fusensho"), winner.said()) + where(target), () -> commands.fusensho(target, winner));
        });
    }

    public void undo() {
        ifTarget(target -> {
            confirm(words.say("model.undone"));
            writes.send(words.say("model.undo") + where(target), () -> commands.undo(target));
        });
    }

    public void finish() {
        availability.wholeMatch().ifPresent(match -> {
            confirm(words.say("model.match-finished"));
            clock.stop();
            writes.send(words.say("model.finish", current.get().heading()), () -> commands.finish(match));
        });
    }

    /** Picks {@code name} ({@code memberId}) of {@code corner}'s team for the representative bout. */
    public void pick(Corner corner, String memberId, String name) {
        availability.wholeMatch().ifPresent(match -> writes.send(words.say("model.representative",
                corner.said(), current.get().heading(), name), () -> commands.pick(match, corner, memberId)));
    }

    /** Changes the engi flag count being entered for {@code corner}; nothing is sent until {@link #recordFlags()}. */
    public void flag(Corner corner, int change) {
        if (availability.matchOpen()) {
            int judges = current.get().rules().engiJudges();
            int count = side(corner).flagsProperty().get() + change;
            side(corner).setFlags(Math.min(Math.max(count, 0), judges));
        }
    }

    public void recordFlags() {
        if (availability.matchOpen()) {
            ScoreTarget match = availability.wholeMatch().orElseThrow();
            int flagsA = aka.flagsProperty().get();
            int flagsB = shiro.flagsProperty().get();
            writes.send(words.say("model.flags", flagsB, Corner.B.said(), flagsA, Corner.A.said(), current.get().heading()),
                    () -> commands.setFlags(match, flagsA, flagsB));
        }
    }

    /** Opens the score editor on the finished match. */
    public void beginCorrection() {
        if (current.get() != null && current.get().match().isCompleted()) {
            reopening.cancel();
            correction.begin(current.get());
        }
    }

    /** Asks for the reason to reopen the finished match. */
    public void beginReopen() {
        if (current.get() != null && current.get().match().isCompleted()) {
            correction.cancel();
            reopening.begin(current.get());
        }
    }

    /** Sends the running match back to its court's queue. */
    public void requeue() {
        if (current.get() != null && current.get().match().status() == taikai.model.match.MatchStatus.RUNNING) {
            reopening.requeue(current.get());
        }
    }

    /** Shows every write that reached the open match. */
    public void openHistory() {
        if (current.get() != null) {
            historyOpener.accept(current.get());
        }
    }

    public void selectBout(int position) {
        if (bouts.stream().anyMatch(row -> row.position() == position)) {
            selectedBout.set(position);
            refresh();
        }
    }

    /** Moves the selection {@code step} bouts down the grid (negative moves up). */
    public void moveBoutSelection(int step) {
        if (bouts.isEmpty() || selectedBout.get() == null) {
            return;
        }
        int at = indexOfSelected();
        selectBout(bouts.get(Math.floorMod(at + step, bouts.size())).position());
    }

    private int indexOfSelected() {
        for (int i = 0; i < bouts.size(); i++) {
            if (bouts.get(i).position() == selectedBout.get()) {
                return i;
            }
        }
        return 0;
    }

    private Integer firstOpenBout() {
        return bouts.stream().filter(row -> row.winner() == null && row.marks(Corner.A).isEmpty() && row.marks(Corner.B).isEmpty())
                .findFirst().or(() -> bouts.stream().findFirst()).map(BoutRow::position).orElse(null);
    }

    private void confirm(String words) {
        confirmation.set(words);
    }

    private void offerNext() {
        OpenMatch open = current.get();
        next.set(open != null && open.match().isCompleted() ? nextSource.apply(open).orElse(null) : null);
    }

    private void ifTarget(java.util.function.Consumer<ScoreTarget> action) {
        availability.target().ifPresent(action);
    }

    private String where(ScoreTarget target) {
        return target.bout().isPresent()
                ? words.say("model.in-bout", current.get().heading(), selectedRow().map(BoutRow::label).orElse(words.say("model.bout")))
                : words.say("model.in", current.get().heading());
    }

    private Optional<BoutRow> selectedRow() {
        return bouts.stream().filter(row -> selectedBout.get() != null && row.position() == selectedBout.get()).findFirst();
    }

    private int periods(OpenMatch open) {
        return selectedRow().map(BoutRow::enchoPeriods).orElse(open.match().enchoPeriods());
    }

    private int enchoPeriods() {
        return selectedRow().map(BoutRow::enchoPeriods).orElse(current.get().match().enchoPeriods());
    }

    private void refresh() {
        OpenMatch open = current.get();
        heading.set(open.heading() + selectedRow().map(row -> ", " + row.label().toLowerCase(words.language().locale())).orElse(""));
        state.set(MatchWords.state(open.match()));
        if (open.match().isCompleted()) {
            confirmation.set(finished()); // said large beside the heading: its keys take nothing now
        }
        clock.show(open, selectedBout.get(), periods(open));
        pointMarks.set(open.rules().naginata() ? NAGINATA_MARKS : KENDO_MARKS);
        int periods = enchoPeriods();
        encho.set(periods == 0 ? "" : words.say("model.encho", MarkText.termTitle("encho"), periods));
        ScoringSides.show(open, selectedRow(), shiro, aka);
        int judges = open.rules().engiJudges();
        engiNote.set(open.rules().engi() ? words.say("model.engi", MarkText.termTitle("engi"), judges) : "");
        tally.set(open.rules().team() ? ScoringSides.tally(tallies.of(open.match())) : "");
        picks.set(open.rules().team() ? picksSource.apply(open) : RepresentativePicks.NONE);
        if (open.match().isDegraded()) {
            // Spec "When a file is wrong": the cell is kept as read; until then the encounter counts as empty.
            tally.set(words.say("model.degraded"));
        } else if (open.rules().team() && bouts.isEmpty()) {
            tally.set(open.unseated().isEmpty() ? words.say("model.no-bouts") : open.unseated());
        }
    }
}
