package taikai.ui.overrides;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;

/** The small form that sets or removes a place override on a pool's table. */
public final class PlaceOverridePane extends VBox {

    public PlaceOverridePane(PlaceOverrideViewModel model) {
        setId("place-override");
        getStyleClass().add("override-form");
        getStylesheets().add(Fxml.stylesheet(PlaceOverridePane.class, "overrides.css"));
        Label title = new Label();
        title.getStyleClass().add("form-title");
        title.textProperty().bind(model.titleProperty());
        Label help = new Label();
        help.setWrapText(true);
        help.textProperty().bind(model.helpProperty());
        Label placeLabel = new Label("Place");
        TextField place = new TextField();
        place.setId("place-override-place");
        place.setPrefColumnCount(3);
        place.setPromptText("1");
        place.textProperty().bindBidirectional(model.placeProperty());
        placeLabel.setLabelFor(place);
        HBox placeRow = new HBox(placeLabel, place);
        placeRow.getStyleClass().add("form-row");
        placeRow.visibleProperty().bind(model.removingProperty().not());
        placeRow.managedProperty().bind(placeRow.visibleProperty());
        TextField reason = new TextField();
        reason.setId("place-override-reason");
        reason.setPromptText("Why is the place decided this way? (required)");
        reason.textProperty().bindBidirectional(model.reasonProperty());
        reason.setOnAction(e -> model.save());
        HBox.setHgrow(reason, Priority.ALWAYS);
        Button save = new Button();
        save.setId("place-override-save");
        save.getStyleClass().add("accent");
        save.textProperty().bind(model.removingProperty().map(remove -> remove ? "Remove the override" : "Save the override"));
        save.setOnAction(e -> model.save());
        Button cancel = new Button("Cancel");
        cancel.setId("place-override-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox reasonRow = new HBox(reason, save, cancel);
        reasonRow.getStyleClass().add("form-row");
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        getChildren().addAll(title, help, placeRow, reasonRow, error);
        visibleProperty().bind(model.askingProperty());
        managedProperty().bind(visibleProperty());
        model.askingProperty().addListener((obs, was, now) -> {
            if (now) {
                (model.removingProperty().get() ? reason : place).requestFocus();
            }
        });
    }
}
