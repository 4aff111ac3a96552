package taikai.ui.session;

import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.VBox;

/** Covers the window while a folder is opened, created or read, saying what is being done. */
public final class BusyView extends VBox {

    public BusyView(SessionViewModel session) {
        setId("busy-view");
        getStyleClass().add("busy");
        ProgressIndicator spinner = new ProgressIndicator();
        Label text = new Label();
        text.setWrapText(true);
        text.textProperty().bind(session.busyTextProperty());
        getChildren().addAll(spinner, text);
        visibleProperty().bind(session.busyProperty());
        getStylesheets().add(taikai.ui.Fxml.stylesheet(BusyView.class, "session.css"));
    }
}
