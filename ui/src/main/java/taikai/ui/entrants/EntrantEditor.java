package taikai.ui.entrants;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.actions.draw.Draws;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.app.road.actions.entrant.EditEntrant;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.actions.result.Reinstate;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.ui.match.MarkText;
import taikai.ui.session.OpenMatches;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.words.Words;

/**
 * The form beside the entrants table: a new entrant, or the chosen one to edit, seed, withdraw or
 * reinstate. The answer of each write is shown here as well as on the status line, so a refusal
 * (a seed for someone no longer in the roster, a name already taken) is read where it was asked.
 */
public final class EntrantEditor {
    /** A withdrawal the form offers, in the words of the sheet. */
    public record Choice(Decision decision) {
        /** "kiken-injury: injured", the term as the desktop's language writes it. */
        public String label() {
            Words words = DeskWords.of(EntrantEditor.class);
            return switch (decision) {
                case KIKEN_INJURY -> words.say("choice.kiken-injury", MarkText.term("kiken"));
                case KIKEN_VOLUNTARY -> words.say("choice.kiken-voluntary", MarkText.term("kiken"));
                case FUSENPAI -> words.say("choice.fusenpai", MarkText.term("fusenpai"));
                default -> words.say("choice.kiken", MarkText.term("kiken"));
            };
        }

        @Override
        public String toString() {
            return label();
        }
    }

    /** The withdrawals a competitor can make (RecordWithdrawal: the side that withdraws or does not appear). */
    public static final List<Choice> WITHDRAWALS = List.of(new Choice(Decision.KIKEN), new Choice(Decision.KIKEN_INJURY),
            new Choice(Decision.KIKEN_VOLUNTARY), new Choice(Decision.FUSENPAI));

    private final Words words = DeskWords.of(EntrantEditor.class);
    private final ScreenWrites writes;
    private final Supplier<CompetitionState> state;

    // ---- properties ----
    private final ReadOnlyObjectWrapper<EntrantLine> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(words.say("title.new"));
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty zekkenName = new SimpleStringProperty("");
    private final StringProperty dojo = new SimpleStringProperty("");
    private final StringProperty grade = new SimpleStringProperty("");
    private final StringProperty seed = new SimpleStringProperty("");
    private final ObjectProperty<Choice> withdrawal = new SimpleObjectProperty<>(WITHDRAWALS.get(0));
    private final StringProperty reason = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper nextMatch = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canWithdraw = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canReinstate = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper refused = new ReadOnlyBooleanWrapper(false);

    EntrantEditor(ScreenWrites writes, Supplier<CompetitionState> state) {
        this.writes = writes;
        this.state = state;
    }

    /** The entrant being edited; null while a new one is being entered. */
    public ReadOnlyObjectProperty<EntrantLine> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty zekkenNameProperty() {
        return zekkenName;
    }

    public StringProperty dojoProperty() {
        return dojo;
    }

    public StringProperty gradeProperty() {
        return grade;
    }

    /** The seed as typed: a rank from 1, or empty to clear it. */
    public StringProperty seedProperty() {
        return seed;
    }

    public ObjectProperty<Choice> withdrawalProperty() {
        return withdrawal;
    }

    /** Why the entrant withdraws, as the operator types it; kept in the match's history and shown in the table. */
    public StringProperty reasonProperty() {
        return reason;
    }

