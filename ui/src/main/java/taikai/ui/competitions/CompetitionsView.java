package taikai.ui.competitions;

import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.ui.Forms;
import taikai.ui.Fxml;
import taikai.ui.tournament.TournamentSettingsView;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The competitions list beside the editor of one competition. Handlers only call the view model. */
public final class CompetitionsView extends BorderPane {
    private final Words words = DeskWords.of(CompetitionsView.class);
    private final CompetitionsViewModel model;
    private final FlowPane courtBoxes = new FlowPane();
    private final ScrollPane form = new ScrollPane();

    public CompetitionsView(CompetitionsViewModel model) {
        this.model = model;
        setId("competitions-view");
        getStylesheets().add(Fxml.stylesheet(TournamentSettingsView.class, "tournament.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Button add = new Button(words.say("new"));
        add.setId("competitions-new");
        add.getStyleClass().add("accent");
        add.setOnAction(e -> {
            model.newCompetition();
            form.setVvalue(0);
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(heading, gap, add);
        bar.getStyleClass().add("bar");
        VBox top = new VBox(bar);
        top.getStyleClass().add("toolbar");
        setTop(top);
        TableView<CompetitionRow> table = table();
        form.setContent(editor());
        form.setFitToWidth(true);
        VBox.setVgrow(form, Priority.ALWAYS);
        // The answer and the buttons stay in sight below the form, however far it is scrolled.
        VBox editor = new VBox(10, form, footer());
        editor.setPrefWidth(520);
        editor.setMinWidth(480);
        HBox body = new HBox(16, table, editor);
        body.setStyle("-fx-padding: 4 16 16 16;");
        HBox.setHgrow(table, Priority.ALWAYS);
        setCenter(body);
        model.tournamentCourts().addListener((ListChangeListener<String>) c -> redrawCourts());
        model.form().courts().addListener((ListChangeListener<String>) c -> redrawCourts());
        redrawCourts();
    }

    private TableView<CompetitionRow> table() {
        TableView<CompetitionRow> table = new TableView<>(model.rows());
        table.setId("competitions-table");
        table.getColumns().add(column(words.say("column.name"), 160, CompetitionRow::name));
        table.getColumns().add(column(words.say("column.kind"), 130, CompetitionRow::kind));
        table.getColumns().add(column(words.say("column.format"), 150, CompetitionRow::format));
        table.getColumns().add(column(words.say("column.status"), 140, CompetitionRow::status));
        TableColumn<CompetitionRow, CompetitionRow> progress = new TableColumn<>(words.say("column.matches"));
        progress.setPrefWidth(130);
        // Never narrower than its longest words, "no matches yet".
        progress.setMinWidth(130);
        progress.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyObjectWrapper<>(cell.getValue()));
        progress.setCellFactory(col -> new TableCell<>() {
            private final ProgressBar bar = new ProgressBar();
            private final Label text = new Label();
            private final StackPane box = new StackPane(bar, text);

            {
                bar.setMaxWidth(Double.MAX_VALUE);
                bar.setOpacity(0.55);
            }

            @Override
            protected void updateItem(CompetitionRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    return;
                }
                bar.setProgress(row.fraction());
                text.setText(row.progress());
                setGraphic(box);
            }
        });
        table.getColumns().add(progress);
        table.setPlaceholder(new Label(words.say("placeholder")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        taikai.ui.Tables.keepHeadingsWhole(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && !now.id().equals(model.editingProperty().get())) {
                model.edit(now.id());
                form.setVvalue(0);
            }
        });
        // The competition in the editor is the one marked in the list, however it got there.
        model.editingProperty().addListener((obs, old, now) -> table.getItems().stream()
                .filter(row -> row.id().equals(now)).findFirst()
                .ifPresentOrElse(row -> table.getSelectionModel().select(row), () -> table.getSelectionModel().clearSelection()));
        table.getItems().addListener((ListChangeListener<CompetitionRow>) change -> table.getItems().stream()
                .filter(row -> row.id().equals(model.editingProperty().get())).findFirst()
                .ifPresent(row -> table.getSelectionModel().select(row)));
        table.setRowFactory(t -> {
            javafx.scene.control.TableRow<CompetitionRow> row = new javafx.scene.control.TableRow<>();
            row.itemProperty().addListener((obs, old, now) -> row.setId(now == null ? null : "competition-" + now.id()));
            return row;
        });
        return table;
    }

    private Node editor() {
        Label title = new Label();
        title.getStyleClass().add("card-title");
        title.textProperty().bind(model.editorTitleProperty());
        Label drawn = Forms.hint("");
        drawn.textProperty().bind(model.drawnNoteProperty());
        drawn.visibleProperty().bind(model.drawnNoteProperty().isNotEmpty());
        drawn.managedProperty().bind(drawn.visibleProperty());
        CompetitionForm f = model.form();

        GridPane basics = Forms.form();
        int r = 0;
        row(basics, r++, words.say("name"), Forms.field("competition-name", f.nameProperty(), words.say("name.example")));
        row(basics, r++, words.say("kind"), choice("competition-kind", f.kindProperty(), List.of(Kind.values()),
                k -> k == Kind.TEAM ? words.say("kind.team") : words.say("kind.individual")));
        row(basics, r++, words.say("discipline"), choice("competition-discipline", f.disciplineProperty(), List.of(Discipline.values()),
                Discipline::toString));
        row(basics, r++, words.say("format"), choice("competition-format", f.formatProperty(), List.of(Format.values()),
                CompetitionsViewModel::formatName));
        courtBoxes.getStyleClass().add("chips");
        courtBoxes.setHgap(10);
        courtBoxes.setVgap(6);
        row(basics, r++, words.say("courts"), courtBoxes);

        GridPane team = Forms.form();
        row(team, 0, words.say("team.size"), Forms.field("competition-team-size", f.teamSizeProperty(), "5"));
        row(team, 1, words.say("team.order"), choice("competition-team-order", f.teamMatchTypeProperty(), List.of(TeamMatchType.values()),
                t -> t == TeamMatchType.KACHINUKI ? words.say("team.order.kachinuki") : words.say("team.order.fixed")));
        Node teamCard = section(words.say("section.team"), team, f.isTeam());
        teamCard.setId("competition-team-settings");

        GridPane pools = Forms.form();
        row(pools, 0, words.say("pool.size"), Forms.field("competition-pool-size", f.poolSizeProperty(), "4"));
        row(pools, 1, "", check("competition-pool-max", words.say("pool.maximum"), f.poolSizeIsMaximumProperty()));
        row(pools, 2, words.say("pool.winners"), Forms.field("competition-pool-winners", f.poolWinnersProperty(), "2"));
        row(pools, 3, "", check("competition-partial-pools", words.say("pool.partial"), f.partialPoolsProperty()));
        row(pools, 4, words.say("extra"), choice("competition-extra-qualifiers", f.extraQualifiersProperty(),
                List.of("", "larger-pools", "fill-bracket"), q -> q.isEmpty() ? words.say("extra.none") : q.equals("larger-pools")
                        ? words.say("extra.larger-pools") : words.say("extra.fill-bracket")));
        Node poolCard = section(words.say("section.pools"), pools, f.hasPools());

        GridPane league = Forms.form();
        row(league, 0, "", check("competition-round-robin", words.say("league.double"), f.roundRobinProperty()));
        row(league, 1, words.say("league.top"), choice("competition-league-top", f.leagueTiebreakTopNProperty(),
                List.of("", "3", "4"), n -> n.isEmpty() ? words.say("league.top.default") : words.say("league.top.n", n)));
        row(league, 2, "", check("competition-league-two-third", words.say("league.two-third"), f.leagueTwoThirdPlacesProperty()));
        Node leagueCard = section(words.say("section.league"), league, f.isLeague());

        GridPane swiss = Forms.form();
        row(swiss, 0, words.say("swiss.rounds"), Forms.field("competition-swiss-rounds", f.swissRoundsProperty(), "5"));
        Node swissCard = section(words.say("section.swiss"), swiss, f.isSwiss());

        GridPane rules = Forms.form();
        r = 0;
        row(rules, r++, "", check("competition-ippon-shobu", words.say("ippon-shobu"), f.ipponShobuProperty()));
        row(rules, r++, "", check("competition-hikiwake", words.say("hikiwake"), f.hikiwakeAllowedProperty()));
        row(rules, r++, words.say("encho"), Forms.field("competition-encho-limit", f.enchoLimitProperty(), words.say("encho.none")));
        row(rules, r++, words.say("minutes.pool"), Forms.field("competition-pool-minutes", f.poolMatchMinutesProperty(), "3"));
        row(rules, r++, words.say("minutes.knockout"), Forms.field("competition-playoff-minutes", f.playoffMatchMinutesProperty(), "3"));
        Node thirdPlace = check("competition-third-place", words.say("third-place"), f.thirdPlaceMatchProperty());
        thirdPlace.visibleProperty().bind(f.hasKnockout());
        thirdPlace.managedProperty().bind(thirdPlace.visibleProperty());
        rules.add(thirdPlace, 0, r++, 2, 1);
        TextField judges = Forms.field("competition-engi-judges", f.engiJudgesProperty(), "3");
        Label judgesLabel = Forms.fieldLabel(words.say("engi.judges"));
        rules.addRow(r++, judgesLabel, judges);
        for (Node n : new Node[] {judges, judgesLabel}) {
            n.visibleProperty().bind(f.isEngi());
            n.managedProperty().bind(n.visibleProperty());
        }

        GridPane day = Forms.form();
        r = 0;
        row(day, r++, words.say("date"), Forms.field("competition-date", f.dateProperty(), words.say("date.prompt")));
        row(day, r++, words.say("start"), Forms.field("competition-start-time", f.startTimeProperty(), "09:00"));
        row(day, r++, words.say("number.prefix"), Forms.field("competition-number-prefix", f.numberPrefixProperty(), "M"));
        row(day, r++, words.say("seed"), Forms.field("competition-draw-seed", f.drawSeedProperty(), words.say("seed.prompt")));
        row(day, r++, "", check("competition-check-in", words.say("check-in"), f.checkInEnabledProperty()));
        row(day, r++, "", check("competition-zekken", words.say("zekken"), f.withZekkenNameProperty()));
        row(day, r++, "", check("competition-mirror", words.say("mirror"), f.mirrorProperty()));

        TextArea notes = new TextArea();
        notes.setId("competition-notes");
        notes.setPromptText(words.say("notes.prompt"));
        notes.setWrapText(true);
        notes.setPrefRowCount(4);
        notes.textProperty().bindBidirectional(f.notesProperty());

        VBox card = new VBox(title, drawn, basics, teamCard, poolCard, leagueCard, swissCard, section(words.say("section.rules"), rules, null),
                section(words.say("section.day"), day, null), section(words.say("section.notes"), notes, null));
        card.getStyleClass().add("card");
        card.setId("competition-editor");
        return card;
    }

    private Node footer() {
        Label error = new Label();
        error.setId("competition-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Button revert = new Button(words.say("revert"));
        revert.setId("competition-revert");
        revert.setOnAction(e -> model.revert());
        Button save = new Button();
        save.setId("competition-save");
        save.getStyleClass().add("accent");
        save.textProperty().bind(javafx.beans.binding.Bindings.when(model.creatingProperty())
                .then(words.say("create")).otherwise(words.say("save")));
        save.setOnAction(e -> model.save());
        HBox buttons = new HBox(10, revert, save);
        buttons.setAlignment(Pos.CENTER_RIGHT);

        VBox footer = new VBox(8, error, buttons);
        // The form above gives way to a sentence of two or three lines; the sentence is never cut to one.
        footer.setMinHeight(Region.USE_PREF_SIZE);
        return footer;
    }

    private void redrawCourts() {
        courtBoxes.getChildren().clear();
        for (String court : List.copyOf(model.tournamentCourts())) {
            CheckBox box = new CheckBox(words.say("court", court));
            box.setId("competition-court-" + court);
            box.setSelected(model.form().courts().contains(court));
            box.selectedProperty().addListener((obs, old, now) -> {
                if (now && !model.form().courts().contains(court)) {
                    List<String> ordered = new java.util.ArrayList<>(model.form().courts());
                    ordered.add(court);
                    ordered.sort(String::compareTo);
                    model.form().courts().setAll(ordered);
                } else if (!now) {
                    model.form().courts().remove(court);
                }
            });
            courtBoxes.getChildren().add(box);
        }
    }

    private static Node section(String title, Node content, BooleanBinding shown) {
        Label heading = new Label(title);
        heading.getStyleClass().add("section-title");
        VBox box = new VBox(6, heading, content);
        box.getStyleClass().add("section");
        if (shown != null) {
            box.visibleProperty().bind(shown);
            box.managedProperty().bind(box.visibleProperty());
        }
        return box;
    }

    private static <T> ChoiceBox<T> choice(String id, ObjectProperty<T> property, List<T> items, Function<T, String> words) {
        ChoiceBox<T> box = new ChoiceBox<>();
        box.setId(id);
        box.getItems().setAll(items);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? "" : words.apply(item);
            }

            @Override
            public T fromString(String text) {
                return null;
            }
        });
        box.valueProperty().bindBidirectional(property);
        return box;
    }

