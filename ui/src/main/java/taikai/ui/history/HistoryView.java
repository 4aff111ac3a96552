package taikai.ui.history;

import taikai.ui.words.DeskWords;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;

/** A match's history as a timeline, oldest write first; the chooser picks another match. */
public final class HistoryView extends BorderPane {
    private final HistoryViewModel model;
    private final VBox timeline = new VBox();

    public HistoryView(HistoryViewModel model) {
        this.model = model;
        setId("history-view");
        getStylesheets().add(Fxml.stylesheet(HistoryView.class, "history.css"));
        Label heading = new Label(DeskWords.of(HistoryView.class).say("view.heading"));
        heading.getStyleClass().add("heading");
        ComboBox<MatchChoice> chooser = new ComboBox<>(model.matches());
        chooser.setId("history-match");
        chooser.setPromptText(DeskWords.of(HistoryView.class).say("view.choose"));
        chooser.setVisibleRowCount(16);
        chooser.getSelectionModel().select(model.shownProperty().get());
        model.shownProperty().addListener((obs, old, now) -> chooser.getSelectionModel().select(now));
        chooser.setOnAction(e -> {
            MatchChoice chosen = chooser.getSelectionModel().getSelectedItem();
            // Selecting what is already shown (as the view does when the model moves) reads nothing again.
            if (chosen != null && !chosen.equals(model.shownProperty().get())) {
                model.show(chosen);
            }
        });
        Label note = new Label();
        note.getStyleClass().add("note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        HBox bar = new HBox(heading, chooser);
        bar.getStyleClass().add("bar");
        VBox top = new VBox(bar, note);
        top.getStyleClass().add("toolbar");
        setTop(top);
        timeline.getStyleClass().add("timeline");
        ScrollPane scroller = new ScrollPane(timeline);
        scroller.setFitToWidth(true);
        setCenter(scroller);
        model.lines().addListener((ListChangeListener<HistoryLine>) change -> redraw());
        redraw();
    }

    private void redraw() {
        timeline.getChildren().setAll(model.lines().stream().map(HistoryView::entry).toList());
    }

    private static Node entry(HistoryLine line) {
        Label title = new Label(line.title());
        title.getStyleClass().add("entry-title");
        Label outcome = new Label(line.outcome());
        outcome.getStyleClass().addAll("outcome", "outcome-" + line.outcome().split("[ :]")[0].toLowerCase(java.util.Locale.ROOT));
        HBox head = new HBox(title, outcome);
        head.getStyleClass().add("entry-head");
        Label when = new Label(line.when());
        when.getStyleClass().add("when");
        VBox box = new VBox(head, when);
        if (!line.words().isBlank()) {
            Label words = wrapped(line.words(), "words");
            box.getChildren().add(0, words);
        }
        if (!line.answer().isBlank()) {
            Label answer = wrapped(DeskWords.of(HistoryView.class).say("view.answer", line.answer()), "answer");
            box.getChildren().add(answer);
        }
        for (String group : line.groups()) {
            box.getChildren().add(wrapped("\u2022 " + group, "group"));
        }
        if (!line.reason().isBlank()) {
            box.getChildren().add(wrapped(line.reason(), "reason"));
        }
        box.getStyleClass().add("entry");
        return box;
    }

    private static Label wrapped(String text, String style) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().add(style);
        return label;
    }
}
