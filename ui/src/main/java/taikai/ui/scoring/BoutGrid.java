package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import taikai.ui.match.BoutRow;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.match.MarksView;

/**
 * A team encounter bout by bout, shiro's columns on the left and aka's on the right. Clicking a
 * row selects that bout for scoring; the selected row and each bout's winner are pseudo-classes.
 */
final class BoutGrid extends GridPane {
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass WON = PseudoClass.getPseudoClass("won");

    private final ScoringViewModel model;

    BoutGrid(ScoringViewModel model) {
        this.model = model;
        getStyleClass().add("bout-grid");
        model.bouts().addListener((javafx.collections.ListChangeListener<BoutRow>) change -> rebuild());
        model.selectedBoutProperty().addListener((obs, old, now) -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        Words words = DeskWords.of(BoutGrid.class);
        addRow(0, header(words.say("grid.bout")), header(Corner.B.saidTitle()), header(""), header(""), header(""),
                header(Corner.A.saidTitle()), header(words.say("grid.result")));
        List<BoutRow> rows = model.bouts();
        for (int i = 0; i < rows.size(); i++) {
            BoutRow row = rows.get(i);
            Node[] cells = {
                cell(row.label()), cell(row.shiroName()), marks(row, Corner.B), cell("\u2013"), marks(row, Corner.A),
                cell(row.akaName()), cell(row.resultText())
            };
            boolean selected = model.selectedBoutProperty().get() != null && model.selectedBoutProperty().get() == row.position();
            for (int column = 0; column < cells.length; column++) {
                Node cell = cells[column];
                cell.getStyleClass().add("bout-cell");
                cell.pseudoClassStateChanged(SELECTED, selected);
                cell.setOnMouseClicked(e -> model.selectBout(row.position()));
                add(cell, column, i + 1);
            }
            cells[1].pseudoClassStateChanged(WON, row.winner() == Corner.B);
            cells[5].pseudoClassStateChanged(WON, row.winner() == Corner.A);
            cells[0].setId("bout-" + row.position());
        }
    }

    private static Label header(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("bout-header");
        return label;
    }

    private static Label cell(String text) {
        Label label = new Label(text);
        label.setMaxWidth(Double.MAX_VALUE);
        return label;
    }

    private static Node marks(BoutRow row, Corner corner) {
        MarksView view = new MarksView();
        view.setMarks(row.marks(corner));
        Label fouls = new Label(MarkText.fouls(row.hansoku(corner)));
        fouls.getStyleClass().add("fouls");
        javafx.scene.layout.HBox box = corner == Corner.B
                ? new javafx.scene.layout.HBox(fouls, view) : new javafx.scene.layout.HBox(view, fouls);
        box.setMaxWidth(Double.MAX_VALUE);
        box.setAlignment(corner == Corner.B ? javafx.geometry.Pos.CENTER_RIGHT : javafx.geometry.Pos.CENTER_LEFT);
        return box;
    }
}
