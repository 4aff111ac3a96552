package taikai.ui.results;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.results.Finisher;
import taikai.model.results.MedalTable;
import taikai.ui.Fxml;

/**
 * Results and awards: the chosen competition's podium and fighting-spirit awards with the form that
 * gives one, or the whole tournament's podiums and its medal table by dojo.
 */
public final class ResultsView extends BorderPane {
    private static final double CARD_WIDTH = 350;
    private static final double NAME_WIDTH = 230;

    private final ResultsViewModel model;
    private final VBox body = new VBox();
    private final Node awardForm;

    public ResultsView(ResultsViewModel model) {
        this.model = model;
        awardForm = awardForm();
        setId("results-view");
        getStylesheets().add(Fxml.stylesheet(ResultsView.class, "results.css"));
        Label heading = new Label("Results and awards");
        heading.getStyleClass().add("heading");
        ToggleGroup group = new ToggleGroup();
        ToggleButton one = new ToggleButton("This competition");
        one.setId("results-competition");
        ToggleButton whole = new ToggleButton("Whole tournament");
        whole.setId("results-tournament");
        one.setToggleGroup(group);
        whole.setToggleGroup(group);
        (model.wholeTournamentProperty().get() ? whole : one).setSelected(true);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            } else {
                model.wholeTournamentProperty().set(now == whole);
            }
        });
        HBox top = new HBox(heading, new HBox(one, whole), taikai.ui.print.PrintButton.atRight(taikai.print.What.RESULTS));
        top.getStyleClass().add("toolbar");
        setTop(top);
        body.getStyleClass().add("body");
        ScrollPane scroller = new ScrollPane(body);
        scroller.setFitToWidth(true);
        setCenter(scroller);
        model.wholeTournamentProperty().addListener((obs, old, now) -> {
            (now ? whole : one).setSelected(true);
            redraw();
        });
        model.chosenProperty().addListener((obs, old, now) -> redraw());
        model.all().addListener((ListChangeListener<CompetitionResults>) change -> redraw());
        redraw();
    }

    private void redraw() {
        if (model.wholeTournamentProperty().get()) {
            FlowPane cards = new FlowPane();
            cards.getStyleClass().add("cards");
            model.all().forEach(r -> cards.getChildren().add(card(r, false)));
            Label title = new Label("Medals by dojo");
            title.getStyleClass().add("section-title");
            body.getChildren().setAll(title, medalTable(model.medals()), cards);
            return;
        }
        CompetitionResults chosen = model.chosenProperty().get();
        if (chosen == null) {
            Label note = new Label(model.noteProperty().get());
            note.getStyleClass().add("note");
            note.setWrapText(true);
            body.getChildren().setAll(note);
            return;
        }
        FlowPane cards = new FlowPane(card(chosen, true), awardForm);
        cards.getStyleClass().add("cards");
        body.getChildren().setAll(cards);
    }

    /** A competition's podium and awards; with {@code withdrawable}, each award has a button that takes it back. */
    private Node card(CompetitionResults r, boolean withdrawable) {
        Label name = wrapped(r.name(), "card-title");
        Label state = wrapped(r.state(), "state");
        GridPane podium = new GridPane();
        podium.getStyleClass().add("podium");
        int row = 0;
        for (int place = 1; place <= 3; place++) {
            List<Finisher> at = r.podium().at(place);
            if (at.isEmpty() && place == 3 && r.podium().complete()) {
                continue;
            }
            for (Finisher f : at.isEmpty() ? List.of(new Finisher(place, "", "", "")) : at) {
                Label medal = new Label(medal(place));
                medal.getStyleClass().addAll("medal", "medal-" + place);
                Label who = wrapped(f.name().isEmpty() ? "to be decided" : f.name(), f.name().isEmpty() ? "undecided" : "finisher");
                who.setMaxWidth(NAME_WIDTH);
                Label dojo = wrapped(f.dojo(), "dojo");
                dojo.setMaxWidth(NAME_WIDTH);
                VBox person = new VBox(who, dojo);
                podium.addRow(row++, medal, person);
            }
        }
        VBox card = new VBox(name, state, podium);
        Label awards = new Label("Fighting-spirit awards");
        awards.getStyleClass().add("awards-title");
        card.getChildren().add(awards);
        if (r.awards().isEmpty()) {
            card.getChildren().add(wrapped("None given yet.", "state"));
        }
        int i = 0;
        for (FightingSpiritAward a : r.awards()) {
            Label line = wrapped(a.title() + ": " + a.recipientName()
                    + (a.recipientDojo().isBlank() ? "" : " (" + a.recipientDojo() + ")"), "award");
            HBox.setHgrow(line, Priority.ALWAYS);
            HBox awardRow = new HBox(line);
            awardRow.getStyleClass().add("award-row");
            if (withdrawable) {
                Button back = new Button("Take back");
                back.setId("award-withdraw-" + i);
                back.setTooltip(new Tooltip("Take back the " + a.title() + " award to " + a.recipientName()));
                back.setOnAction(e -> model.withdraw(a));
                back.setMinWidth(Region.USE_PREF_SIZE);
                awardRow.getChildren().add(back);
            }
            card.getChildren().add(awardRow);
            i++;
        }
        card.getStyleClass().add("card");
        card.setPrefWidth(CARD_WIDTH);
        card.setMaxWidth(CARD_WIDTH);
        card.setId("results-" + r.id());
        return card;
    }

    /** The form that gives an award, built once so a name half typed survives a read of the folder. */
    private Node awardForm() {
        Label title = new Label("Give an award");
        title.getStyleClass().add("card-title");
        TextField award = new TextField(ResultsViewModel.FIGHTING_SPIRIT);
        award.setId("award-title");
        ComboBox<String> recipient = new ComboBox<>();
        recipient.setId("award-recipient");
        recipient.setEditable(true);
        recipient.setPromptText("Choose or type a name");
        recipient.setMaxWidth(Double.MAX_VALUE);
        Runnable fill = () -> recipient.getItems().setAll(model.recipients().stream().map(Recipient::toString).toList());
        model.recipients().addListener((ListChangeListener<Recipient>) change -> fill.run());
        fill.run();
        TextField dojo = new TextField();
        dojo.setId("award-dojo");
        dojo.setPromptText("Filled in for a name from the list");
        recipient.valueProperty().addListener((obs, old, now) -> {
            if (now != null && !model.dojoOf(now).isEmpty()) {
                dojo.setText(model.dojoOf(now));
            }
        });
        Button give = new Button("Give award");
        give.setId("award-give");
        give.disableProperty().bind(award.textProperty().isEmpty().or(recipient.getEditor().textProperty().isEmpty()));
        give.setOnAction(e -> {
            model.give(award.getText(), recipient.getEditor().getText(), dojo.getText());
            recipient.setValue(null);
            recipient.getEditor().clear();
            dojo.clear();
        });
        GridPane form = new GridPane();
        form.getStyleClass().add("form");
        javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        form.getColumnConstraints().add(labels);
        form.addRow(0, new Label("Award"), award);
        form.addRow(1, new Label("To"), recipient);
        form.addRow(2, new Label("Dojo"), dojo);
        Label hint = wrapped("The referees' fighting-spirit award (kantosho) is kept in the competition's config.md.",
                "state");
        VBox card = new VBox(title, form, give, hint);
        card.getStyleClass().addAll("card", "award-form");
        card.setPrefWidth(CARD_WIDTH);
        card.setMaxWidth(CARD_WIDTH);
        return card;
    }

    private static Node medalTable(List<MedalTable.Line> lines) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("medal-table");
        grid.setId("medal-table");
        List<String> heads = List.of("Dojo", "Gold", "Silver", "Bronze", "Total");
        for (int c = 0; c < heads.size(); c++) {
            grid.add(cell(heads.get(c), "head"), c, 0);
        }
        int r = 1;
        for (MedalTable.Line line : lines) {
            Label dojo = cell(line.dojo(), "dojo-name");
            dojo.setTooltip(new Tooltip(line.dojo()));
            grid.addRow(r++, dojo, cell(String.valueOf(line.gold()), "figure"), cell(String.valueOf(line.silver()), "figure"),
                    cell(String.valueOf(line.bronze()), "figure"), cell(String.valueOf(line.total()), "figure"));
        }
        if (lines.isEmpty()) {
            grid.add(cell("No medal is decided yet.", "state"), 0, 1, 5, 1);
        }
        return grid;
    }

    private static String medal(int place) {
        return switch (place) {
            case 1 -> "1st";
            case 2 -> "2nd";
            default -> "3rd";
        };
    }

    private static Label wrapped(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    private static Label cell(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
