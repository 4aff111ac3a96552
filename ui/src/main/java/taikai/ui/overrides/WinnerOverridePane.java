package taikai.ui.overrides;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.model.discipline.Corner;
import taikai.ui.Fxml;

/** The small form that overrides a knockout match's winner (aka or shiro, with a reason) or removes the override. */
public final class WinnerOverridePane extends VBox {

    public WinnerOverridePane(WinnerOverrideViewModel model) {
        setId("winner-override");
        getStyleClass().add("override-form");
        getStylesheets().add(Fxml.stylesheet(WinnerOverridePane.class, "overrides.css"));
        Label title = new Label();
        title.getStyleClass().add("form-title");
        title.textProperty().bind(model.titleProperty());
        Label help = new Label();
        help.setWrapText(true);
        help.textProperty().bind(model.helpProperty());
        ToggleGroup sides = new ToggleGroup();
        // Shiro on the left and aka on the right, as on every scoreboard.
        RadioButton shiro = choice(model, sides, Corner.B, "winner-override-shiro");
        shiro.textProperty().bind(model.shiroNameProperty());
        RadioButton aka = choice(model, sides, Corner.A, "winner-override-aka");
        aka.textProperty().bind(model.akaNameProperty());
        model.winnerProperty().addListener((obs, old, now) -> sides.selectToggle(now == null ? null : now == Corner.A ? aka : shiro));
        Label winnerLabel = new Label("Winner");
        HBox winnerRow = new HBox(winnerLabel, shiro, aka);
        winnerRow.getStyleClass().add("form-row");
        winnerRow.visibleProperty().bind(model.removingProperty().not());
        winnerRow.managedProperty().bind(winnerRow.visibleProperty());
        TextField reason = new TextField();
        reason.setId("winner-override-reason");
        reason.setPromptText("Why is the winner decided this way? (required)");
        reason.textProperty().bindBidirectional(model.reasonProperty());
        reason.setOnAction(e -> model.save());
        HBox.setHgrow(reason, Priority.ALWAYS);
        Button save = new Button();
        save.setId("winner-override-save");
        save.getStyleClass().add("accent");
        save.textProperty().bind(model.removingProperty().map(remove -> remove ? "Remove the override" : "Save the override"));
        save.setOnAction(e -> model.save());
        Button cancel = new Button("Cancel");
        cancel.setId("winner-override-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox reasonRow = new HBox(reason, save, cancel);
        reasonRow.getStyleClass().add("form-row");
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        getChildren().addAll(title, help, winnerRow, reasonRow, error);
        visibleProperty().bind(model.askingProperty());
        managedProperty().bind(visibleProperty());
    }

    private static RadioButton choice(WinnerOverrideViewModel model, ToggleGroup group, Corner corner, String id) {
        RadioButton button = new RadioButton();
        button.setId(id);
        button.setToggleGroup(group);
        button.selectedProperty().addListener((obs, was, now) -> {
            if (now) {
                model.winnerProperty().set(corner);
            }
        });
        return button;
    }
}
