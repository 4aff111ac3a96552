package taikai.ui.entrants;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import taikai.app.importing.ImportField;

/** One column of an import: what its header says, and what the operator maps it to. */
public final class ImportColumn {
    private final int index;
    private final String title;
    private final ObjectProperty<ImportField> field;

    ImportColumn(int index, String title, ImportField guess) {
        this.index = index;
        this.title = title;
        this.field = new SimpleObjectProperty<>(guess);
    }

    public int index() {
        return index;
    }

    /** The header's name for the column, or "Column 3" when the rows have no header. */
    public String title() {
        return title;
    }

    public ObjectProperty<ImportField> fieldProperty() {
        return field;
    }
}
