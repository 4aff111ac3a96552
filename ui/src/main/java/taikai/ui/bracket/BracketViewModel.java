package taikai.ui.bracket;

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
import taikai.ui.match.Dojos;

/**
 * The knockout tree of one competition, the zoom it is drawn at, and opening a match. Opening
 * goes to a callback the composition root gives, usually "show this match on the scoring sheet".
 */
public final class BracketViewModel {
    public static final double MIN_ZOOM = 0.2;
    public static final double MAX_ZOOM = 2.0;
    public static final double ZOOM_STEP = 1.25;
    private static final String NONE_DRAWN = "No bracket has been drawn for this competition yet.";

    private final Consumer<String> opener;

    // ---- properties ----
    private final ReadOnlyObjectWrapper<Bracket> bracket = new ReadOnlyObjectWrapper<>(Bracket.EMPTY);
    private final ReadOnlyObjectWrapper<Dojos> dojos = new ReadOnlyObjectWrapper<>(Dojos.NONE);
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("Bracket");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(NONE_DRAWN);
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1.0);
    private final StringBinding zoomText = Bindings.createStringBinding(() -> Math.round(zoom.get() * 100) + " %", zoom);

    /** @param opener called with a match id when the operator opens a match */
    public BracketViewModel(Consumer<String> opener) {
        this.opener = opener;
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

    public void show(Bracket tree, Dojos lookup, String competitionName) {
        bracket.set(tree == null ? Bracket.EMPTY : tree);
        dojos.set(lookup == null ? Dojos.NONE : lookup);
        heading.set(competitionName == null || competitionName.isBlank() ? "Bracket" : competitionName + ": bracket");
        if (bracket.get().rounds().isEmpty()) {
            note.set(NONE_DRAWN);
        } else {
            note.set(bracket.get().preview() ? "This draw is a preview and has not been confirmed yet." : "");
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

    /** Opens the match with this id, if the tree holds it. */
    public void open(String matchId) {
        if (bracket.get().find(matchId).isPresent()) {
            opener.accept(matchId);
        }
    }
}
