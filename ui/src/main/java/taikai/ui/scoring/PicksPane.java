package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import taikai.ui.match.MarkText;

import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.ui.match.Corner;

/**
 * The representative picks of a tied team encounter: one member of each team, shiro's on the left as
 * on every surface. Shown only while picks can be made or have been; each pick is its own write.
 */
final class PicksPane extends VBox {
    private final ScoringViewModel model;
    private final Words words = DeskWords.of(PicksPane.class);
    private final ComboBox<RepresentativePicks.Choice> shiro = new ComboBox<>();
    private final ComboBox<RepresentativePicks.Choice> aka = new ComboBox<>();

    PicksPane(ScoringViewModel model) {
        this.model = model;
        setId("representative-picks");
        getStyleClass().add("picks");
        Label title = new Label(words.say("picks.title", MarkText.termTitle("daihyosen")));
        title.getStyleClass().add("section-title");
        HBox row = new HBox(side(Corner.B, shiro), side(Corner.A, aka));
        row.getStyleClass().add("picks-row");
        getChildren().addAll(title, row);
        model.picksProperty().addListener((obs, old, now) -> show(now));
        show(model.picksProperty().get());
    }

    private HBox side(Corner corner, ComboBox<RepresentativePicks.Choice> box) {
        String word = corner.word();
        box.setId("pick-" + word);
        box.setPromptText(words.say("picks.prompt"));
        box.setPrefWidth(240);
        Button pick = new Button(words.say("picks.pick", corner.said()));
        pick.setId("pick-" + word + "-button");
        pick.disableProperty().bind(box.valueProperty().isNull());
        pick.setOnAction(e -> {
            RepresentativePicks.Choice chosen = box.getValue();
            if (chosen != null) {
                model.pick(corner, chosen.id(), chosen.name());
            }
        });
        Label label = new Label(corner.saidTitle());
        label.getStyleClass().add(corner == Corner.B ? "shiro-label" : "aka-label");
        HBox side = new HBox(label, box, pick);
        side.getStyleClass().add("pick-side");
        return side;
    }

    private void show(RepresentativePicks picks) {
        setVisible(picks.open());
        setManaged(picks.open());
        fill(shiro, picks.shiro(), picks.shiroPick());
        fill(aka, picks.aka(), picks.akaPick());
    }

    private static void fill(ComboBox<RepresentativePicks.Choice> box, java.util.List<RepresentativePicks.Choice> choices,
            String picked) {
        box.getItems().setAll(choices);
        box.setValue(choices.stream().filter(c -> c.id().equals(picked)).findFirst().orElse(null));
    }
}
