package taikai.ui.overrides;

import taikai.ui.words.DeskWords;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The small form that sets or removes a place override on a pool's table. */
public final class PlaceOverridePane extends VBox {

    public PlaceOverridePane(PlaceOverrideViewModel model) {
        Label placeLabel = new Label(DeskWords.of(PlaceOverridePane.class).say("place.label"));
        TextField place = new TextField();
        place.setId("place-override-place");
        place.setPrefColumnCount(3);
        place.setPromptText("1");
        place.textProperty().bindBidirectional(model.placeProperty());
        placeLabel.setLabelFor(place);
        TextField reason = OverrideForm.build(this, model, "place-override", new HBox(placeLabel, place),
                DeskWords.of(PlaceOverridePane.class).say("place.prompt"));
        model.askingProperty().addListener((obs, was, now) -> {
            if (now) {
                (model.removingProperty().get() ? reason : place).requestFocus();
            }
        });
    }
}
