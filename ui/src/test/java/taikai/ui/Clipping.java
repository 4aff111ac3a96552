package taikai.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * Finds the labelled controls of a window a person cannot read whole: text cut to "..." (unless a
 * tooltip holds it whole), or a control reaching past the right edge of the window or of the
 * scrolling area it sits in, or below the window outside any scrolling area. Walks the scene graph
 * as it is laid out; call on the FX thread.
 */
public final class Clipping {
    private static final double SLACK = 0.5;

    private Clipping() {
    }

    /** One sentence per control cut off, naming its text, where it is and why. */
    public static List<String> of(Scene scene) {
        return of(scene, scene.getRoot());
    }

    /** The same for the controls under {@code root} only (a screen shown over others). */
    public static List<String> of(Scene scene, Node root) {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        List<String> found = new ArrayList<>();
        walk(root, scene, found);
        return found;
    }

    /**
     * Everything {@link #of(Scene, Node)} finds, and also each labelled control laid out past its own
     * parent's left or right edge, where the parent would paint over it or cut it. What a screen in a
     * long language (German) or another script (Japanese) is checked with.
     */
    public static List<String> whole(Scene scene, Node root) {
        List<String> found = new ArrayList<>(of(scene, root));
        outsideParents(root, found);
        return found;
    }

    private static void outsideParents(Node node, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isBlank()
                && labeled.getParent() != null && !(labeled.getParent() instanceof javafx.scene.Group)) {
            Bounds mine = labeled.localToParent(labeled.getLayoutBounds());
            Bounds parent = labeled.getParent().getLayoutBounds();
            if (mine.getMinX() < parent.getMinX() - SLACK || mine.getMaxX() > parent.getMaxX() + SLACK) {
                found.add("\"" + labeled.getText() + "\" reaches past its parent (" + mine.getMinX() + " to "
                        + mine.getMaxX() + " in " + parent.getMinX() + " to " + parent.getMaxX() + ")");
            }
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> outsideParents(child, found));
        }
        if (node instanceof ScrollPane pane && pane.getContent() != null) {
            outsideParents(pane.getContent(), found);
        }
    }

    private static void walk(Node node, Scene scene, List<String> found) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Labeled labeled) {
            check(labeled, scene, found);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                walk(child, scene, found);
            }
        }
    }

    private static void check(Labeled labeled, Scene scene, List<String> found) {
        String text = labeled.getText();
        if (text == null || text.isBlank() || labeled.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY) {
            return;
        }
        String shown = shownText(labeled);
        Tooltip tip = labeled.getTooltip();
        boolean whole = tip != null && tip.getText() != null && tip.getText().contains(text.strip());
        if (shown != null && !shown.equals(text) && !whole) {
            found.add("\"" + text + "\" (" + where(labeled) + ") is cut to \"" + shown + "\"");
        }
        Bounds b = labeled.localToScene(labeled.getLayoutBounds());
        double right = scene.getWidth();
        boolean scrolls = false;
        for (Node up = labeled.getParent(); up != null; up = up.getParent()) {
            if (up instanceof ScrollPane pane) {
                Bounds view = pane.localToScene(pane.getLayoutBounds());
                right = Math.min(right, view.getMaxX());
                scrolls = true;
            } else if (up.getClip() != null) {
                right = Math.min(right, up.localToScene(up.getClip().getBoundsInParent()).getMaxX());
                scrolls = true;
            }
        }
        if (b.getWidth() > 0 && b.getMaxX() > right + SLACK && b.getMinX() < right) {
            found.add("\"" + text + "\" (" + where(labeled) + ") reaches past the right edge, to x " + Math.round(b.getMaxX())
                    + " of " + Math.round(right));
        } else if (b.getWidth() > 0 && b.getMinX() >= right) {
            found.add("\"" + text + "\" (" + where(labeled) + ") is right of the visible area, at x " + Math.round(b.getMinX())
                    + " of " + Math.round(right));
        }
        if (!scrolls && b.getHeight() > 0 && b.getMaxY() > scene.getHeight() + SLACK) {
            found.add("\"" + text + "\" (" + where(labeled) + ") reaches below the window, to y " + Math.round(b.getMaxY())
                    + " of " + Math.round(scene.getHeight()));
        }
    }

    /** The text the skin draws, or null when the control draws none of its own. */
    private static String shownText(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text t && child.getStyleClass().contains("text")) {
                return t.getText();
            }
        }
        return null;
    }

    private static String where(Node node) {
        StringBuilder path = new StringBuilder(node.getClass().getSimpleName());
        for (Node up = node; up != null; up = up.getParent()) {
            if (up.getId() != null && !up.getId().isEmpty()) {
                path.append(" in #").append(up.getId());
                break;
            }
        }
        return path.toString();
    }
}
