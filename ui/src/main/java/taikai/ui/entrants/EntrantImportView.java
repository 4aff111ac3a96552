package taikai.ui.entrants;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import taikai.app.importing.ImportField;
import taikai.app.importing.ImportPreview;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The preview of an import: one table column per column of the rows, headed by what it maps to (a
 * choice the operator can change, or Ignore), every row with its flag, and the confirmation.
 */
final class EntrantImportView extends VBox {
    private final Words words = DeskWords.of(EntrantImportView.class);
    private final EntrantImportViewModel model;
    private final TableView<ImportPreview.Line> table = new TableView<>();

    EntrantImportView(EntrantImportViewModel model) {
        this.model = model;
        setId("entrant-import");
        getStyleClass().add("import");
        Label title = new Label(words.say("import.title"));
        title.getStyleClass().add("form-title");
        Label description = new Label();
        description.setId("import-description");
        description.setWrapText(true);
        description.textProperty().bind(model.descriptionProperty());
        CheckBox header = new CheckBox(words.say("import.header"));
        header.setId("import-header");
        header.selectedProperty().bindBidirectional(model.headerProperty());
        ProgressBar progress = new ProgressBar();
        progress.setId("import-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.busyProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label error = new Label();
        error.setId("import-error");
        error.setWrapText(true);
        error.getStyleClass().add("error");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        table.setId("import-preview");
        table.setItems(model.lines());
        table.setPlaceholder(new Label(words.say("import.empty")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ImportPreview.Line item, boolean empty) {
                super.updateItem(item, empty);
                for (ImportPreview.Verdict v : ImportPreview.Verdict.values()) {
                    pseudoClassStateChanged(pseudo(v), !empty && item != null && item.verdict() == v);
                }
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        model.columns().addListener((ListChangeListener<ImportColumn>) change -> layOut());

        Label summary = new Label();
        summary.setId("import-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add("summary");
        summary.textProperty().bind(model.summaryProperty());
        Button confirm = new Button();
        confirm.setId("import-confirm");
        confirm.getStyleClass().add("accent");
        confirm.textProperty().bind(model.confirmTextProperty());
        confirm.disableProperty().bind(model.canConfirmProperty().not().or(model.busyProperty()));
        confirm.setOnAction(e -> model.confirm());
        Button cancel = new Button(words.say("import.cancel"));
        cancel.setId("import-cancel");
        cancel.disableProperty().bind(model.busyProperty());
        cancel.setOnAction(e -> model.cancel());
        // The summary wraps on its own line above the buttons (a row would give it the height of one
        // line however long it reads); the buttons keep their words whatever its length.
        summary.setMaxWidth(Double.MAX_VALUE);
        // A column short of height shrinks the table, never these sentences to one cut line.
        summary.setMinHeight(Region.USE_PREF_SIZE);
        description.setMinHeight(Region.USE_PREF_SIZE);
        error.setMinHeight(Region.USE_PREF_SIZE);
        confirm.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox actions = new HBox(gap, cancel, confirm);
        actions.getStyleClass().add("row");
        getChildren().addAll(title, description, header, progress, error, table, summary, actions);
        layOut();
    }

    private void layOut() {
        List<TableColumn<ImportPreview.Line, ?>> columns = new ArrayList<>();
        TableColumn<ImportPreview.Line, String> line = text(words.say("import.line"), 56, l -> String.valueOf(l.line()));
        columns.add(line);
        for (ImportColumn column : model.columns()) {
            TableColumn<ImportPreview.Line, String> shown = text("", 170, l -> l.cells().size() > column.index()
                    ? l.cells().get(column.index()) : "");
            ComboBox<ImportField> field = new ComboBox<>();
            field.setId("import-column-" + column.index());
            field.getItems().setAll(model.offered());
            field.setConverter(fieldNames);
            field.valueProperty().bindBidirectional(column.fieldProperty());
            field.setMaxWidth(Double.MAX_VALUE);
            field.setMinWidth(150);
            Label name = new Label(column.title());
            name.getStyleClass().add("column-title");
            VBox head = new VBox(name, field);
            head.getStyleClass().add("column-head");
            shown.setGraphic(head);
            shown.setSortable(false);
            shown.setReorderable(false);
            columns.add(shown);
        }
        TableColumn<ImportPreview.Line, String> check = text(words.say("import.check"), 360, l -> switch (l.verdict()) {
            case READY -> words.say("check.ready", l.player().name());
            case CHECK -> words.say("check.check", l.player().name(), l.note());
            case LABEL -> words.say("check.label", l.note());
            default -> words.say("check.flag", l.note());
        });
        taikai.ui.Tables.wrap(check, "sentence");
        columns.add(check);
        table.getColumns().setAll(columns);
    }

    /** What a column can hold, in the desktop's language. */
    private final StringConverter<ImportField> fieldNames = new StringConverter<>() {
        @Override
        public String toString(ImportField field) {
            if (field == null) {
                return "";
            }
            return switch (field) {
                case IGNORE -> words.say("field.ignore");
                case NAME -> words.say("field.name");
                case GIVEN_NAME -> words.say("field.given-name");
                case FAMILY_NAME -> words.say("field.family-name");
                case ZEKKEN_NAME -> words.say("field.zekken-name");
                case DOJO -> words.say("field.dojo");
                case GRADE -> words.say("field.grade");
            };
        }

        @Override
        public ImportField fromString(String text) {
            return null;
        }
    };

    private static TableColumn<ImportPreview.Line, String> text(String title, double width,
            java.util.function.Function<ImportPreview.Line, String> value) {
        TableColumn<ImportPreview.Line, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    private static PseudoClass pseudo(ImportPreview.Verdict verdict) {
        return PseudoClass.getPseudoClass(verdict.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
}
