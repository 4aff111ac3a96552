package taikai.ui.scoring;

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

    CorrectionPane(CorrectionViewModel model) {
        setId("correction");
        getStyleClass().add("correction");
        Label title = new Label("\u270E Correct the result");
        title.getStyleClass().add("section-title");
        Label help = new Label("Change what was entered; the winner is worked out again from it. The correction and its"
                + " reason are kept in the match's history.");
        help.setWrapText(true);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("correction-grid");
        grid.addRow(0, new Label(""), bold("Shiro"), bold("Aka"));
        grid.addRow(1, new Label("Points"), points(model, Corner.B), points(model, Corner.A));
        grid.addRow(2, new Label("Hansoku"), fouls(model, Corner.B), fouls(model, Corner.A));
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
                return corner == null ? "No hantei" : "Hantei for " + corner.word();
            }

            @Override
            public Corner fromString(String text) {
                return null;
            }
        });
        hantei.valueProperty().bindBidirectional(model.hanteiProperty());
        CheckBox hikiwake = new CheckBox("Hikiwake (a draw)");
        hikiwake.setId("correction-hikiwake");
        hikiwake.selectedProperty().bindBidirectional(model.hikiwakeProperty());
        grid.addRow(3, new Label("Encho periods"), encho);
        grid.addRow(4, new Label("Decision"), hantei, hikiwake);
        TextField reason = new TextField();
        reason.setId("correction-reason");
        reason.setPromptText("Why is the result corrected? (required)");
        reason.textProperty().bindBidirectional(model.reasonProperty());
        grid.add(new Label("Reason"), 0, 5);
        grid.add(reason, 1, 5, 2, 1);
        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        Button save = new Button("Save the correction");
        save.setId("correction-save");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> model.save());
        Button cancel = new Button("Cancel");
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
