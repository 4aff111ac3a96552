package taikai.ui.shell;

import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** What a section shows until its screen is built: a plain statement, not a mock-up. */
final class NotAvailableView extends VBox {

    NotAvailableView(Section section) {
        getStyleClass().add("not-available");
        setId("not-available-" + section.name().toLowerCase(java.util.Locale.ROOT));
        Label title = new Label(section.title());
        title.getStyleClass().add("title");
        Label text = new Label("The " + section.title() + " screen is not available yet. When it is, it will let you "
                + section.purpose() + ".");
        text.setWrapText(true);
        getChildren().addAll(title, text);
    }
}
