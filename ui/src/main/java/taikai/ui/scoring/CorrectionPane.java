package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import taikai.ui.match.MarkText;

import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import taikai.ui.match.Corner;

/** The score editor, shown on the sheet while a finished result is being corrected. */
final class CorrectionPane extends VBox {
    private final Words words = DeskWords.of(CorrectionPane.class);

    CorrectionPane(CorrectionViewModel model) {
        setId("correction");
        getStyleClass().add("correction");
        Label title = new Label(words.say("correction.title"));
        title.getStyleClass().add("section-title");
        Label help = new Label(words.say("correction.help"));
        help.setWrapText(true);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("correction-grid");
        grid.addRow(0, new Label(""), bold(Corner.B.saidTitle()), bold(Corner.A.saidTitle()));
        grid.addRow(1, new Label(words.say("correction.points")), points(model, Corner.B), points(model, Corner.A));
        grid.addRow(2, new Label(MarkText.termTitle("hansoku")), fouls(model, Corner.B), fouls(model, Corner.A));
        Spinner<Integer> encho = new Spinner<>(0, 20, model.enchoProperty().get());
        encho.setId("correction-encho");
        model.editingProperty().addListener((obs, old, now) -> encho.getValueFactory().setValue(model.enchoProperty().get()));
        encho.valueProperty().addListener((obs, old, now) -> model.enchoProperty().set(now));
        ComboBox<Corner> hantei = new ComboBox<>();
        hantei.setId("correction-hantei");
        hantei.getItems().addAll(null, Corner.B, Corner.A);
        hantei.setConverter(new StringConverter<>() {
            @Override
            public String toString(Corner corner) {
                return corner == null ? words.say("correction.no-hantei", MarkText.term("hantei"))
                        : words.say("correction.hantei-for", MarkText.term("hantei"), corner.said());
            }

            @Override
            public Corner fromString(String text) {
                return null;
            }
        });
        hantei.valueProperty().bindBidirectional(model.hanteiProperty());
        CheckBox hikiwake = new CheckBox(words.say("correction.hikiwake", MarkText.termTitle("hikiwake")));
        hikiwake.setId("correction-hikiwake");
        hikiwake.selectedProperty().bindBidirectional(model.hikiwakeProperty());
        grid.addRow(3, new Label(words.say("correction.encho", MarkText.termTitle("encho"))), encho);
        grid.addRow(4, new Label(words.say("correction.decision")), hantei, hikiwake);
        TextField reason = new TextField();
        reason.setId("correction-reason");
        reason.setPromptText(words.say("correction.reason-prompt"));
        reason.textProperty().bindBidirectional(model.reasonProperty());
        grid.add(new Label(words.say("correction.reason")), 0, 5);
        grid.add(reason, 1, 5, 2, 1);
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        Button save = new Button(words.say("correction.save"));
        save.setId("correction-save");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> model.save());
        Button cancel = new Button(words.say("cancel"));
        cancel.setOnAction(e -> model.cancel());
        getChildren().addAll(title, help, grid, error, new HBox(8, save, cancel));
        visibleProperty().bind(model.editingProperty());
        managedProperty().bind(visibleProperty());
    }

    private static TextField points(CorrectionViewModel model, Corner corner) {
        TextField field = new TextField();
        field.setId("correction-points-" + corner.word());
        field.setPromptText("M K");
        field.textProperty().bindBidirectional(model.pointsProperty(corner));
        return field;
    }

    private static Spinner<Integer> fouls(CorrectionViewModel model, Corner corner) {
        Spinner<Integer> spinner = new Spinner<>(0, 9, model.hansokuProperty(corner).get());
        spinner.setId("correction-hansoku-" + corner.word());
        model.editingProperty().addListener((obs, old, now) -> spinner.getValueFactory().setValue(model.hansokuProperty(corner).get()));
        spinner.valueProperty().addListener((obs, old, now) -> model.hansokuProperty(corner).set(now));
        return spinner;
    }

    private static Label bold(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("column-title");
        return label;
    }
}
