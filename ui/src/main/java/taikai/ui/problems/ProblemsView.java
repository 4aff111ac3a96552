package taikai.ui.problems;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import java.util.function.Function;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The folder's problems as a table (file, line, column, what was found), with repairs above it. */
public final class ProblemsView extends BorderPane {
    private final Words words = DeskWords.of(ProblemsView.class);
    private final ProblemsViewModel model;
    private final VBox repairCards = new VBox();

    public ProblemsView(ProblemsViewModel model) {
        this.model = model;
        setId("problems-view");
        getStylesheets().add(Fxml.stylesheet(ProblemsView.class, "problems.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Button open = new Button(words.say("open"));
        open.setId("problems-open-folder");
        open.setOnAction(e -> model.openFolder());
        Button reload = new Button(words.say("reload"));
        reload.setId("problems-reload");
        reload.setOnAction(e -> model.reload());
        Region gap = new Region();
        HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
        HBox bar = new HBox(heading, gap, open, reload);
        bar.getStyleClass().add("bar");
        Label summary = wrapped("summary");
        summary.textProperty().bind(model.summaryProperty());
        Label folderNote = wrapped("folder-note");
        folderNote.textProperty().bind(model.folderNoteProperty());
        folderNote.visibleProperty().bind(model.folderNoteProperty().isNotEmpty());
        folderNote.managedProperty().bind(folderNote.visibleProperty());
        repairCards.getStyleClass().add("repairs");
        VBox top = new VBox(bar, summary, folderNote, repairCards);
        top.getStyleClass().add("toolbar");
        setTop(top);
        setCenter(table());
        model.repairs().addListener((ListChangeListener<RepairLine>) change -> redrawRepairs());
        redrawRepairs();
    }

    private TableView<ProblemLine> table() {
        TableView<ProblemLine> table = new TableView<>(model.problems());
        table.setId("problems-table");
        table.getColumns().add(column("", 170, ProblemLine::severity));
        table.getColumns().add(column(words.say("column.file"), 300, ProblemLine::file));
        table.getColumns().add(column(words.say("column.line"), 60, ProblemLine::line));
        table.getColumns().add(column(words.say("column.column"), 84, ProblemLine::column));
        TableColumn<ProblemLine, String> message = column(words.say("column.found"), 700, ProblemLine::message);
        // A message is a whole sentence that says what to do: wrap it rather than cut it off.
        taikai.ui.Tables.wrap(message, "message");
        table.getColumns().add(message);
        table.setPlaceholder(new Label(words.say("nothing.wrong")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);
        taikai.ui.Tables.keepHeadingsWhole(table);
        return table;
    }

    private static TableColumn<ProblemLine, String> column(String title, double width, Function<ProblemLine, String> value) {
        TableColumn<ProblemLine, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    private void redrawRepairs() {
        repairCards.getChildren().setAll(model.repairs().stream().map(this::card).toList());
    }

    private Node card(RepairLine line) {
        Label title = new Label(words.say("repair.title", line.competition()));
        title.getStyleClass().add("repair-title");
        Label trade = wrapped("trade");
        trade.setText(line.trade());
        VBox card = new VBox(title, trade);
        if (line.allowed()) {
            Button repair = new Button(line.button());
            repair.setId("repair-" + line.competitionId());
            repair.getStyleClass().add("danger");
            repair.setOnAction(e -> model.repair(line.competitionId()));
            card.getChildren().add(repair);
        }
        card.getStyleClass().add("repair");
        return card;
    }

    private static Label wrapped(String style) {
        Label label = new Label();
        label.setWrapText(true);
        label.getStyleClass().add(style);
        return label;
    }
}
