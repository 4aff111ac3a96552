package taikai.ui.entrants;

import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Text;

/** A table cell whose text is a sentence: wrapped to the column's width rather than cut off. */
final class WrappingCell<S> extends TableCell<S, String> {
    private final Text text = new Text();

    private WrappingCell(TableColumn<S, String> column, String style) {
        text.wrappingWidthProperty().bind(column.widthProperty().subtract(16));
        text.getStyleClass().add(style);
    }

    /** Makes {@code column}'s cells wrap, their text styled {@code style}. */
    static <S> void on(TableColumn<S, String> column, String style) {
        column.setCellFactory(col -> new WrappingCell<>(col, style));
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        text.setText(empty || item == null ? "" : item);
        setGraphic(empty ? null : text);
    }
}
