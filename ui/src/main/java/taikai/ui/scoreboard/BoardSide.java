package taikai.ui.scoreboard;

import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;

/** One half of a scoreboard: the fighter, their dojo or team, their marks and their fouls. */
public final class BoardSide {
    private final Corner corner;
    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper affiliation = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<List<Mark>> marks = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyIntegerWrapper hansoku = new ReadOnlyIntegerWrapper();

    BoardSide(Corner corner) {
        this.corner = corner;
    }

    public Corner corner() {
        return corner;
    }

    public ReadOnlyStringProperty nameProperty() {
        return name.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty affiliationProperty() {
        return affiliation.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<Mark>> marksProperty() {
        return marks.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty hansokuProperty() {
        return hansoku.getReadOnlyProperty();
    }

    void show(String fighter, String from, List<Mark> points, int fouls) {
        name.set(fighter);
        affiliation.set(from);
        marks.set(List.copyOf(points));
        hansoku.set(fouls);
    }
}
