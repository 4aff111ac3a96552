package taikai.ui.scoring;

import java.util.ArrayList;
import java.util.List;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
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
    private java.util.function.BooleanSupplier refusing = () -> false;
    private Runnable refusal = () -> { };
    private Runnable scanStart = () -> { };

    /**
     * While {@code when} holds, a key whose button is shown but cannot be used now runs {@code say}
     * (a finished match's point key says why it takes no point) instead of doing nothing.
     */
    void refuseWith(java.util.function.BooleanSupplier when, Runnable say) {
        refusing = when;
        refusal = say;
    }

    /**
     * A scanned score sheet's code begins "taikai:" (the printed QR code's text). An unmodified T
     * that presses no button here runs {@code start}, which moves the focus to the score sheet
     * field: the key's letter and the rest of the code are then typed there, and none of the
     * code's letters (I is aka's do) reaches a point key. Where T strikes sune (naginata), the
     * sheet's key wins and Ctrl+F is needed first.
     */
    void onScanStart(Runnable start) {
        scanStart = start;
    }

    /** Binds {@code keys} to {@code button} and shows the first of them on it. */
    <B extends ButtonBase> B bind(B button, KeyCombination... keys) {
        return bind(button, keys[0].getDisplayText().replace("\u21b5", "Enter"), keys);
    }

    /** Binds {@code keys} to {@code button} and shows {@code shown} on it as its key. */
    <B extends ButtonBase> B bind(B button, String shown, KeyCombination... keys) {
        for (KeyCombination key : keys) {
            bindings.add(new Binding(key, button));
        }
        Label hint = new Label(shown);
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
        for (Binding binding : bindings) {
            if (binding.key().match(event) && binding.button().isDisabled() && shown(binding.button()) && refusing.getAsBoolean()) {
                refusal.run();
                event.consume();
                return;
            }
        }
        if (event.getCode() == KeyCode.T && !event.isShortcutDown() && !event.isAltDown() && !event.isMetaDown()) {
            // Not consumed: the key's typed letter follows the focus into the field.
            scanStart.run();
        }
    }

    private static boolean usable(ButtonBase button) {
        return !button.isDisabled() && shown(button);
    }

    private static boolean shown(ButtonBase button) {
        if (button.getScene() == null) {
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
