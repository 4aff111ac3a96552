package taikai.ui.scoreboard;

import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import taikai.ui.match.BoutRow;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;

/** A team encounter's bouts on the scoreboard, shiro's side on the left; the bout being fought is marked. */
final class BoutBoard extends GridPane {
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    private static final PseudoClass WON = PseudoClass.getPseudoClass("won");

    private final ScoreboardViewModel model;

    BoutBoard(ScoreboardViewModel model) {
        this.model = model;
        getStyleClass().add("bout-board");
        // Position, shiro's name, shiro's score, the middle, aka's score, aka's name: the names take the room.
        HPos[] alignments = {HPos.LEFT, HPos.RIGHT, HPos.RIGHT, HPos.CENTER, HPos.LEFT, HPos.LEFT};
        for (int i = 0; i < alignments.length; i++) {
            ColumnConstraints column = new ColumnConstraints();
            column.setHalignment(alignments[i]);
            column.setHgrow(i == 1 || i == 5 ? Priority.ALWAYS : Priority.NEVER);
            getColumnConstraints().add(column);
        }
        model.bouts().addListener((ListChangeListener<BoutRow>) change -> rebuild());
        model.currentBoutProperty().addListener((obs, old, now) -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        int line = 0;
        for (BoutRow row : model.bouts()) {
            boolean current = model.currentBoutProperty().get() != null && model.currentBoutProperty().get() == row.position();
            Label[] cells = {
                new Label(row.label()), new Label(row.shiroName()), score(row, Corner.B),
                new Label(row.winner() == null && !row.resultText().isEmpty() ? "\u00d7" : "\u2013"),
                score(row, Corner.A), new Label(row.akaName())
            };
            for (int column = 0; column < cells.length; column++) {
                cells[column].getStyleClass().add("bout-cell");
                cells[column].pseudoClassStateChanged(CURRENT, current);
                add(cells[column], column, line);
            }
            cells[1].pseudoClassStateChanged(WON, row.winner() == Corner.B);
            cells[5].pseudoClassStateChanged(WON, row.winner() == Corner.A);
            line++;
        }
    }

    private static Label score(BoutRow row, Corner corner) {
        String marks = MarkText.of(row.marks(corner));
        String fouls = MarkText.fouls(row.hansoku(corner));
        Label label = new Label(corner == Corner.B ? (fouls + " " + marks).strip() : (marks + " " + fouls).strip());
        label.getStyleClass().add("bout-score");
        return label;
    }
}
