package taikai.ui.match;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import taikai.model.match.Mark;
import taikai.ui.Fxml;

/**
 * A side's score drawn with the traditional marks, one box per mark. Marks that never count (the
 * hantei mark and unfilled slots) and marks that are not struck points (a default win, a point for
 * two hansoku) are told apart by pseudo-classes, so each surface styles them at its own size.
 */
public final class MarksView extends HBox {
    private static final PseudoClass HANTEI = PseudoClass.getPseudoClass("hantei");
    private static final PseudoClass UNFILLED = PseudoClass.getPseudoClass("unfilled");
    private static final PseudoClass DEFAULT_WIN = PseudoClass.getPseudoClass("default-win");
    private static final PseudoClass FROM_HANSOKU = PseudoClass.getPseudoClass("from-hansoku");

    public MarksView() {
        getStyleClass().add("marks");
        getStylesheets().add(Fxml.stylesheet(MarksView.class, "marks.css"));
    }

    public void setMarks(List<Mark> marks) {
        getChildren().setAll(marks.stream().map(MarksView::box).toList());
    }

    private static Label box(Mark mark) {
        Label label = new Label(MarkText.letter(mark));
        label.getStyleClass().add("mark");
        label.pseudoClassStateChanged(HANTEI, mark == Mark.HANTEI);
        label.pseudoClassStateChanged(UNFILLED, mark == Mark.UNFILLED);
        label.pseudoClassStateChanged(DEFAULT_WIN, mark == Mark.DEFAULT_WIN);
        label.pseudoClassStateChanged(FROM_HANSOKU, mark == Mark.HANSOKU);
        return label;
    }
}
