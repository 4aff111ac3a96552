package taikai.ui.courts;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;
import taikai.ui.pools.PoolsView;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** One column per court: the running match on top, then the queue in calling order. Click a match to score it. */
public final class CourtsView extends BorderPane {
    private final Words words = DeskWords.of(CourtsView.class);
    private final CourtsViewModel model;
    private final HBox columns = new HBox();
    /** The courts whose whole queue is shown; every other court shows its first {@link #SHOWN} waiting matches. */
    private final java.util.Set<String> whole = new java.util.HashSet<>();

    /**
     * How many waiting matches a court shows until asked for all: a big tournament queues hundreds on
     * each court, and a screen of every one took seconds to build (3,000 entrants: 12 s) for what an
     * organiser reads at a glance, the next few.
     */
    static final int SHOWN = 12;

    public CourtsView(CourtsViewModel model) {
        this.model = model;
        setId("courts-view");
        getStylesheets().add(Fxml.stylesheet(CourtsView.class, "courts.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Label note = new Label();
        note.getStyleClass().add("note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        VBox top = new VBox(taikai.ui.print.PrintButton.beside(heading, taikai.print.What.SHEETS), note);
        top.getStyleClass().add("toolbar");
        setTop(top);
        columns.getStyleClass().add("columns");
        ScrollPane scroller = new ScrollPane(columns);
        scroller.setFitToHeight(true);
        // The courts share the width of a laptop screen (four fit at 1366 px); only many courts scroll sideways.
        scroller.setFitToWidth(true);
        setCenter(scroller);
        model.courts().addListener((ListChangeListener<CourtColumn>) change -> redraw());
        redraw();
    }

    private void redraw() {
        columns.getChildren().setAll(model.courts().stream().map(this::column).toList());
    }

    private Node column(CourtColumn court) {
        Label title = new Label(words.say("court", court.court()));
        title.getStyleClass().add("court-title");
        VBox box = new VBox(title);
        if (court.running() != null) {
            box.getChildren().add(caption(words.say("now")));
            box.getChildren().add(matchButton(court.running(), "running"));
            Button back = small(words.say("requeue"), "requeue-" + idOf(court.running()),
                    words.say("requeue.tip"));
            back.setOnAction(e -> model.requeue(court.running(), court.court()));
            box.getChildren().add(new HBox(6, back));
        } else {
            box.getChildren().add(caption(words.say("none.running")));
        }
        box.getChildren().add(caption(court.waiting().isEmpty() ? words.say("none.waiting") : words.say("next")));
        List<QueueLine> waiting = court.waiting();
        // A few more than SHOWN are shown whole: a button to see two more matches would be silly.
        boolean cut = waiting.size() > SHOWN + 3;
        boolean all = !cut || whole.contains(court.court());
        int shown = all ? waiting.size() : SHOWN;
        for (int i = 0; i < shown; i++) {
            QueueLine line = waiting.get(i);
            Button button = matchButton(line, "waiting");
            button.setText((i + 1) + ". " + button.getText());
            box.getChildren().addAll(button, actions(court, line));
        }
        if (cut) {
            Button toggle = new Button(all ? words.say("fewer", SHOWN) : words.say("more", waiting.size() - SHOWN));
            toggle.setId("court-more-" + court.court());
            toggle.getStyleClass().add("small");
            toggle.setOnAction(e -> {
                if (!whole.remove(court.court())) {
                    whole.add(court.court());
                }
                redraw();
            });
            box.getChildren().add(toggle);
        }
        box.getStyleClass().add("court");
        box.setId("court-" + court.court());
        ScrollPane column = new ScrollPane(box);
        column.setFitToWidth(true);
        column.getStyleClass().add("court-scroll");
        HBox.setHgrow(column, javafx.scene.layout.Priority.ALWAYS);
        return column;
    }

    private Button matchButton(QueueLine line, String style) {
        String time = line.time().isBlank() ? "" : line.time() + "  ";
        String text = time + line.heading() + " \u00B7 " + line.competition() + "\n" + words.say("sides", line.shiro(), line.aka())
                + (line.score().isEmpty() ? "" : "\n" + line.score());
        Button button = new Button(text);
        button.getStyleClass().addAll("match", style);
        button.setId("queue-" + idOf(line));
        button.setMaxWidth(Double.MAX_VALUE);
        button.setWrapText(true);
        button.setTooltip(new Tooltip(words.say("open.tip", line.heading())));
        button.setOnAction(e -> model.open(line.competitionId(), line.matchId()));
        return button;
    }

    /** Start, move up or down, or to another court: each goes to the write road, whose answer the status line shows. */
    private HBox actions(CourtColumn court, QueueLine line) {
        String id = idOf(line);
        Button start = small(words.say("start"), "start-" + id, words.say("start.tip", court.court()));
        start.setOnAction(e -> model.start(line, court.court()));
        Button up = small("\u25B2", "up-" + id, words.say("up.tip"));
        up.setOnAction(e -> model.move(line, court.court(), -1));
        Button down = small("\u25BC", "down-" + id, words.say("down.tip"));
        down.setOnAction(e -> model.move(line, court.court(), 1));
        MenuButton move = new MenuButton(words.say("assign"));
        move.setId("assign-" + id);
        move.getStyleClass().add("small");
        for (String other : model.otherCourts(court.court())) {
            MenuItem item = new MenuItem(words.say("assign.to", other));
            item.setOnAction(e -> model.assign(line, other));
            move.getItems().add(item);
        }
        move.setDisable(move.getItems().isEmpty());
        HBox row = new HBox(6, up, down, move);
        if (line.ready()) {
            row.getChildren().add(0, start);
        }
        row.getStyleClass().add("queue-actions");
        return row;
    }

    private static Button small(String text, String id, String tip) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add("small");
        button.setTooltip(new Tooltip(tip));
        return button;
    }

    private static String idOf(QueueLine line) {
        return PoolsView.idOf(line.competitionId() + "-" + line.matchId());
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("caption");
        return label;
    }
}
