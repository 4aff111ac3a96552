package taikai.ui.session;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import taikai.ui.words.DeskWords;

/** A notice under the header: what opening the folder recovered, or why something could not be read. */
public final class NoticeBar extends HBox {

    public NoticeBar(SessionViewModel session) {
        setId("notice-bar");
        getStyleClass().add("notice");
        Label text = new Label();
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.textProperty().bind(session.noticeProperty());
        Button dismiss = new Button(DeskWords.of(NoticeBar.class).say("dismiss"));
        dismiss.setOnAction(e -> session.dismissNotice());
        getChildren().addAll(new Label("\u26A0"), text, dismiss);
        visibleProperty().bind(session.noticeProperty().isNotEmpty().and(session.snapshotProperty().isNotNull()));
        managedProperty().bind(visibleProperty());
    }
}
