package taikai.ui.scoreboard;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;

/** Every court on one screen, one row each, the text scaled with the window's height. */
public final class OverviewView extends VBox {
    private static final double ROOT_FONT_PER_HEIGHT = 1.0 / 30;

    // Kept so the view model lives as long as the window.
    private final OverviewViewModel model;
    private final GridPane grid = new GridPane();

    public OverviewView(OverviewViewModel model) {
        this.model = model;
        setId("overview");
        getStylesheets().add(Fxml.stylesheet(OverviewView.class, "scoreboard.css"));
        styleProperty().bind(Bindings.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;",
                heightProperty().multiply(ROOT_FONT_PER_HEIGHT)));
        grid.getStyleClass().add("overview-grid");
        for (double percent : new double[] {12, 30, 23, 12, 23}) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(percent);
            grid.getColumnConstraints().add(c);
        }
        VBox.setVgrow(grid, Priority.ALWAYS);
        getChildren().add(grid);
        model.lines().addListener((ListChangeListener<OverviewViewModel.Line>) change -> redraw());
        redraw();
    }

    private void redraw() {
        grid.getChildren().clear();
        int row = 0;
        for (OverviewViewModel.Line line : model.lines()) {
            grid.add(label(line.court(), "ov-court"), 0, row, 1, 2);
            grid.add(label(line.heading(), "ov-heading"), 1, row);
            grid.add(label(line.shiro(), "ov-shiro"), 2, row);
            grid.add(label(line.score(), "ov-score"), 3, row);
            grid.add(label(line.aka(), "ov-aka"), 4, row);
            grid.add(label(line.next(), "ov-next"), 1, row + 1, 4, 1);
            row += 2;
        }
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMaxWidth(Double.MAX_VALUE);
        return label;
    }
}
