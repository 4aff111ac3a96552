package taikai.ui.scoring;

import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;

/**
 * What the sheet shows for one corner: the fighter (for a team encounter, the one in the selected
 * bout), their dojo or team, their marks and fouls, and the engi flag count being entered.
 */
public final class SideState {
    private final Corner corner;
    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper affiliation = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<List<Mark>> marks = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyIntegerWrapper hansoku = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper flags = new ReadOnlyIntegerWrapper();

    SideState(Corner corner) {
        this.corner = corner;
    }

    public Corner corner() {
        return corner;
    }

    public ReadOnlyStringProperty nameProperty() {
        return name.getReadOnlyProperty();
    }

    /** The dojo for an individual match, the team's name for a team bout. */
    public ReadOnlyStringProperty affiliationProperty() {
        return affiliation.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<Mark>> marksProperty() {
        return marks.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty hansokuProperty() {
        return hansoku.getReadOnlyProperty();
    }

    /** The engi flag count as entered on the sheet, not yet recorded until the operator saves it. */
    public ReadOnlyIntegerProperty flagsProperty() {
        return flags.getReadOnlyProperty();
    }

    void show(String fighter, String from, List<Mark> points, int fouls) {
        name.set(fighter);
        affiliation.set(from);
        marks.set(List.copyOf(points));
        hansoku.set(fouls);
    }

    void setFlags(int count) {
        flags.set(Math.max(0, count));
    }
}
