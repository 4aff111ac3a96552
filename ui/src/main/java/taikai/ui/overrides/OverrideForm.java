package taikai.ui.overrides;

import taikai.ui.words.DeskWords;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;

/**
 * What a place override and a winner override have in common: a title and a sentence saying what
 * the override does, a required reason, save or remove, cancel, and the refusal in words. Each pane
 * adds the row that chooses the place or the winner between the help and the reason.
 */
interface OverrideForm {
    ReadOnlyBooleanProperty askingProperty();

    ReadOnlyBooleanProperty removingProperty();

    ReadOnlyStringProperty titleProperty();

    ReadOnlyStringProperty helpProperty();

    StringProperty reasonProperty();

    ReadOnlyStringProperty errorProperty();

    void save();

    void cancel();

    /**
     * Fills {@code pane} (ids prefixed {@code prefix}) with the form around {@code choice}, the row
     * shown only while setting an override; returns the reason field, to be focused when removing.
     */
    static TextField build(VBox pane, OverrideForm model, String prefix, Node choice, String reasonPrompt) {
        pane.setId(prefix);
        pane.getStyleClass().add("override-form");
        pane.getStylesheets().add(Fxml.stylesheet(OverrideForm.class, "overrides.css"));
        Label title = new Label();
        title.getStyleClass().add("form-title");
        title.textProperty().bind(model.titleProperty());
        Label help = new Label();
        help.setWrapText(true);
        help.textProperty().bind(model.helpProperty());
        choice.getStyleClass().add("form-row");
        choice.visibleProperty().bind(model.removingProperty().not());
        choice.managedProperty().bind(choice.visibleProperty());
        TextField reason = new TextField();
        reason.setId(prefix + "-reason");
        reason.setPromptText(reasonPrompt);
        reason.textProperty().bindBidirectional(model.reasonProperty());
        reason.setOnAction(e -> model.save());
        HBox.setHgrow(reason, Priority.ALWAYS);
        Button save = new Button();
        save.setId(prefix + "-save");
        save.getStyleClass().add("accent");
        save.textProperty().bind(model.removingProperty().map(remove -> DeskWords.of(OverrideForm.class).say(remove ? "form.remove" : "form.save")));
        save.setOnAction(e -> model.save());
        Button cancel = new Button(DeskWords.of(OverrideForm.class).say("form.cancel"));
        cancel.setId(prefix + "-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox reasonRow = new HBox(reason, save, cancel);
        reasonRow.getStyleClass().add("form-row");
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        pane.getChildren().addAll(title, help, choice, reasonRow, error);
        pane.visibleProperty().bind(model.askingProperty());
        pane.managedProperty().bind(pane.visibleProperty());
        return reason;
    }
}
