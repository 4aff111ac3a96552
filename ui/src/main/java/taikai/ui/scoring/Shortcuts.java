package taikai.ui.scoring;

import java.util.ArrayList;
import java.util.List;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Keys that press buttons. A key does exactly what its button does, and only while the button can
 * be seen and used, so a shortcut never reaches an action the screen does not offer. The key is
 * printed under the button's text.
 */
final class Shortcuts {
    private record Binding(KeyCombination key, ButtonBase button) {
    }

    private final List<Binding> bindings = new ArrayList<>();

    /** Binds {@code keys} to {@code button} and shows the first of them on it. */
    <B extends ButtonBase> B bind(B button, KeyCombination... keys) {
        for (KeyCombination key : keys) {
            bindings.add(new Binding(key, button));
        }
        Label hint = new Label(keys[0].getDisplayText().replace("\u21b5", "Enter"));
        hint.getStyleClass().add("key-hint");
        button.setGraphic(hint);
        button.setContentDisplay(ContentDisplay.BOTTOM);
        return button;
    }

    /**
     * Listens for the keys in the scene that shows {@code root}, so they work wherever the focus is,
     * the navigation list included, for as long as the sheet is on screen. A filter, not a handler,
     * because a scroll pane or list would otherwise take Page Up and Page Down; typing into a text
     * field is left alone.
     */
    void install(Node root) {
        EventHandler<KeyEvent> filter = this::pressed;
        root.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, filter);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, filter);
            }
        });
        if (root.getScene() != null) {
            root.getScene().addEventFilter(KeyEvent.KEY_PRESSED, filter);
        }
    }

    private void pressed(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl) {
            return;
        }
        for (Binding binding : bindings) {
            if (binding.key().match(event) && usable(binding.button())) {
                binding.button().fire();
                event.consume();
                return;
            }
        }
    }

    private static boolean usable(ButtonBase button) {
        if (button.isDisabled() || button.getScene() == null) {
            return false;
        }
        for (Node node = button; node != null; node = node.getParent()) {
            if (!node.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
