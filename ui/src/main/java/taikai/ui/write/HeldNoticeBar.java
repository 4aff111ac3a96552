package taikai.ui.write;

import taikai.ui.words.DeskWords;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The notice under the header that a change was held and kept in the match's history. */
public final class HeldNoticeBar extends HBox {

    public HeldNoticeBar(HeldNotices model) {
        setId("held-notice");
        getStyleClass().add("notice");
        Label text = new Label();
        text.getStyleClass().add("held-text");
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.textProperty().bind(model.noticeProperty());
        Button dismiss = new Button(DeskWords.of(HeldNoticeBar.class).say("held.dismiss"));
        dismiss.setId("held-notice-dismiss");
        dismiss.setOnAction(e -> model.dismiss());
        getChildren().addAll(new Label("\u26A0"), text, dismiss);
        visibleProperty().bind(model.noticeProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
