package taikai.ui.teams;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The teams screen: the teams on the left; on the right the chosen team's members (rename, clear,
 * add), its line-up editor (the starting line-up or one match's) and the line-up in force at each of
 * its matches. Handlers only call the view model.
 */
public final class TeamsView extends BorderPane {
    private final Words words = DeskWords.of(TeamsView.class);
    private final TeamsViewModel model;
    private final GridPane memberGrid = new GridPane();
    private final GridPane lineupGrid = new GridPane();
    private final GridPane inForceGrid = new GridPane();
    private final ComboBox<TeamLines.LineupChoice> lineupChoice = new ComboBox<>();
    private final Map<String, ComboBox<TeamLines.Member>> picks = new LinkedHashMap<>();
    private final TeamLines.Member nobody = new TeamLines.Member("", 0, "", words.say("nobody"));
    private boolean updating;

    public TeamsView(TeamsViewModel model) {
        this.model = model;
        setId("teams-view");
        getStylesheets().add(Fxml.stylesheet(TeamsView.class, "teams.css"));
        Label heading = styled(new Label(), "heading");
        heading.textProperty().bind(model.headingProperty());
        Label note = styled(new Label(), "note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        VBox top = new VBox(taikai.ui.print.PrintButton.beside(heading, taikai.print.What.TEAMS), note);
        top.getStyleClass().add("toolbar");
        setTop(top);

        ListView<TeamLines.Team> list = new ListView<>(model.teams());
        list.setId("teams-list");
        list.setPrefWidth(280);
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) {
                model.selectTeam(now.id());
            }
        });
        model.selectedProperty().addListener((obs, old, now) -> {
            updating = true;
            list.getSelectionModel().select(now);
            updating = false;
        });
        list.visibleProperty().bind(model.teamProperty());
        list.managedProperty().bind(model.teamProperty());
        setLeft(list);

        Label feedback = styled(new Label(), "feedback");
        feedback.setId("teams-feedback");
        feedback.setWrapText(true);
        feedback.textProperty().bind(model.feedbackProperty());
        TextField newName = new TextField();
        newName.setId("member-new");
        newName.setPromptText(words.say("new.prompt"));
        newName.setPrefColumnCount(22);
        Button add = new Button(words.say("add"));
        add.setId("member-add");
        add.setOnAction(e -> {
            model.addMember(newName.getText());
            newName.clear();
        });
        newName.setOnAction(e -> add.fire());
        HBox addRow = new HBox(newName, add);
        addRow.getStyleClass().add("row");
        javafx.scene.control.TextArea pasted = new javafx.scene.control.TextArea();
        pasted.setId("member-rows");
        pasted.setPromptText(words.say("rows.prompt"));
        pasted.setPrefRowCount(3);
        pasted.setPrefColumnCount(40);
        Button addRows = new Button(words.say("rows.add"));
        addRows.setId("member-add-rows");
        addRows.disableProperty().bind(pasted.textProperty().isEmpty());
        HBox rowsRow = new HBox(pasted, addRows);
        rowsRow.getStyleClass().add("row");
        // Folded away until asked for, so the line-up below stays where it was.
        javafx.scene.control.ToggleButton paste = new javafx.scene.control.ToggleButton(words.say("paste"));
        paste.setId("member-paste");
        paste.setTooltip(new Tooltip(words.say("paste.tip")));
        addRow.getChildren().add(paste);
        rowsRow.visibleProperty().bind(model.selectedProperty().isNotNull().and(paste.selectedProperty()));
        rowsRow.managedProperty().bind(rowsRow.visibleProperty());
        addRows.setOnAction(e -> {
            model.importMembers(pasted.getText());
            pasted.clear();
            paste.setSelected(false);
        });
        addRow.visibleProperty().bind(model.selectedProperty().isNotNull());
        addRow.managedProperty().bind(addRow.visibleProperty());
        memberGrid.getStyleClass().add("grid");

        lineupChoice.setId("lineup-choice");
        lineupChoice.setItems(model.lineupChoices());
        lineupChoice.valueProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) {
                model.chooseLineup(now.matchId());
            }
        });
        Button save = new Button(words.say("lineup.save"));
        save.setId("lineup-save");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> model.saveLineup(chosen()));
        Button copy = new Button(words.say("lineup.copy"));
        copy.setId("lineup-copy");
        copy.setOnAction(e -> model.copyPreviousLineup());
        copy.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> model.lineupProperty().get() == null || model.lineupProperty().get().matchId().isEmpty(),
                model.lineupProperty()));
        copy.setTooltip(new Tooltip(words.say("lineup.copy.tip")));
        HBox saveRow = new HBox(8, save, copy);
        lineupGrid.getStyleClass().add("grid");
        inForceGrid.getStyleClass().add("grid");
        // The match, the opponent and the line-up's source keep their width; the fighters wrap in what is left.
        for (int c = 0; c < 3; c++) {
            javafx.scene.layout.ColumnConstraints keep = new javafx.scene.layout.ColumnConstraints();
            keep.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            inForceGrid.getColumnConstraints().add(keep);
        }
        javafx.scene.layout.ColumnConstraints rest = new javafx.scene.layout.ColumnConstraints();
        rest.setHgrow(javafx.scene.layout.Priority.ALWAYS);
        inForceGrid.getColumnConstraints().add(rest);

        VBox body = new VBox(section(words.say("section.members")), memberGrid, addRow, rowsRow, feedback,
                section(words.say("section.lineup")), hint(words.say("lineup.hint")), lineupFor(), lineupGrid, saveRow,
                section(words.say("section.in-force")), inForceGrid);
        body.getStyleClass().add("body");
        body.visibleProperty().bind(model.teamProperty());
        ScrollPane scroller = new ScrollPane(body);
        scroller.setFitToWidth(true);
        setCenter(scroller);

        model.members().addListener((ListChangeListener<TeamLines.Member>) c -> redrawMembers());
        model.canClearProperty().addListener((obs, old, now) -> redrawMembers());
        model.selectedProperty().addListener((obs, old, now) -> redrawMembers());
        model.lineupProperty().addListener((obs, old, now) -> showChoice());
        // New items clear a combo box's value; the chosen line-up is shown again.
        model.lineupChoices().addListener((ListChangeListener<TeamLines.LineupChoice>) c -> showChoice());
        model.shownLineupProperty().addListener((obs, old, now) -> redrawLineup());
        model.positionsProperty().addListener((obs, old, now) -> redrawLineup());
        model.inForce().addListener((ListChangeListener<TeamLines.InForce>) c -> redrawInForce());
        redrawMembers();
        showChoice();
        redrawLineup();
        redrawInForce();
    }

    private HBox lineupFor() {
        HBox row = new HBox(8, new Label(words.say("lineup.for")), lineupChoice);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        lineupChoice.setPrefWidth(420);
        return row;
    }

    private void redrawMembers() {
        memberGrid.getChildren().clear();
        List<TeamLines.Member> members = model.members();
        if (model.selectedProperty().get() == null) {
            memberGrid.add(hint(words.say("members.choose")), 0, 0, 4, 1);
            redrawLineup();
            return;
        }
        if (members.isEmpty()) {
            memberGrid.add(hint(words.say("members.none")), 0, 0, 4, 1);
        }
        for (int i = 0; i < members.size(); i++) {
            TeamLines.Member m = members.get(i);
            TextField name = new TextField(m.name());
            name.setId("member-name-" + m.index());
            name.setPromptText(words.say("name.prompt"));
            name.setPrefColumnCount(22);
            Button rename = new Button(words.say("rename"));
            rename.setId("member-rename-" + m.index());
            rename.setOnAction(e -> model.rename(m.id(), name.getText()));
            name.setOnAction(e -> rename.fire());
            Button clear = new Button(words.say("clear"));
            clear.setId("member-clear-" + m.index());
            clear.setDisable(!model.canClearProperty().get() || m.name().isEmpty());
            clear.setOnAction(e -> model.clear(m.id()));
            memberGrid.addRow(i, styled(new Label(m.label()), "member-label"), name, rename, clear);
        }
        redrawLineup();
    }

    private void showChoice() {
        updating = true;
        lineupChoice.setValue(model.lineupProperty().get());
        updating = false;
    }

    private void redrawLineup() {
        lineupGrid.getChildren().clear();
        picks.clear();
        Map<String, String> shown = model.shownLineupProperty().get();
        // No team chosen: no member to pick, so no position rows either.
        List<String> positions = model.selectedProperty().get() == null ? List.of() : model.positionsProperty().get();
        for (int i = 0; i < positions.size(); i++) {
            String position = positions.get(i);
            ComboBox<TeamLines.Member> pick = new ComboBox<>();
            pick.setId("lineup-" + position);
            pick.getItems().add(nobody);
            model.members().stream().filter(m -> !m.name().isEmpty()).forEach(pick.getItems()::add);
            String id = shown.getOrDefault(position, "");
            pick.setValue(pick.getItems().stream().filter(m -> m.id().equals(id)).findFirst().orElse(nobody));
            pick.setPrefWidth(260);
            picks.put(position, pick);
            lineupGrid.addRow(i, styled(new Label(TeamLines.position(position)), "position"), pick);
        }
    }

    private Map<String, String> chosen() {
        Map<String, String> chosen = new LinkedHashMap<>();
        picks.forEach((position, box) -> chosen.put(position, box.getValue() == null ? "" : box.getValue().id()));
        return chosen;
    }

    private void redrawInForce() {
        inForceGrid.getChildren().clear();
        if (model.inForce().isEmpty()) {
            inForceGrid.add(hint(words.say("in-force.none")), 0, 0, 4, 1);
            return;
        }
        inForceGrid.addRow(0, styled(new Label(words.say("column.match")), "column"),
                styled(new Label(words.say("column.against")), "column"),
                styled(new Label(words.say("column.source")), "column"), styled(new Label(words.say("column.fighters")), "column"));
        for (int i = 0; i < model.inForce().size(); i++) {
            TeamLines.InForce line = model.inForce().get(i);
            Label source = styled(new Label(line.source()), "source");
            source.setId("in-force-" + line.matchId().replace(' ', '_'));
            Label fighters = new Label(line.fighters());
            fighters.setWrapText(true);
            inForceGrid.addRow(i + 1, new Label(line.match()), new Label(line.opponent()), source, fighters);
        }
    }

    private static Node section(String text) {
        return styled(new Label(text), "section");
    }

    private static Label hint(String text) {
        Label label = styled(new Label(text), "hint");
        label.setWrapText(true);
        return label;
    }

    private static Label styled(Label label, String styleClass) {
        label.getStyleClass().add(styleClass);
        return label;
    }
}
