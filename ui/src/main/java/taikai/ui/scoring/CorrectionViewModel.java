package taikai.ui.scoring;

import taikai.ui.match.MarkText;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.match.Corner;
import taikai.ui.match.OpenMatch;
import taikai.ui.write.Writes;

/**
 * The score editor for a finished match: each side's points as the sheet writes them ("M K"), the
 * fouls, the overtime, a hantei or a draw, and the reason, which is required (spec section 3). The
 * winner is never typed; the write road works it out from what is entered.
 */
public final class CorrectionViewModel {
    private final MatchCommands commands;
    private final Writes writes;
    private final Words words = DeskWords.of(CorrectionViewModel.class);
    private ScoreTarget target;
    private String heading = "";

    // ---- properties ----
    private final ReadOnlyBooleanWrapper editing = new ReadOnlyBooleanWrapper(false);
    private final StringProperty akaPoints = new SimpleStringProperty("");
    private final StringProperty shiroPoints = new SimpleStringProperty("");
    private final IntegerProperty akaHansoku = new SimpleIntegerProperty(0);
    private final IntegerProperty shiroHansoku = new SimpleIntegerProperty(0);
    private final IntegerProperty encho = new SimpleIntegerProperty(0);
    private final ObjectProperty<Corner> hantei = new SimpleObjectProperty<>();
    private final BooleanProperty hikiwake = new SimpleBooleanProperty(false);
    private final StringProperty reason = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public CorrectionViewModel(MatchCommands commands, Writes writes) {
        this.commands = commands;
        this.writes = writes;
    }

    public ReadOnlyBooleanProperty editingProperty() {
        return editing.getReadOnlyProperty();
    }

    public StringProperty pointsProperty(Corner corner) {
        return corner == Corner.A ? akaPoints : shiroPoints;
    }

    public IntegerProperty hansokuProperty(Corner corner) {
        return corner == Corner.A ? akaHansoku : shiroHansoku;
    }

    public IntegerProperty enchoProperty() {
        return encho;
    }

    /** The corner the judges decided for; null for none. */
    public ObjectProperty<Corner> hanteiProperty() {
        return hantei;
    }

    public BooleanProperty hikiwakeProperty() {
        return hikiwake;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    /** What to fix before the correction can be sent; empty when nothing. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    // ---- commands ----

    /** Opens the editor on {@code open}'s result as stored. */
    public void begin(OpenMatch open) {
        MatchResult m = open.match();
        target = ScoreTarget.match(open.competitionId(), open.id());
        heading = open.heading();
        akaPoints.set(text(m.sideA()));
        shiroPoints.set(text(m.sideB()));
        akaHansoku.set(m.sideA().hansoku());
        shiroHansoku.set(m.sideB().hansoku());
        encho.set(m.enchoPeriods());
        hantei.set(m.sideA().hasHantei() ? Corner.A : m.sideB().hasHantei() ? Corner.B : null);
        hikiwake.set(m.verdict().decision() == Decision.HIKIWAKE);
        reason.set("");
        error.set("");
        editing.set(false);
        editing.set(true);
    }

    public void cancel() {
        editing.set(false);
        error.set("");
    }

    /** Sends the correction; what is wrong with it is said and nothing is sent. */
    public void save() {
        Optional<List<Mark>> aka = marks(akaPoints.get());
        Optional<List<Mark>> shiro = marks(shiroPoints.get());
        if (aka.isEmpty() || shiro.isEmpty()) {
            error.set(words.say("correction.points-unread"));
            return;
        }
        if (reason.get().isBlank()) {
            error.set(words.say("correction.needs-reason"));
            return;
        }
        if (hikiwake.get() && hantei.get() != null) {
            error.set(words.say("correction.draw-or-hantei", MarkText.term("hantei")));
            return;
        }
        Correction correction = new Correction(aka.get(), akaHansoku.get(), shiro.get(), shiroHansoku.get(), encho.get(),
                hantei.get(), hikiwake.get(), reason.get());
        ScoreTarget match = target;
        error.set("");
        editing.set(false);
        writes.send(words.say("correction.sent", heading, correction.reason()), () -> commands.correct(match, correction));
    }

    /** The struck points as the sheet writes them, the hantei mark left to its own control. */
    static String text(Side side) {
        List<String> symbols = new ArrayList<>();
        side.ippons().stream().filter(m -> m != Mark.HANTEI).forEach(m -> symbols.add(m.symbol()));
        return String.join(" ", symbols);
    }

    /** "M K", "MK", "M|K" or "m, k" read as men and kote; empty when a letter is not a point. */
    static Optional<List<Mark>> marks(String text) {
        List<Mark> marks = new ArrayList<>();
        for (char c : text.toUpperCase(java.util.Locale.ROOT).toCharArray()) {
            if (Character.isWhitespace(c) || c == '|' || c == ',') {
                continue;
            }
            Optional<Mark> mark = Mark.fromSymbol(String.valueOf(c)).filter(m -> m != Mark.UNFILLED && m != Mark.HANTEI);
            if (mark.isEmpty()) {
                return Optional.empty();
            }
            marks.add(mark.get());
        }
        return Optional.of(marks);
    }
}
