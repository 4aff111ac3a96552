package taikai.ui.schedule;

import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import taikai.model.schedule.Clock;
import taikai.model.schedule.Pacing;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Each court's day as a line through time: breaks shaded, matches fought in grey, the running one in
 * blue, waiting ones by their estimate, orange when late and green when early; the day's end and the
 * court's pace beside it. Below, when each competition ends and the moves worth making, each with a
 * button the organiser presses to make it.
 */
public final class ScheduleView extends BorderPane {
    private static final double ROW = 46;
    private static final double LEFT = 80;
    private static final double RIGHT_TEXT = 260;
    private final Words words = DeskWords.of(ScheduleView.class);
    private final ScheduleViewModel model;
    private final VBox rows = new VBox();
    private final VBox below = new VBox();

    public ScheduleView(ScheduleViewModel model) {
        this.model = model;
        setId("schedule-view");
        getStylesheets().add(Fxml.stylesheet(ScheduleView.class, "schedule.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        ComboBox<java.time.LocalDate> day = new ComboBox<>(model.days());
        day.setId("schedule-day");
        day.valueProperty().bindBidirectional(model.dayProperty());
        day.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(java.time.LocalDate d) {
                return d == null ? "" : Clock.text(d);
            }

            @Override
            public java.time.LocalDate fromString(String s) {
                return Clock.date(s);
            }
        });
        Button plan = new Button(words.say("plan"));
        plan.setId("schedule-plan");
        plan.setTooltip(new Tooltip(words.say("plan.tip")));
        plan.setOnAction(e -> model.planDay());
        Label note = new Label();
        note.getStyleClass().add("note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        HBox bar = new HBox(10, heading, day, plan, taikai.ui.print.PrintButton.atRight(taikai.print.What.SCHEDULE));
        bar.getStyleClass().add("bar");
        VBox top = new VBox(bar, note);
        top.getStyleClass().add("toolbar");
        setTop(top);
        rows.getStyleClass().add("rows");
        below.getStyleClass().add("below");
        ScrollPane scroller = new ScrollPane(new VBox(rows, below));
        scroller.setFitToWidth(false);
        setCenter(scroller);
        model.courts().addListener((ListChangeListener<CourtTimeline>) c -> redraw());
        model.suggestions().addListener((ListChangeListener<Pacing.Suggestion>) c -> redraw());
        model.ends().addListener((ListChangeListener<String>) c -> redraw());
        widthProperty().addListener((obs, old, now) -> redraw());
        redraw();
    }

    private double scale() {
        double span = Math.max(60, model.lastProperty().get() - model.firstProperty().get());
        double room = Math.max(600, (getWidth() > 0 ? getWidth() : 1366) - LEFT - RIGHT_TEXT - 60);
        return Math.max(1.0, room / span);
    }

    private void redraw() {
        rows.getChildren().clear();
        if (!model.courts().isEmpty()) {
            rows.getChildren().add(axis());
        }
        for (CourtTimeline court : model.courts()) {
            rows.getChildren().add(row(court));
        }
        below.getChildren().clear();
        for (String end : model.ends()) {
            Label l = new Label(end);
            l.getStyleClass().add("end");
            below.getChildren().add(l);
        }
        int i = 0;
        for (Pacing.Suggestion move : model.suggestions()) {
            Label text = new Label(model.sentence(move));
            text.setWrapText(true);
            Button make = new Button(words.say("move"));
            make.setId("schedule-move-" + i++);
            make.setTooltip(new Tooltip(words.say("move.tip", move.to())));
            make.setOnAction(e -> model.accept(move));
            HBox line = new HBox(8, make, text);
            line.getStyleClass().add("suggestion");
            below.getChildren().add(line);
        }
    }

    private Node axis() {
        Pane pane = new Pane();
        double scale = scale();
        int first = model.firstProperty().get();
        for (int m = first; m <= model.lastProperty().get(); m += 30) {
            Label tick = new Label(m % 60 == 0 ? Clock.text(m) : "");
            tick.getStyleClass().add("tick");
            tick.setLayoutX(LEFT + (m - first) * scale - 14);
            pane.getChildren().add(tick);
            Region line = new Region();
            line.getStyleClass().add(m % 60 == 0 ? "hour" : "half");
            line.setLayoutX(LEFT + (m - first) * scale);
            line.setLayoutY(16);
            line.resize(1, 6);
            pane.getChildren().add(line);
        }
        pane.setPrefHeight(24);
        return pane;
    }

    private Node row(CourtTimeline court) {
        Pane pane = new Pane();
        pane.setId("schedule-court-" + court.court());
        pane.getStyleClass().add("court-row");
        double scale = scale();
        int first = model.firstProperty().get();
        double width = (model.lastProperty().get() - first) * scale;
        Label name = new Label(words.say("court", court.court()));
        name.getStyleClass().add("court-name");
        name.setLayoutY(12);
        Region track = new Region();
        track.getStyleClass().add("track");
        track.setLayoutX(LEFT);
        track.setLayoutY(6);
        track.resize(width, ROW - 12);
        pane.getChildren().addAll(name, track);
        for (TimelineBar b : court.bars()) {
            // A bar without words is a plain region: a big tournament's day draws thousands of bars, and a
            // label with a tooltip each held the screen for seconds (3,000 entrants: 7 s).
            Region box = b.kind() == TimelineBar.Kind.BREAK ? new Label(b.label()) : new Region();
            box.setId("slot-" + b.id().replaceAll("[^A-Za-z0-9-]", "-"));
            box.getStyleClass().addAll("slot", b.kind().name().toLowerCase(java.util.Locale.ROOT));
            if (b.late()) {
                box.getStyleClass().add("late");
            } else if (b.early()) {
                box.getStyleClass().add("early");
            }
            java.util.function.Supplier<String> tip = () -> b.late() ? words.say("bar.late", b.drift(), b.detail())
                    : b.early() ? words.say("bar.early", -b.drift(), b.detail()) : b.detail();
            if (box instanceof Label named) {
                named.setTooltip(new Tooltip(tip.get())); // a break's name may be cut in a short block: the tip holds it
            } else {
                tipWhenPointedAt(box, tip);
            }
            double w = Math.max(2, (b.end() - b.start()) * scale - (b.kind() == TimelineBar.Kind.BREAK ? 0 : 1));
            box.setLayoutX(LEFT + (b.start() - first) * scale);
            box.setLayoutY(b.kind() == TimelineBar.Kind.BREAK ? 6 : 10);
            box.setPrefSize(w, b.kind() == TimelineBar.Kind.BREAK ? ROW - 12 : ROW - 20);
            box.setMinSize(w, 4);
            box.setMaxSize(w, ROW);
            pane.getChildren().add(box);
        }
        Label end = new Label(court.end() + (court.pace().isEmpty() ? "" : "\n" + court.pace()));
        end.setId("schedule-end-" + court.court());
        end.getStyleClass().add("court-end");
        if (court.late()) {
            end.getStyleClass().add("late");
        } else if (court.early()) {
            end.getStyleClass().add("early");
        }
        end.setLayoutX(LEFT + width + 10);
        end.setLayoutY(4);
        end.setWrapText(true);
        end.setPrefWidth(RIGHT_TEXT);
        pane.getChildren().add(end);
        pane.setPrefSize(LEFT + width + 10 + RIGHT_TEXT, ROW);
        pane.setMinHeight(ROW);
        HBox.setHgrow(pane, Priority.ALWAYS);
        return pane;
    }

    /** Gives {@code bar} its tooltip the first time the pointer comes over it, worded then. */
    private static void tipWhenPointedAt(Region bar, java.util.function.Supplier<String> text) {
        bar.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_ENTERED, new javafx.event.EventHandler<>() {
            @Override
            public void handle(javafx.scene.input.MouseEvent event) {
                bar.removeEventHandler(javafx.scene.input.MouseEvent.MOUSE_ENTERED, this);
                Tooltip.install(bar, new Tooltip(text.get()));
            }
        });
    }
}
