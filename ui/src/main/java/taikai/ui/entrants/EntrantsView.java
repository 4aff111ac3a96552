package taikai.ui.entrants;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import taikai.model.competition.CompetitionState;
import taikai.ui.DeskContext;
import taikai.ui.Fxml;
import taikai.ui.shell.CompetitionItem;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The entrants of the chosen competition: a sortable, filterable table with the check-in count, the
 * form beside it, and the import preview in the table's place while an import is open.
 */
public final class EntrantsView extends BorderPane {
    private static final PseudoClass WITHDRAWN = PseudoClass.getPseudoClass("withdrawn");

    /** Asks the operator for a file to import; empty when they cancel. */
    @FunctionalInterface
    public interface FileAsker {
        Optional<Path> ask(Window owner);
    }

    private final Words words = DeskWords.of(EntrantsView.class);
    private final EntrantsViewModel model;

    public EntrantsView(EntrantsViewModel model, FileAsker files) {
        this.model = model;
        setId("entrants-view");
        getStylesheets().add(Fxml.stylesheet(EntrantsView.class, "entrants.css"));
        setTop(toolbar(files));
        TableView<EntrantLine> table = table();
        EntrantImportView importView = new EntrantImportView(model.importer());
        importView.visibleProperty().bind(model.importer().openProperty());
        table.visibleProperty().bind(model.importer().openProperty().not());
        setCenter(new StackPane(table, importView));
        // The form with an entrant chosen is taller than a 768 px laptop screen leaves it: it scrolls
        // rather than cutting its last sentences, which wrap longer in German or Japanese.
        ScrollPane form = new ScrollPane(new EntrantForm(model));
        form.setId("entrant-form-scroll");
        form.getStyleClass().add("form-scroll");
        form.setFitToWidth(true);
        form.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        form.visibleProperty().bind(model.importer().openProperty().not().and(model.openProperty()));
        form.managedProperty().bind(form.visibleProperty());
        setRight(form);
    }

    /**
     * The screen for the competition chosen in the shell, following every read of the folder: what
     * the composition root registers for the Entrants section.
     */
    public static EntrantsView of(DeskContext context, FileAsker files) {
        EntrantsViewModel model = new EntrantsViewModel(context.executor(), context.writes(), context.session()::current);
        Runnable refresh = () -> {
            var snapshot = context.session().snapshotProperty().get();
            CompetitionItem chosen = context.shell().competitionProperty().get();
            CompetitionState state = snapshot == null || chosen == null ? null : snapshot.state(chosen.id()).orElse(null);
            model.show(state);
        };
        context.session().snapshotProperty().addListener((obs, old, now) -> refresh.run());
        context.shell().competitionProperty().addListener((obs, old, now) -> refresh.run());
        refresh.run();
        return new EntrantsView(model, files);
    }