    private static ChoiceBox<String> choice(String id, StringProperty property, List<String> items, Function<String, String> words) {
        javafx.beans.property.ObjectProperty<String> bridge = new javafx.beans.property.SimpleObjectProperty<>(property.get());
        bridge.bindBidirectional(property);
        ChoiceBox<String> box = choice(id, bridge, items, words);
        box.getProperties().put("bridge", bridge);
        return box;
    }

    private static CheckBox check(String id, String text, BooleanProperty property) {
        CheckBox box = new CheckBox(text);
        box.setWrapText(true);
        box.setId(id);
        box.selectedProperty().bindBidirectional(property);
        return box;
    }

    private static TableColumn<CompetitionRow, String> column(String title, double width, Function<CompetitionRow, String> value) {
        TableColumn<CompetitionRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        // Beside the editor on a laptop's screen the columns are narrow: their words wrap rather than end in "...".
        taikai.ui.Tables.wrap(column, "cell-words");
        return column;
    }

    /** A labelled control; a check box without a label spans both columns, so its sentence is never cut. */
    private static void row(GridPane grid, int at, String label, Node control) {
        if (label.isEmpty()) {
            grid.add(control, 0, at, 2, 1);
        } else {
            grid.addRow(at, Forms.fieldLabel(label), control);
        }
        GridPane.setHgrow(control, Priority.ALWAYS);
    }
}
