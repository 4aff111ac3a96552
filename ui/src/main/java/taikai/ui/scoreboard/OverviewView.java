package taikai.ui.scoreboard;

import taikai.ui.words.DeskWords;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;

/**
 * Every court on one screen, one band each, sharing the height: the court's letter, what is fought
 * there (shiro on the left, aka on the right, as every surface draws them) and what comes next. The
 * text scales with the window's height.
 */
public final class OverviewView extends VBox {
    private static final double ROOT_FONT_PER_HEIGHT = 1.0 / 32;

    // Kept so the view model lives as long as the window.
    private final OverviewViewModel model;

    public OverviewView(OverviewViewModel model) {
        this.model = model;
        setId("overview");
        getStylesheets().add(Fxml.stylesheet(OverviewView.class, "scoreboard.css"));
        styleProperty().bind(Bindings.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;",
                heightProperty().multiply(ROOT_FONT_PER_HEIGHT)));
        model.lines().addListener((ListChangeListener<OverviewViewModel.Line>) change -> redraw());
        redraw();
    }

    private void redraw() {
        getChildren().setAll(model.lines().stream().map(OverviewView::band).toList());
    }

    private static Node band(OverviewViewModel.Line line) {
        String prefix = DeskWords.of(OverviewView.class).say("court", "");
        Label court = label(!prefix.isEmpty() && line.court().startsWith(prefix) ? line.court().substring(prefix.length()) : line.court(), "ov-court");
        court.setAlignment(Pos.CENTER);
        Label heading = label(line.heading(), "ov-heading");
        Label shiro = label(line.shiro(), "ov-shiro");
        shiro.setAlignment(Pos.CENTER_RIGHT);
        Label score = label(line.score(), "ov-score");
        score.setAlignment(Pos.CENTER);
        Label aka = label(line.aka(), "ov-aka");
        HBox.setHgrow(shiro, Priority.ALWAYS);
        HBox.setHgrow(aka, Priority.ALWAYS);
        shiro.setPrefWidth(0);
        aka.setPrefWidth(0);
        HBox fight = new HBox(shiro, score, aka);
        fight.getStyleClass().add("ov-fight");
        fight.setAlignment(Pos.CENTER);
        Label next = label(line.next(), "ov-next");
        VBox middle = new VBox(heading, fight, next);
        middle.getStyleClass().add("ov-middle");
        middle.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(middle, Priority.ALWAYS);
        HBox band = new HBox(court, middle);
        band.getStyleClass().add("ov-band");
        band.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(band, Priority.ALWAYS);
        band.setMaxHeight(Double.MAX_VALUE);
        return band;
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMaxWidth(Double.MAX_VALUE);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
