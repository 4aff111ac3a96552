package taikai.ui.results;

import taikai.ui.words.DeskWords;
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
        Label heading = new Label(DeskWords.of(ResultsView.class).say("view.heading"));
        heading.getStyleClass().add("heading");
        ToggleGroup group = new ToggleGroup();
        ToggleButton one = new ToggleButton(DeskWords.of(ResultsView.class).say("view.this"));
        one.setId("results-competition");
        ToggleButton whole = new ToggleButton(DeskWords.of(ResultsView.class).say("view.whole"));
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
            Label title = new Label(DeskWords.of(ResultsView.class).say("view.medals"));
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
                Label who = wrapped(f.name().isEmpty() ? DeskWords.of(ResultsView.class).say("view.undecided") : f.name(), f.name().isEmpty() ? "undecided" : "finisher");
                who.setMaxWidth(NAME_WIDTH);
                Label dojo = wrapped(f.dojo(), "dojo");
                dojo.setMaxWidth(NAME_WIDTH);
                VBox person = new VBox(who, dojo);
                podium.addRow(row++, medal, person);
            }
        }
        VBox card = new VBox(name, state, podium);
        Label awards = new Label(DeskWords.of(ResultsView.class).say("view.awards"));
        awards.getStyleClass().add("awards-title");
        card.getChildren().add(awards);
        if (r.awards().isEmpty()) {
            card.getChildren().add(wrapped(DeskWords.of(ResultsView.class).say("view.no-awards"), "state"));
        }
        int i = 0;
        for (FightingSpiritAward a : r.awards()) {
            Label line = wrapped(a.recipientDojo().isBlank() ? DeskWords.of(ResultsView.class).say("view.award", a.title(), a.recipientName())
                    : DeskWords.of(ResultsView.class).say("view.award-dojo", a.title(), a.recipientName(), a.recipientDojo()), "award");
            HBox.setHgrow(line, Priority.ALWAYS);
            HBox awardRow = new HBox(line);
            awardRow.getStyleClass().add("award-row");
            if (withdrawable) {
                Button back = new Button(DeskWords.of(ResultsView.class).say("view.take-back"));
                back.setId("award-withdraw-" + i);
                back.setTooltip(new Tooltip(DeskWords.of(ResultsView.class).say("view.take-back-tip", a.title(), a.recipientName())));
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
        Label title = new Label(DeskWords.of(ResultsView.class).say("form.title"));
        title.getStyleClass().add("card-title");
        TextField award = new TextField(DeskWords.of(ResultsView.class).say("form.default-award")) /* the award every competition gives (kantosho) */;
        award.setId("award-title");
        ComboBox<String> recipient = new ComboBox<>();
        recipient.setId("award-recipient");
        recipient.setEditable(true);
        recipient.setPromptText(DeskWords.of(ResultsView.class).say("form.recipient-prompt"));
        recipient.setMaxWidth(Double.MAX_VALUE);
        Runnable fill = () -> recipient.getItems().setAll(model.recipients().stream().map(Recipient::toString).toList());
        model.recipients().addListener((ListChangeListener<Recipient>) change -> fill.run());
        fill.run();
        TextField dojo = new TextField();
        dojo.setId("award-dojo");
        dojo.setPromptText(DeskWords.of(ResultsView.class).say("form.dojo-prompt"));
        recipient.valueProperty().addListener((obs, old, now) -> {
            if (now != null && !model.dojoOf(now).isEmpty()) {
                dojo.setText(model.dojoOf(now));
            }
        });
        Button give = new Button(DeskWords.of(ResultsView.class).say("form.give"));
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
        form.addRow(0, new Label(DeskWords.of(ResultsView.class).say("form.award")), award);
        form.addRow(1, new Label(DeskWords.of(ResultsView.class).say("form.to")), recipient);
        form.addRow(2, new Label(DeskWords.of(ResultsView.class).say("form.dojo")), dojo);
        Label hint = wrapped(DeskWords.of(ResultsView.class).say("form.hint"),
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
        List<String> heads = List.of(DeskWords.of(ResultsView.class).say("medals.dojo"), DeskWords.of(ResultsView.class).say("medals.gold"), DeskWords.of(ResultsView.class).say("medals.silver"), DeskWords.of(ResultsView.class).say("medals.bronze"), DeskWords.of(ResultsView.class).say("medals.total"));
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
            grid.add(cell(DeskWords.of(ResultsView.class).say("medals.none"), "state"), 0, 1, 5, 1);
        }
        return grid;
    }

    private static String medal(int place) {
        return switch (place) {
            case 1 -> DeskWords.of(ResultsView.class).say("medal.first");
            case 2 -> DeskWords.of(ResultsView.class).say("medal.second");
            default -> DeskWords.of(ResultsView.class).say("medal.third");
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
