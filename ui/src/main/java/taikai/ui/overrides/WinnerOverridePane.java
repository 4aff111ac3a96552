package taikai.ui.overrides;

import taikai.ui.words.DeskWords;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.model.discipline.Corner;

/** The small form that overrides a knockout match's winner (aka or shiro, with a reason) or removes the override. */
public final class WinnerOverridePane extends VBox {

    public WinnerOverridePane(WinnerOverrideViewModel model) {
        ToggleGroup sides = new ToggleGroup();
        // Shiro on the left and aka on the right, as on every scoreboard.
        RadioButton shiro = choice(model, sides, Corner.B, "winner-override-shiro");
        shiro.textProperty().bind(model.shiroNameProperty());
        RadioButton aka = choice(model, sides, Corner.A, "winner-override-aka");
        aka.textProperty().bind(model.akaNameProperty());
        model.winnerProperty().addListener((obs, old, now) -> sides.selectToggle(now == null ? null : now == Corner.A ? aka : shiro));
        OverrideForm.build(this, model, "winner-override", new HBox(new Label(DeskWords.of(WinnerOverridePane.class).say("winner.label")), shiro, aka),
                DeskWords.of(WinnerOverridePane.class).say("winner.prompt"));
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
