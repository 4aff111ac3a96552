package taikai.ui;

import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;

/**
 * What keeps a table readable on a laptop's screen: a column's heading is never cut short, and a
 * column of names or sentences wraps its text to the column's width instead of ending in "...".
 */
public final class Tables {
    /** Room for the arrow a sorted column's heading shows beside its text. */
    private static final double SORT_ARROW = 10;
    /** The cell's padding either side of its text. */
    private static final double CELL_PADDING = 16;

    private Tables() {
    }

    /**
     * Keeps every column of {@code table} at least as wide as its heading, measured from the header
     * the skin draws (so in the font the style sheet gives it), once each layout has placed it.
     */
    public static void keepHeadingsWhole(TableView<?> table) {
        table.needsLayoutProperty().addListener((obs, was, needs) -> {
            if (needs) {
                return;
            }
            boolean raised = false;
            for (Node node : table.lookupAll(".column-header")) {
                if (node instanceof TableColumnHeader header && header.getTableColumn() != null
                        && header.lookup(".label") instanceof Label label) {
                    double whole = Math.ceil(label.prefWidth(-1) + header.snappedLeftInset() + header.snappedRightInset()
                            + SORT_ARROW);
                    if (header.getTableColumn().getMinWidth() < whole) {
                        header.getTableColumn().setMinWidth(whole);
                        raised = true;
                    }
                }
            }
            // A column widened to its heading pushes the others past the table's right edge, and the
            // resize policy only runs again when the table's own width changes: run it now, so a
            // constrained table shares its width out again (the font decides how wide headings are).
            if (raised) {
                shareOutAgain(table);
            }
        });
    }

    private static <S> void shareOutAgain(TableView<S> table) {
        if (table.getColumnResizePolicy() != TableView.UNCONSTRAINED_RESIZE_POLICY) {
            table.getColumnResizePolicy().call(new TableView.ResizeFeatures<>(table, null, 0.0));
        }
    }

    /** Makes {@code column}'s cells wrap their text to the column's width, the text styled {@code style}. */
    public static <S> void wrap(TableColumn<S, String> column, String style) {
        column.setCellFactory(col -> new WrappingCell<>(col, style));
    }

    /** A cell whose text is drawn wrapped, so a long name or sentence takes more lines rather than being cut. */
    private static final class WrappingCell<S> extends TableCell<S, String> {
        private final Text text = new Text();

        WrappingCell(TableColumn<S, String> column, String style) {
            text.wrappingWidthProperty().bind(column.widthProperty().subtract(CELL_PADDING));
            text.getStyleClass().addAll("text", style);
            // The cell keeps its text (for a screen reader, and for finding the row by it) but draws the wrapped copy.
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            String shown = empty || item == null ? "" : item;
            text.setText(shown);
            setText(empty ? null : shown);
            setGraphic(empty ? null : text);
        }
    }
}
