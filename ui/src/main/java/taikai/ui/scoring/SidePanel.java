package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.match.MarksView;

/**
 * One corner of the sheet: who fights, their marks and fouls drawn large, and the buttons for
 * everything that can be given to that side. Aka and shiro are told apart by a pseudo-class.
 */
final class SidePanel extends VBox {
    private static final List<Mark> STRUCK = List.of(Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI, Mark.SUNE);

    SidePanel(Corner corner, ScoringViewModel model, Shortcuts shortcuts) {
        Words words = DeskWords.of(SidePanel.class);
        SideState side = model.side(corner);
        ScoringAvailability can = model.availability();
        getStyleClass().add("side");
        setId(corner.word() + "-side");
        pseudoClassStateChanged(PseudoClass.getPseudoClass(corner.word()), true);

        Label tag = new Label(corner.saidTitle().toUpperCase(words.language().locale()));
        tag.getStyleClass().add("corner-tag");
        Label name = new Label();
        name.getStyleClass().add("fighter");
        name.textProperty().bind(side.nameProperty());
        Label from = new Label();
        from.getStyleClass().add("affiliation");
        from.textProperty().bind(side.affiliationProperty());

        MarksView marks = new MarksView();
        marks.getStyleClass().add("score");
        marks.setMarks(side.marksProperty().get());
        side.marksProperty().addListener((obs, old, now) -> marks.setMarks(now));
        Label fouls = new Label();
        fouls.getStyleClass().add("fouls");
        fouls.textProperty().bind(Bindings.createStringBinding(() -> MarkText.fouls(side.hansokuProperty().get()), side.hansokuProperty()));
        HBox score = new HBox(marks, fouls);
        score.getStyleClass().add("score-line");

        HBox points = new HBox();
        points.getStyleClass().add("points");
        for (Mark mark : STRUCK) {
            Button button = shortcuts.bind(new Button(MarkText.letter(mark)), ScoringKeys.point(corner, mark));
            button.getStyleClass().add("point");
            button.setId(corner.word() + "-" + mark.symbol());
            button.setOnAction(e -> model.point(corner, mark));
            button.disableProperty().bind(can.canScoreBinding().not());
            showWhen(button, Bindings.createBooleanBinding(() -> model.pointMarksProperty().get().contains(mark), model.pointMarksProperty())
                    .and(can.engiBinding().not()));
            points.getChildren().add(button);
        }

        Button hansoku = action(MarkText.termTitle("hansoku") + " " + MarkText.FOUL, corner, "hansoku", () -> model.hansoku(corner), can, shortcuts, ScoringKeys.hansoku(corner));
        GridPane decisions = new GridPane();
        decisions.getStyleClass().add("decisions");
        // One row of four, so the whole sheet fits a 1366x768 screen with every button in sight.
        for (int column = 0; column < 4; column++) {
            javafx.scene.layout.ColumnConstraints quarter = new javafx.scene.layout.ColumnConstraints();
            quarter.setPercentWidth(25);
            decisions.getColumnConstraints().add(quarter);
        }
        Button hantei = action(MarkText.termTitle("hantei"), corner, "hantei", () -> model.hantei(corner), can, shortcuts, ScoringKeys.hantei(corner));
        showWhen(hantei, can.engiBinding().not());
        // Hantei last, so the gap it leaves in engi, which never has it, is at the end.
        decisions.add(action(MarkText.termTitle("kiken"), corner, "kiken", () -> model.kiken(corner), can, shortcuts, ScoringKeys.kiken(corner)), 0, 0);
        decisions.add(action(MarkText.termTitle("fusenpai"), corner, "fusenpai", () -> model.fusenpai(corner), can, shortcuts, ScoringKeys.fusenpai(corner)), 1, 0);
        decisions.add(action(MarkText.termTitle("fusensho"), corner, "fusensho", () -> model.fusensho(corner), can, shortcuts, ScoringKeys.fusensho(corner)), 2, 0);
        decisions.add(hantei, 3, 0);

        HBox flags = flagControls(corner, model, shortcuts);
        showWhen(flags, can.engiBinding());
        showWhen(hansoku, can.engiBinding().not());

        hansoku.setMaxHeight(Double.MAX_VALUE);
        HBox.setHgrow(hansoku, Priority.ALWAYS);
        HBox strikes = new HBox(points, hansoku);
        strikes.getStyleClass().add("strikes");
        VBox.setVgrow(score, Priority.ALWAYS);
        getChildren().addAll(tag, name, from, score, strikes, flags, decisions);
    }

    private static HBox flagControls(Corner corner, ScoringViewModel model, Shortcuts shortcuts) {
        Label count = new Label();
        count.getStyleClass().add("flag-count");
        count.setId(corner.word() + "-flags");
        count.textProperty().bind(model.side(corner).flagsProperty().asString());
        Button fewer = shortcuts.bind(new Button("\u2212"), ScoringKeys.flagDown(corner));
        fewer.setOnAction(e -> model.flag(corner, -1));
        Button more = shortcuts.bind(new Button("+"), ScoringKeys.flagUp(corner));
        more.setOnAction(e -> model.flag(corner, 1));
        fewer.disableProperty().bind(model.availability().matchOpenBinding().not());
        more.disableProperty().bind(model.availability().matchOpenBinding().not());
        Label caption = new Label(DeskWords.of(SidePanel.class).say("side.flags"));
        HBox box = new HBox(caption, fewer, count, more);
        box.getStyleClass().add("flags");
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static Button action(String text, Corner corner, String id, Runnable run, ScoringAvailability can,
            Shortcuts shortcuts, javafx.scene.input.KeyCombination key) {
        Button button = shortcuts.bind(new Button(text), key);
        button.setId(corner.word() + "-" + id);
        button.getStyleClass().add("decision");
        button.setMaxWidth(Double.MAX_VALUE);
        button.setOnAction(e -> run.run());
        button.disableProperty().bind(can.canScoreBinding().not());
        return button;
    }

    private static void showWhen(javafx.scene.Node node, BooleanExpression condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }
}
