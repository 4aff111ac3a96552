package taikai.ui.overrides;

import taikai.ui.words.DeskWords;
import java.util.Optional;
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
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.RemoveWinnerOverride;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.ui.session.RoadActions;

/**
 * The organiser's winner override on a knockout match (spec section 5, overrides.json): aka or shiro
 * is the winner whatever the recorded result, with a reason, and moves on in the tree; removing it
 * gives the result back its say. Sent as {@code override-winner} and {@code remove-override-winner}.
 */
public final class WinnerOverrideViewModel implements OverrideForm {
    /**
     * A knockout match as the form needs it.
     *
     * @param decidable both sides are known, so a winner can be chosen
     * @param reason    why the organiser decided the winner; empty when it has no override
     */
    public record Match(String competitionId, String matchId, String heading, String aka, String shiro, boolean decidable,
            boolean overridden, String reason) {

        /** The knockout match {@code matchId} of {@code state}, or empty for a pool bout or an unknown id. */
        public static Optional<Match> of(CompetitionState state, String matchId, String heading) {
            if (state == null || matchId == null) {
                return Optional.empty();
            }
            Optional<BracketMatch> node = state.bracket().find(matchId);
            return node.map(n -> new Match(state.competition().id(), matchId, heading, n.result().sideA().name(),
                    n.result().sideB().name(), MatchAt.known(n.result().sideA()) && MatchAt.known(n.result().sideB()), n.overridden() || state.overrides().winners().containsKey(matchId),
                    state.overrides().winnerReasons().getOrDefault(matchId, "")));
        }

        String name(Corner corner) {
            return corner == Corner.A ? aka : shiro;
        }
    }

    private final RoadActions road;

    // ---- properties ----
    private final ReadOnlyObjectWrapper<Match> match = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper overridden = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper removing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper help = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper akaName = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper shiroName = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Corner> winner = new SimpleObjectProperty<>();
    private final StringProperty reason = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public WinnerOverrideViewModel(RoadActions road) {
        this.road = road;
    }

    /** The knockout match the actions apply to; null when none (a pool bout, or nothing open). */
    public ReadOnlyObjectProperty<Match> matchProperty() {
        return match.getReadOnlyProperty();
    }

    /** A knockout match with both sides known is offered: its winner can be overridden. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** The offered match has a winner override, which can be removed. */
    public ReadOnlyBooleanProperty overriddenProperty() {
        return overridden.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    /** True when the form removes the override: no winner is asked for. */
    public ReadOnlyBooleanProperty removingProperty() {
        return removing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty helpProperty() {
        return help.getReadOnlyProperty();
    }

    /** "Aka: Ann Sato", the choice's label. */
    public ReadOnlyStringProperty akaNameProperty() {
        return akaName.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty shiroNameProperty() {
        return shiroName.getReadOnlyProperty();
    }

    /** The chosen winner: A is aka, B is shiro. */
    public ObjectProperty<Corner> winnerProperty() {
        return winner;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    // ---- inputs ----

    /** Offers {@code knockout} (null offers none); an open form for another match closes. */
    public void offer(Match knockout) {
        Match before = match.get();
        match.set(knockout);
        available.set(knockout != null && knockout.decidable());
        overridden.set(knockout != null && knockout.overridden());
        if (knockout == null || before == null || !before.matchId().equals(knockout.matchId())
                || !before.competitionId().equals(knockout.competitionId())) {
            cancel();
        }
    }

    // ---- commands ----

    /** Opens the form to choose the winner of the offered match. */
    public void begin() {
        Match m = match.get();
        if (m == null) {
            return;
        }
        if (!m.decidable()) {
            error.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.not-both", m.heading()));
            return;
        }
        open(m, false);
        title.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.title", m.heading()));
        help.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.help"));
    }

    /** Opens the form to remove the offered match's override. */
    public void beginRemove() {
        Match m = match.get();
        if (m == null || !m.overridden()) {
            return;
        }
        open(m, true);
        title.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.remove-title", m.heading()));
        help.set(m.reason().isEmpty() ? DeskWords.of(WinnerOverrideViewModel.class).say("winner.remove-help") : DeskWords.of(WinnerOverrideViewModel.class).say("winner.remove-help-reason", m.reason()));
    }

    public void cancel() {
        asking.set(false);
        error.set("");
    }

    /** Sends the override or its removal; says what is missing and sends nothing when the form is incomplete. */
    public void save() {
        Match m = match.get();
        if (m == null || !asking.get()) {
            return;
        }
        if (!removing.get() && winner.get() == null) {
            error.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.choose", taikai.ui.match.Corner.A.said(), m.aka(), taikai.ui.match.Corner.B.said(), m.shiro()));
            return;
        }
        if (reason.get().isBlank()) {
            error.set(removing.get()
                    ? DeskWords.of(WinnerOverrideViewModel.class).say("winner.remove-needs-reason")
                    : DeskWords.of(WinnerOverrideViewModel.class).say("winner.needs-reason"));
            return;
        }
        String why = reason.get().strip();
        asking.set(false);
        error.set("");
        if (removing.get()) {
            road.send(DeskWords.of(WinnerOverrideViewModel.class).say("winner.removed", m.heading(), why),
                    new RemoveWinnerOverride(m.competitionId(), m.matchId(), why));
        } else {
            Corner chosen = winner.get();
            road.send(DeskWords.of(WinnerOverrideViewModel.class).say("winner.set", m.heading(), m.name(chosen), why),
                    new OverrideWinner(m.competitionId(), m.matchId(), chosen, why));
        }
    }

    private void open(Match m, boolean remove) {
        removing.set(remove);
        akaName.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.side", taikai.ui.match.Corner.A.saidTitle(), m.aka()));
        shiroName.set(DeskWords.of(WinnerOverrideViewModel.class).say("winner.side", taikai.ui.match.Corner.B.saidTitle(), m.shiro()));
        winner.set(null);
        reason.set("");
        error.set("");
        asking.set(true);
    }
}
