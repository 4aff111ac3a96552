package taikai.ui.scoring;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Asks for the reason a finished match is reopened, on the sheet. */
final class ReopenPane extends VBox {

    ReopenPane(ReopenViewModel model) {
        setId("reopen");
        getStyleClass().add("correction");
        Label title = new Label("\u21BA Reopen the match");
        title.getStyleClass().add("section-title");
        Label help = new Label("The match runs again on its court with its points kept; its decision and winner are taken"
                + " back. The reason is kept in the match's history.");
        help.setWrapText(true);
        TextField reason = new TextField();
        reason.setId("reopen-reason");
        reason.setPromptText("Why is the match fought on? (required)");
        reason.textProperty().bindBidirectional(model.reasonProperty());
        HBox.setHgrow(reason, Priority.ALWAYS);
        Button reopen = new Button("Reopen the match");
        reopen.setId("reopen-confirm");
        reopen.getStyleClass().add("accent");
        reopen.setOnAction(e -> model.reopen());
        Button cancel = new Button("Cancel");
        cancel.setOnAction(e -> model.cancel());
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        getChildren().addAll(title, help, new HBox(8, reason, reopen, cancel), error);
        visibleProperty().bind(model.askingProperty());
        managedProperty().bind(visibleProperty());
    }
}
