package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Asks for the reason a finished match is reopened, on the sheet. */
final class ReopenPane extends VBox {
    private final Words words = DeskWords.of(ReopenPane.class);

    ReopenPane(ReopenViewModel model) {
        setId("reopen");
        getStyleClass().add("correction");
        Label title = new Label(words.say("reopen.title"));
        title.getStyleClass().add("section-title");
        Label help = new Label(words.say("reopen.help"));
        help.setWrapText(true);
        TextField reason = new TextField();
        reason.setId("reopen-reason");
        reason.setPromptText(words.say("reopen.reason-prompt"));
        reason.textProperty().bindBidirectional(model.reasonProperty());
        HBox.setHgrow(reason, Priority.ALWAYS);
        Button reopen = new Button(words.say("reopen.confirm"));
        reopen.setId("reopen-confirm");
        reopen.getStyleClass().add("accent");
        reopen.setOnAction(e -> model.reopen());
        Button cancel = new Button(words.say("cancel"));
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
