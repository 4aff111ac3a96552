package taikai.ui;

import javafx.beans.property.StringProperty;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;

/** The small pieces every form of the set-up screens is built from, styled alike. */
public final class Forms {
    private static final double LABEL_WIDTH = 190;

    private Forms() {
    }

    /** A text field with {@code id}, showing {@code prompt} while empty, bound both ways to {@code value}. */
    public static TextField field(String id, StringProperty value, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    /**
     * A two-column form: field names on the left, their controls on the right. Every form gets one
     * width for the label column, so the fields line up from card to card.
     */
    public static GridPane form() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("form");
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(LABEL_WIDTH);
        grid.getColumnConstraints().add(labels);
        return grid;
    }

    /** A field's name in the label column, never cut short. */
    public static Label fieldLabel(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.getStyleClass().add("field-label");
        return label;
    }

    /** A sentence under a field that says what it does, wrapped to the form's width. */
    public static Label hint(String text) {
        Label hint = new Label(text);
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        return hint;
    }
}