    /** A file chooser for CSV and text files. */
    public static Optional<Path> chooseFile(Window owner) {
        Words words = DeskWords.of(EntrantsView.class);
        FileChooser chooser = new FileChooser();
        chooser.setTitle(words.say("file.title"));
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter(words.say("file.filter.csv"), "*.csv", "*.txt",
                "*.tsv"), new FileChooser.ExtensionFilter(words.say("file.filter.all"), "*.*"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(java.io.File::toPath);
    }

    public EntrantsViewModel model() {
        return model;
    }

    private VBox toolbar(FileAsker files) {
        Label heading = new Label();
        heading.getStyleClass().add("heading");
        heading.textProperty().bind(model.headingProperty());
        Label count = new Label();
        count.setId("entrants-count");
        count.getStyleClass().add("count");
        count.textProperty().bind(model.countProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        // A scanner types a name tag's text and Enter into whatever has the focus: this field.
        TextField code = new TextField();
        code.setId("entrants-checkin-code");
        code.setPromptText(words.say("checkin.prompt"));
        code.setPrefColumnCount(22);
        code.setTooltip(new Tooltip(words.say("checkin.tip")));
        code.setOnAction(e -> {
            if (model.checkInByCode(code.getText())) {
                code.clear();
            }
        });
        Label found = new Label();
        found.setId("entrants-checkin-note");
        found.getStyleClass().add("note");
        found.textProperty().bind(model.checkInNoteProperty());
        HBox bar = new HBox(heading, gap, found, code, count);
        bar.getStyleClass().add("bar");
        Label note = new Label();
        note.getStyleClass().add("note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        TextField filter = new TextField();
        filter.setId("entrants-filter");
        filter.setPromptText(words.say("filter.prompt"));
        filter.setPrefColumnCount(28);
        filter.textProperty().bindBidirectional(model.filterProperty());
        ComboBox<EntrantsViewModel.Show> show = new ComboBox<>();
        show.setId("entrants-show");
        show.getItems().setAll(EntrantsViewModel.Show.values());
        show.valueProperty().bindBidirectional(model.showProperty());
        Button add = new Button(words.say("new"));
        add.setId("entrants-new");
        add.setOnAction(e -> model.editor().startNew());
        Button file = new Button(words.say("import.file"));
        file.setId("entrants-import-file");
        file.setTooltip(new Tooltip(words.say("import.file.tip")));
        file.setOnAction(e -> files.ask(getScene() == null ? null : getScene().getWindow()).ifPresent(model.importer()::readFile));
        Button paste = new Button(words.say("paste"));
        paste.setId("entrants-paste");
        paste.setTooltip(new Tooltip(words.say("paste.tip")));
        paste.setOnAction(e -> model.importer().readText(EntrantImportViewModel.PASTED,
                Clipboard.getSystemClipboard().getString()));
        var print = taikai.ui.print.PrintButton.of(taikai.print.What.TAGS);
        // The buttons keep their words; the filter field gives way on a narrow screen or in a long language.
        for (Region button : List.of(add, file, paste, print)) {
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        filter.setMinWidth(160);
        HBox tools = new HBox(filter, show, add, file, paste, print);
        tools.getStyleClass().add("tools");
        tools.disableProperty().bind(model.openProperty().not().or(model.importer().openProperty()));
        VBox top = new VBox(bar, note, tools);
        top.getStyleClass().add("toolbar");
        return top;
    }

    private TableView<EntrantLine> table() {
        SortedList<EntrantLine> sorted = new SortedList<>(model.visible());
        TableView<EntrantLine> table = new TableView<>(sorted);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setId("entrants-table");
        TableColumn<EntrantLine, String> number = text(words.say("column.number"), 44, EntrantLine::number);
        number.setComparator(EntrantLine.NUMBER_ORDER);
        // Names, zekken names and dojos wrap on a laptop's screen rather than end in "...".
        TableColumn<EntrantLine, String> name = text(words.say("column.name"), 130, EntrantLine::name);
        taikai.ui.Tables.wrap(name, "sentence");
        model.teamProperty().addListener((obs, old, team) -> name.setText(words.say(team ? "column.team" : "column.name")));
        TableColumn<EntrantLine, String> zekken = text(words.say("column.zekken"), 110, EntrantLine::displayName);
        taikai.ui.Tables.wrap(zekken, "sentence");
        zekken.visibleProperty().bind(model.zekkenProperty());
        TableColumn<EntrantLine, String> dojo = text(words.say("column.dojo"), 150, EntrantLine::dojo);
        dojo.setMinWidth(130);
        taikai.ui.Tables.wrap(dojo, "sentence");
        TableColumn<EntrantLine, String> grade = text(words.say("column.grade"), 64, EntrantLine::grade);
        grade.visibleProperty().bind(model.teamProperty().not());
        TableColumn<EntrantLine, Integer> seed = new TableColumn<>(words.say("column.seed"));
        seed.setPrefWidth(56);
        seed.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().seed()));
        // Unseeded entrants after every seed, whichever way the column is sorted first.
        seed.setComparator(Comparator.comparingInt(s -> s == 0 ? Integer.MAX_VALUE : s));
        seed.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null || item == 0 ? "" : String.valueOf(item));
            }
        });
        TableColumn<EntrantLine, EntrantLine> present = new TableColumn<>(words.say("column.checked-in"));
        present.setPrefWidth(104);
        present.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        present.setComparator(Comparator.comparing(EntrantLine::checkedIn));
        present.setCellFactory(col -> new CheckInCell());
        TableColumn<EntrantLine, String> status = text(words.say("column.status"), 160, EntrantLine::statusWithReason);
        status.setMinWidth(100);
        // A withdrawal's reason is a sentence: wrap it rather than cut it off.
        taikai.ui.Tables.wrap(status, "sentence");
        table.getColumns().addAll(List.of(number, name, zekken, dojo, grade, seed, present, status));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
        taikai.ui.Tables.keepHeadingsWhole(table);
        table.setPlaceholder(new Label(words.say("table.empty")));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(EntrantLine item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(WITHDRAWN, !empty && item != null && item.standing() == EntrantLine.Standing.WITHDRAWN);
            }
        });
        // Space or Enter checks the selected rows in (or out again): a club arriving together is one key press.
        table.getSelectionModel().setSelectionMode(javafx.scene.control.SelectionMode.MULTIPLE);
        table.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if ((e.getCode() == javafx.scene.input.KeyCode.SPACE || e.getCode() == javafx.scene.input.KeyCode.ENTER)
                    && !table.getSelectionModel().getSelectedItems().isEmpty() && table.getEditingCell() == null) {
                model.toggleCheckIn(List.copyOf(table.getSelectionModel().getSelectedItems()));
                e.consume();
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.editor().select(now);
            }
        });
        return table;
    }

    private static TableColumn<EntrantLine, String> text(String title, double width, Function<EntrantLine, String> value) {
        TableColumn<EntrantLine, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    /** A check box that shows what the roster on disk says and sends a check-in when clicked. */
    private final class CheckInCell extends TableCell<EntrantLine, EntrantLine> {
        private final CheckBox box = new CheckBox();

        CheckInCell() {
            box.setOnAction(e -> {
                EntrantLine line = getItem();
                if (line != null) {
                    // The box follows the file, not the click: it changes when the roster is read again.
                    box.setSelected(line.checkedIn());
                    model.toggleCheckIn(line);
                }
            });
        }

        @Override
        protected void updateItem(EntrantLine line, boolean empty) {
            super.updateItem(line, empty);
            if (empty || line == null) {
                setGraphic(null);
                return;
            }
            box.setSelected(line.checkedIn());
            box.setId("checkin-" + idOf(line.name()));
            setGraphic(box);
        }
    }

    /** A node id made from a name: what is not a letter, digit, dash or underscore becomes an underscore. */
    static String idOf(String text) {
        return text.replaceAll("[^A-Za-z0-9_-]", "_");
    }
}
