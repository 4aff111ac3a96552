package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The line of the scoring sheet a score sheet comes back through: a USB scanner types the sheet's
 * code and Enter into the field, or a person types the label printed on it. Ctrl+F reaches the
 * field from anywhere on the sheet; Escape leaves it for the sheet's keys.
 */
final class SheetField extends VBox {
    private final TextField field = new TextField();
    private final SheetFinder finder;
    private final Words words = DeskWords.of(SheetField.class);

    SheetField(SheetFinder finder, Shortcuts shortcuts, Runnable backToSheet) {
        Label caption = new Label(words.say("sheet-field.caption"));
        caption.getStyleClass().add("sheet-find-caption");
        this.finder = finder;
        field.setId("sheet-find");
        field.setPromptText(words.say("sheet-field.prompt"));
        field.setPrefColumnCount(20);
        field.setTooltip(new javafx.scene.control.Tooltip(words.say("sheet-field.tip")));
        field.textProperty().bindBidirectional(finder.textProperty());
        HBox.setHgrow(field, Priority.ALWAYS);
        Button open = shortcuts.bind(new Button(words.say("sheet-field.open")), ScoringKeys.FIND_SHEET);
        open.setId("sheet-open");
        open.setFocusTraversable(false);
        open.setOnAction(e -> {
            if (field.getText().isBlank()) {
                field.requestFocus();
            } else if (!finder.open()) {
                field.requestFocus();
                field.selectAll();
            }
        });
        field.setOnAction(e -> open.fire());
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                finder.textProperty().set("");
                backToSheet.run();
                e.consume();
            }
        });
        Label note = new Label();
        note.setId("sheet-find-note");
        note.getStyleClass().add("state");
        note.setWrapText(true);
        note.textProperty().bind(finder.noteProperty());
        note.visibleProperty().bind(finder.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        HBox line = new HBox(8, caption, field, open);
        line.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(line, note);
        getStyleClass().add("sheet-find");
        setMaxWidth(520);
        HBox.setHgrow(this, Priority.SOMETIMES);
    }

    /** A scan began on the sheet: the field takes the focus, empty, and the scanner's letters with it. */
    void startScan() {
        finder.textProperty().set("");
        field.requestFocus();
    }
}
