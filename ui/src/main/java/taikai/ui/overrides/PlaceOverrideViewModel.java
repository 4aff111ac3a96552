package taikai.ui.overrides;

import taikai.ui.words.DeskWords;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.ui.session.RoadActions;

/**
 * The organiser's place override on a pool's table (spec section 5, overrides.json): the entrant is
 * put at a place whatever the results, with a reason; removing it gives the computed order back.
 * Both are asked for in one small form and sent as {@code override-rank} on the write road.
 */
public final class PlaceOverrideViewModel implements OverrideForm {
    /** Who is placed: the entrant's participant id (its name for a row old enough to have none) and its name. */
    public record Entrant(String competitionId, String pool, int poolSize, String key, String name) {
    }

    private final RoadActions road;
    private Entrant entrant;

    // ---- properties ----
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper removing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper help = new ReadOnlyStringWrapper("");
    private final StringProperty place = new SimpleStringProperty("");
    private final StringProperty reason = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public PlaceOverrideViewModel(RoadActions road) {
        this.road = road;
    }

    /** True while the form is open. */
    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    /** True when the form removes an override rather than sets one (no place is asked for). */
    public ReadOnlyBooleanProperty removingProperty() {
        return removing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** What the override does, in words, for the operator deciding whether to make it. */
    public ReadOnlyStringProperty helpProperty() {
        return help.getReadOnlyProperty();
    }

    /** The place as typed: a whole number from 1 to the pool's size. */
    public StringProperty placeProperty() {
        return place;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    // ---- commands ----

    /** Asks where {@code who} is to be placed, and why. */
    public void begin(Entrant who, int currentPlace) {
        open(who, false);
        title.set(DeskWords.of(PlaceOverrideViewModel.class).say("place.title", who.name(), who.pool()));
        help.set(DeskWords.of(PlaceOverrideViewModel.class).say("place.help", who.name()));
        place.set(currentPlace > 0 ? String.valueOf(currentPlace) : "");
    }

    /** Asks why {@code who}'s override is removed. */
    public void beginRemove(Entrant who) {
        open(who, true);
        title.set(DeskWords.of(PlaceOverrideViewModel.class).say("place.remove-title", who.name(), who.pool()));
        help.set(DeskWords.of(PlaceOverrideViewModel.class).say("place.remove-help", who.name()));
        place.set("");
    }

    public void cancel() {
        asking.set(false);
        error.set("");
    }

    /** Sends the override, or the removal; says what is missing and sends nothing when the form is incomplete. */
    public void save() {
        if (entrant == null || !asking.get()) {
            return;
        }
        int rank = 0;
        if (!removing.get()) {
            rank = placeNumber();
            if (rank < 1) {
                error.set(DeskWords.of(PlaceOverrideViewModel.class).say("place.choose", entrant.poolSize(), entrant.pool()));
                return;
            }
        }
        if (reason.get().isBlank()) {
            error.set(removing.get()
                    ? DeskWords.of(PlaceOverrideViewModel.class).say("place.remove-needs-reason")
                    : DeskWords.of(PlaceOverrideViewModel.class).say("place.needs-reason", entrant.name()));
            return;
        }
        String why = reason.get().strip();
        Entrant who = entrant;
        asking.set(false);
        error.set("");
        String what = rank == 0 ? DeskWords.of(PlaceOverrideViewModel.class).say("place.removed", who.name(), who.pool(), why)
                : DeskWords.of(PlaceOverrideViewModel.class).say("place.placed", who.name(), rank, who.pool(), why);
        road.send(what, new OverridePoolRank(who.competitionId(), who.pool(), who.key(), rank, why));
    }

    private void open(Entrant who, boolean remove) {
        entrant = who;
        removing.set(remove);
        reason.set("");
        error.set("");
        asking.set(true);
    }

    private int placeNumber() {
        String text = place.get() == null ? "" : place.get().strip();
        if (!text.matches("\\d{1,3}")) {
            return -1;
        }
        int n = Integer.parseInt(text);
        return n >= 1 && n <= entrant.poolSize() ? n : -1;
    }
}
