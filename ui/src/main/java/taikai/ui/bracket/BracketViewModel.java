package taikai.ui.bracket;

import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.ui.match.Dojos;
import taikai.ui.overrides.WinnerOverrideViewModel;
import taikai.ui.session.RoadActions;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The knockout tree of one competition, the zoom it is drawn at, and opening a match. Opening
 * goes to a callback the composition root gives, usually "show this match on the scoring sheet".
 */
public final class BracketViewModel {
    public static final double MIN_ZOOM = 0.2;
    public static final double MAX_ZOOM = 2.0;
    public static final double ZOOM_STEP = 1.25;
    private final Words words = DeskWords.of(BracketViewModel.class);

    private final Consumer<String> opener;
    private final WinnerOverrideViewModel winnerOverride;
    private CompetitionState state;

    // ---- properties ----
    private final ReadOnlyObjectWrapper<Bracket> bracket = new ReadOnlyObjectWrapper<>(Bracket.EMPTY);
    private final ReadOnlyObjectWrapper<Dojos> dojos = new ReadOnlyObjectWrapper<>(Dojos.NONE);
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("heading"));
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("none.drawn"));
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1.0);
    private final StringBinding zoomText = Bindings.createStringBinding(() -> Math.round(zoom.get() * 100) + " %", zoom);

    /** @param opener called with a match id when the operator opens a match; winners cannot be overridden */
    public BracketViewModel(Consumer<String> opener) {
        this(opener, null);
    }

    /**
     * @param opener called with a match id when the operator opens a match
     * @param road   where winner overrides are sent; null offers none
     */
    public BracketViewModel(Consumer<String> opener, RoadActions road) {
        this.opener = opener;
        this.winnerOverride = road == null ? null : new WinnerOverrideViewModel(road);
    }

    /** The form that overrides a match's winner or removes the override; empty when this screen offers none. */
    public Optional<WinnerOverrideViewModel> winnerOverride() {
        return Optional.ofNullable(winnerOverride);
    }

    public ReadOnlyObjectProperty<Bracket> bracketProperty() {
        return bracket.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Dojos> dojosProperty() {
        return dojos.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** A sentence about the tree as a whole: none drawn yet, or a preview not yet confirmed; else empty. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The drawing's scale: 1 is full size. */
    public ReadOnlyDoubleProperty zoomProperty() {
        return zoom.getReadOnlyProperty();
    }

    public StringBinding zoomTextBinding() {
        return zoomText;
    }

    // ---- inputs ----

    /** Shows {@code competition}'s tree, with its winner overrides and their reasons; null shows none. */
    public void show(CompetitionState competition) {
        state = competition;
        if (winnerOverride != null) {
            WinnerOverrideViewModel.Match offered = winnerOverride.matchProperty().get();
            winnerOverride.offer(offered == null || competition == null ? null
                    : WinnerOverrideViewModel.Match.of(competition, offered.matchId(), offered.heading()).orElse(null));
        }
        show(competition == null ? null : competition.bracket(),
                competition == null ? Dojos.NONE : Dojos.of(competition.players()),
                competition == null ? "" : competition.competition().name().isBlank() ? competition.competition().id()
                        : competition.competition().name());
    }

    public void show(Bracket tree, Dojos lookup, String competitionName) {
        bracket.set(tree == null ? Bracket.EMPTY : tree);
        dojos.set(lookup == null ? Dojos.NONE : lookup);
        heading.set(competitionName == null || competitionName.isBlank() ? words.say("heading") : words.say("heading.of", competitionName));
        if (bracket.get().rounds().isEmpty()) {
            note.set(words.say("none.drawn"));
        } else {
            note.set(bracket.get().preview() ? words.say("preview") : "");
        }
    }

    // ---- commands ----

    public void zoomIn() {
        zoomTo(zoom.get() * ZOOM_STEP);
    }

    public void zoomOut() {
        zoomTo(zoom.get() / ZOOM_STEP);
    }

    public void resetZoom() {
        zoomTo(1.0);
    }

    /** Sets the scale, kept between {@link #MIN_ZOOM} and {@link #MAX_ZOOM}. */
    public void zoomTo(double scale) {
        if (Double.isFinite(scale)) {
            zoom.set(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale)));
        }
    }

    /** Why the organiser decided this match's winner; empty when the match has no override or none was kept. */
    public String overrideReason(String matchId) {
        return state == null ? "" : state.overrides().winnerReasons().getOrDefault(matchId, "");
    }

    /** Opens the form that decides the winner of match {@code matchId} over its result. */
    public void overrideWinner(String matchId) {
        offer(matchId).ifPresent(form -> form.begin());
    }

    /** Opens the form that removes match {@code matchId}'s winner override. */
    public void removeWinnerOverride(String matchId) {
        offer(matchId).ifPresent(form -> form.beginRemove());
    }

    private Optional<WinnerOverrideViewModel> offer(String matchId) {
        if (winnerOverride == null || state == null) {
            return Optional.empty();
        }
        Optional<WinnerOverrideViewModel.Match> match = bracket.get().find(matchId)
                .flatMap(node -> WinnerOverrideViewModel.Match.of(state, matchId, heading(node)));
        match.ifPresent(winnerOverride::offer);
        return match.map(m -> winnerOverride);
    }

    /** "Match 3", as the box prints it. */
    static String heading(taikai.model.bracket.BracketMatch node) {
        return taikai.ui.match.MatchNames.box(node);
    }

    /** Opens the match with this id, if the tree holds it. */
    public void open(String matchId) {
        if (bracket.get().find(matchId).isPresent()) {
            opener.accept(matchId);
        }
    }
}
