package taikai.ui.bracket;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import taikai.ui.Fxml;
import taikai.ui.overrides.WinnerOverridePane;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * A knockout tree drawn as boxes and lines, in a scroll pane that zooms with the toolbar buttons
 * or with Ctrl and the mouse wheel.
 */
public final class BracketView extends BorderPane {
    private static final double WHEEL_STEP = 1.1;

    private final Words words = DeskWords.of(BracketView.class);
    private final BracketViewModel model;
    private final BracketCanvas canvas;
    private final ScrollPane scroller;

    public BracketView(BracketViewModel model) {
        this.model = model;
        setId("bracket-view");
        getStylesheets().add(Fxml.stylesheet(BracketView.class, "bracket.css"));
        canvas = new BracketCanvas(model);
        canvas.scaleXProperty().bind(model.zoomProperty());
        canvas.scaleYProperty().bind(model.zoomProperty());
        scroller = new ScrollPane(new Group(canvas));
        scroller.setPannable(true);
        scroller.addEventFilter(ScrollEvent.SCROLL, this::wheel);

        Label note = new Label();
        note.getStyleClass().add("note");
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.bracketProperty().map(b -> b.rounds().isEmpty()));
        setCenter(new StackPane(scroller, note));
        javafx.scene.layout.VBox top = new javafx.scene.layout.VBox(toolbar());
        model.winnerOverride().ifPresent(form -> top.getChildren().add(new WinnerOverridePane(form)));
        setTop(top);
    }

    private HBox toolbar() {
        Label heading = new Label();
        heading.getStyleClass().add("heading");
        heading.textProperty().bind(model.headingProperty());
        Label preview = new Label();
        preview.getStyleClass().add("preview");
        preview.textProperty().bind(model.noteProperty().map(text -> model.bracketProperty().get().rounds().isEmpty() ? "" : text));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button out = button("\u2212", "zoom-out", words.say("zoom.out.tip"));
        out.setOnAction(e -> model.zoomOut());
        Label scale = new Label();
        scale.setId("zoom-level");
        scale.getStyleClass().add("zoom-level");
        scale.textProperty().bind(model.zoomTextBinding());
        Button in = button("+", "zoom-in", words.say("zoom.in.tip"));
        in.setOnAction(e -> model.zoomIn());
        Button actual = button(words.say("zoom.reset"), "zoom-reset", words.say("zoom.reset.tip"));
        actual.setOnAction(e -> model.resetZoom());
        Button fit = button(words.say("zoom.fit"), "zoom-fit", words.say("zoom.fit.tip"));
        fit.setOnAction(e -> fit());
        HBox bar = new HBox(heading, preview, gap, out, scale, in, actual, fit, taikai.ui.print.PrintButton.of(taikai.print.What.BRACKETS));
        bar.getStyleClass().add("toolbar");
        return bar;
    }

    private static Button button(String text, String id, String tip) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tip));
        return button;
    }

    private void wheel(ScrollEvent event) {
        if (event.isShortcutDown() && event.getDeltaY() != 0) {
            if (event.getDeltaY() > 0) {
                model.zoomTo(model.zoomProperty().get() * WHEEL_STEP);
            } else {
                model.zoomTo(model.zoomProperty().get() / WHEEL_STEP);
            }
            event.consume();
        }
    }

    private void fit() {
        Bounds viewport = scroller.getViewportBounds();
        double width = canvas.getLayoutBounds().getWidth();
        double height = canvas.getLayoutBounds().getHeight();
        if (width > 0 && height > 0) {
            model.zoomTo(Math.min(viewport.getWidth() / width, viewport.getHeight() / height));
        }
    }
}
