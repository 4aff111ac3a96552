package taikai.ui.draw;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.model.bracket.BracketMatch;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The draw screen: what the competition holds, a preview of its draw (pools with their entrants, a
 * Swiss round's pairings, the knockout tree's first round) with the seed it came from, confirm, and a
 * discard that asks first, saying what goes with the draw. Handlers only call the view model.
 */
public final class DrawView extends BorderPane {
    private final Words words = DeskWords.of(DrawView.class);
    private final DrawViewModel model;
    private final VBox previewBox = new VBox();

    public DrawView(DrawViewModel model) {
        this.model = model;
        setId("draw-view");
        getStylesheets().add(Fxml.stylesheet(DrawView.class, "draw.css"));
        Label heading = label("heading");
        heading.textProperty().bind(model.headingProperty());
        Label note = label("note");
        note.textProperty().bind(model.noteProperty());

        Button preview = button("draw-preview", words.say("preview"), model::preview);
        preview.disableProperty().bind(model.canPreviewProperty().not());
        Button again = button("draw-again", words.say("again"), model::drawAgain);
        again.disableProperty().bind(model.canPreviewProperty().not().or(model.previewProperty().isNull()));
        Button confirm = button("draw-confirm", words.say("confirm"), model::confirm);
        confirm.getStyleClass().add("accent");
        confirm.disableProperty().bind(model.canConfirmProperty().not());
        Button discard = button("draw-discard", words.say("discard"), model::askDiscard);
        discard.getStyleClass().add("danger");
        discard.disableProperty().bind(model.canDiscardProperty().not());
        TextField seed = new TextField(Integer.toString(model.seed()));
        seed.setId("draw-seed");
        seed.setPrefColumnCount(8);
        seed.setOnAction(e -> model.useSeed(seed.getText()));
        seed.focusedProperty().addListener((obs, was, now) -> {
            if (!now) {
                model.useSeed(seed.getText());
            }
        });
        model.seedTextProperty().addListener((obs, old, now) -> seed.setText(now));
        Label seedLabel = new Label(words.say("seed"));
        HBox actions = new HBox(seedLabel, seed, preview, again, confirm, discard);
        actions.getStyleClass().add("actions");

        ProgressIndicator progress = new ProgressIndicator();
        progress.setPrefSize(22, 22);
        Label busyText = label("busy-text");
        busyText.textProperty().bind(model.busyTextProperty());
        HBox busy = new HBox(progress, busyText);
        busy.getStyleClass().add("busy");
        showWhen(busy, model.busyProperty());

        Label message = label("message");
        message.textProperty().bind(model.messageProperty());
        showWhen(message, model.messageProperty().isNotEmpty());

        VBox top = new VBox(heading, note, actions, busy, message, confirmation());
        top.getStyleClass().add("toolbar");
        setTop(top);
        previewBox.getStyleClass().add("preview");
        ScrollPane scroller = new ScrollPane(previewBox);
        scroller.setFitToWidth(true);
        setCenter(scroller);
        model.previewProperty().addListener((obs, old, now) -> redraw(now));
        redraw(model.previewProperty().get());
    }

    private Node confirmation() {
        Label question = label("discard-question");
        question.textProperty().bind(model.discardQuestionProperty());
        Button yes = button("discard-confirm", words.say("discard.yes"), model::discard);
        yes.getStyleClass().add("danger");
        Button no = button("discard-cancel", words.say("discard.no"), model::cancelDiscard);
        HBox buttons = new HBox(yes, no);
        buttons.getStyleClass().add("actions");
        VBox box = new VBox(question, buttons);
        box.setId("discard-confirmation");
        box.getStyleClass().add("confirmation");
        showWhen(box, model.discardQuestionProperty().isNotEmpty());
        return box;
    }

    private void redraw(DrawPreview p) {
        previewBox.getChildren().clear();
        if (p == null || p.isRefused()) {
            return;
        }
        Label title = label("preview-title");
        title.setText(words.say("preview.title", Integer.toString(p.seed()), p.summary()));
        previewBox.getChildren().add(title);
        if (!p.pools().isEmpty()) {
            Map<String, Long> bouts = p.newBouts().stream().collect(Collectors.groupingBy(MatchResult::pool, Collectors.counting()));
            FlowPane pools = new FlowPane();
            pools.getStyleClass().add("pools");
            p.pools().forEach(pool -> pools.getChildren().add(poolCard(pool, bouts.getOrDefault(pool.name(), 0L))));
            previewBox.getChildren().add(pools);
        } else if (!p.newBouts().isEmpty()) {
            previewBox.getChildren().add(section(words.say("section.pairings")));
            previewBox.getChildren().add(pairings(p.newBouts(), m -> taikai.ui.match.MatchNames.of(p.after(), m)));
        }
        if (!p.firstRound().isEmpty()) {
            previewBox.getChildren().add(section(p.pools().isEmpty() ? words.say("section.knockout")
                    : words.say("section.knockout.pools")));
            previewBox.getChildren().add(pairings(p.firstRound().stream().map(BracketMatch::result).toList(),
                    m -> taikai.ui.match.MatchNames.of(p.after(), m.id())));
        }
    }

    private Node poolCard(Pool pool, long bouts) {
        VBox card = new VBox();
        card.getStyleClass().add("pool-card");
        card.setId("preview-" + pool.name().replace(' ', '_'));
        Label name = label("pool-title");
        name.setText(pool.name());
        card.getChildren().add(name);
        for (Player p : pool.players()) {
            Label line = label("entrant");
            String who = p.number().isEmpty() ? p.name() : p.number() + "  " + p.name();
            line.setText(p.seed() > 0 ? words.say("entrant.seeded", who, p.dojo(), Integer.toString(p.seed()))
                    : words.say("entrant", who, p.dojo()));
            card.getChildren().add(line);
        }
        Label count = label("summary");
        count.setText(words.say("pool.bouts", (int) bouts));
        card.getChildren().add(count);
        return card;
    }

    /** Shiro on the left, as on every surface (spec section 3). */
    private Node pairings(List<MatchResult> matches, Function<MatchResult, String> title) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("pairings");
        grid.addRow(0, header(words.say("column.match")), header(words.say("column.shiro")), header(""),
                header(words.say("column.aka")));
        for (int i = 0; i < matches.size(); i++) {
            MatchResult m = matches.get(i);
            grid.addRow(i + 1, text(title.apply(m)), text(name(m.sideB())), text("\u2013"), text(name(m.sideA())));
        }
        return grid;
    }

    private String name(Side side) {
        // A pool's place reads "Pool A, 1st", as every surface names a slot.
        return side.isEmpty() ? words.say("bye") : taikai.ui.match.MatchNames.slot(taikai.model.bracket.Bracket.EMPTY,
                side.name());
    }

    private static Label section(String text) {
        Label label = label("section");
        label.setText(text);
        return label;
    }

    private static Label header(String text) {
        Label label = label("column");
        label.setText(text);
        return label;
    }

    private static Label text(String text) {
        Label label = new Label(text);
        return label;
    }

    private static Label label(String styleClass) {
        Label label = new Label();
        label.getStyleClass().add(styleClass);
        label.setWrapText(true);
        return label;
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    private static void showWhen(Node node, javafx.beans.value.ObservableBooleanValue condition) {
        node.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(condition::get, condition));
        node.managedProperty().bind(node.visibleProperty());
    }
}