    /** Which match a withdrawal would be recorded at, or why there is none. */
    public ReadOnlyStringProperty nextMatchProperty() {
        return nextMatch.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canWithdrawProperty() {
        return canWithdraw.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canReinstateProperty() {
        return canReinstate.getReadOnlyProperty();
    }

    /** The answer to the last change asked here, or why it was not sent. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True when the message says no. */
    public ReadOnlyBooleanProperty refusedProperty() {
        return refused.getReadOnlyProperty();
    }

    // ---- inputs ----

    /** The competition as read again: the entrant being edited is shown as it now is, or the form goes back to a new one. */
    void show(CompetitionState shown) {
        EntrantLine current = selected.get();
        if (shown == null || current == null) {
            if (shown == null) {
                startNew();
            }
            return;
        }
        Optional<EntrantLine> now = EntrantLines.of(shown).stream().filter(l -> l.id().equals(current.id())).findFirst();
        if (now.isEmpty()) {
            startNew();
        } else {
            selected.set(now.get().withReason(current.barMatchId().equals(now.get().barMatchId()) ? current.reason() : ""));
            standing(shown, now.get());
        }
    }

    // ---- commands ----

    /** Empties the form for a new entrant. */
    public void startNew() {
        selected.set(null);
        title.set(words.say("title.new"));
        name.set("");
        zekkenName.set("");
        dojo.set("");
        grade.set("");
        seed.set("");
        reason.set("");
        nextMatch.set("");
        canWithdraw.set(false);
        canReinstate.set(false);
    }

    /** Fills the form with {@code line} to edit it. */
    public void select(EntrantLine line) {
        if (line == null) {
            startNew();
            return;
        }
        selected.set(line);
        title.set(line.name());
        name.set(line.name());
        zekkenName.set(line.displayName());
        dojo.set(line.dojo());
        grade.set(line.grade());
        seed.set(line.seed() > 0 ? String.valueOf(line.seed()) : "");
        reason.set("");
        message.set("");
        CompetitionState shown = state.get();
        if (shown != null) {
            standing(shown, line);
        }
    }

    /** Adds the new entrant, or saves the one being edited. */
    public void save() {
        CompetitionState shown = state.get();
        if (shown == null) {
            return;
        }
        if (name.get().isBlank()) {
            say(true, words.say("need.name"));
            return;
        }
        String id = shown.competition().id();
        EntrantLine editing = selected.get();
        if (editing == null) {
            Player added = new Player("", name.get().strip(), zekkenName.get().strip(), dojo.get().strip(),
                    shown.competition().isTeam() || grade.get().isBlank() ? List.of() : List.of(grade.get().strip()), "", 0,
                    -1, false, PlayerSource.MANUAL);
            writes.send(words.say("sent.new", added.name()), new AddEntrant(id, added), answer -> {
                answered(answer);
                if (answer.outcome().landed()) {
                    startNew();
                }
            });
            return;
        }
        Optional<Player> stored = shown.findPlayer(editing.id());
        if (stored.isEmpty()) {
            say(true, words.say("gone", editing.name()));
            return;
        }
        Player p = stored.get();
        List<String> metadata = new ArrayList<>(p.metadata());
        if (!shown.competition().isTeam()) {
            if (metadata.isEmpty()) {
                metadata.add(grade.get().strip());
            } else {
                metadata.set(0, grade.get().strip());
            }
            while (!metadata.isEmpty() && metadata.get(metadata.size() - 1).isEmpty()) {
                metadata.remove(metadata.size() - 1);
            }
        }
        Player edited = p.withName(name.get().strip()).withDisplayName(zekkenName.get().strip()).withDojo(dojo.get().strip())
                .withMetadata(metadata);
        writes.send(words.say("sent.changes", p.name()), new EditEntrant(id, edited), this::answered);
    }

    /** Gives the chosen entrant the seed typed, or clears it when the field is empty. */
    public void setSeed() {
        EntrantLine line = selected.get();
        CompetitionState shown = state.get();
        if (line == null || shown == null) {
            return;
        }
        String typed = seed.get().strip();
        int rank;
        try {
            rank = typed.isEmpty() ? 0 : Integer.parseInt(typed);
        } catch (NumberFormatException notNumber) {
            say(true, words.say("seed.not-number"));
            return;
        }
        if (rank < 0) {
            say(true, words.say("seed.negative"));
            return;
        }
        String what = rank == 0 ? words.say("sent.seed.cleared", line.name())
                : words.say("sent.seed", String.valueOf(rank), line.name());
        writes.send(what, new SetSeed(shown.competition().id(), line.id(), rank), this::answered);
    }

    /** Records the chosen entrant's withdrawal at their next match, with the reason typed. */
    public void withdraw() {
        EntrantLine line = selected.get();
        CompetitionState shown = state.get();
        if (line == null || shown == null) {
            return;
        }
        if (reason.get().isBlank()) {
            say(true, words.say("need.reason", line.name()));
            return;
        }
        Optional<MatchResult> match = next(shown, line.id());
        if (match.isEmpty() || !canWithdraw.get()) {
            say(true, nextMatch.get());
            return;
        }
        MatchResult m = match.get();
        Corner side = m.sideA().participantId().equals(line.id()) ? Corner.A : Corner.B;
        Decision decision = withdrawal.get().decision();
        writes.send(words.say("sent.withdrawal", line.name(), EntrantLines.decision(decision), OpenMatches.heading(shown, m)),
                new RecordWithdrawal(shown.competition().id(), m.id(), side, decision, reason.get().strip()), answer -> {
                    answered(answer);
                    if (answer.outcome().landed()) {
                        reason.set("");
                    }
                });
    }

    /** Lifts the chosen entrant's bar. */
    public void reinstate() {
        EntrantLine line = selected.get();
        CompetitionState shown = state.get();
        if (line == null || shown == null) {
            return;
        }
        writes.send(words.say("sent.reinstate", line.name()), new Reinstate(shown.competition().id(), line.id()), this::answered);
    }

    private void standing(CompetitionState shown, EntrantLine line) {
        Optional<MatchResult> match = next(shown, line.id());
        boolean withdrawn = line.standing() == EntrantLine.Standing.WITHDRAWN;
        canReinstate.set(line.reinstateable());
        boolean known = match.isPresent() && MatchAt.known(match.get().sideA()) && MatchAt.known(match.get().sideB());
        canWithdraw.set(!withdrawn && known);
        if (withdrawn) {
            nextMatch.set(words.say(line.reinstateable() ? "standing.liftable" : "standing.fixed", line.statusWithReason()));
        } else if (match.isPresent() && !known) {
            MatchResult m = match.get();
            nextMatch.set(words.say("standing.waits", OpenMatches.heading(shown, m),
                    MatchAt.known(m.sideA()) ? m.sideB().name() : m.sideA().name()));
        } else if (match.isPresent()) {
            MatchResult m = match.get();
            nextMatch.set(words.say(m.sideA().participantId().equals(line.id()) ? "standing.at.aka" : "standing.at.shiro",
                    OpenMatches.heading(shown, m)));
        } else if (!Draws.exists(shown)) {
            nextMatch.set(words.say("standing.undrawn", line.name()));
        } else {
            nextMatch.set(words.say("standing.none", line.name()));
        }
    }

    /** The entrant's first match in playing order that is not finished and has them on a side. */
    private static Optional<MatchResult> next(CompetitionState shown, String participantId) {
        return OtherMatches.inPlayingOrder(shown).stream().filter(m -> !m.isCompleted())
                .filter(m -> m.sideA().participantId().equals(participantId) || m.sideB().participantId().equals(participantId))
                .findFirst();
    }

    private void answered(WriteAnswer answer) {
        say(!answer.outcome().landed(), answer.sentence());
    }

    private void say(boolean no, String sentence) {
        refused.set(no);
        message.set(sentence);
    }
}
