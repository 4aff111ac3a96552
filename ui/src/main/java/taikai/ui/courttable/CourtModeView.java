package taikai.ui.courttable;

import javafx.beans.binding.Bindings;
import javafx.event.EventHandler;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import taikai.ui.Fxml;
import taikai.ui.scoreboard.ScoreboardViewModel;
import taikai.ui.scoreboard.ScoreboardWindow;
import taikai.ui.scoring.ScoringView;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Court mode's window: first the form to connect (the hall's address and the court's code), then the
 * court's queue, the scoring sheet, and what waits in the outbox. Handlers only call the view model.
 */
public final class CourtModeView extends StackPane {
    private final CourtModeViewModel model;

    private final Words words = DeskWords.of(CourtModeView.class);

    public CourtModeView(CourtModeViewModel model) {
        this.model = model;
        setId("court-view");
        getStylesheets().add(Fxml.stylesheet(CourtModeView.class, "court.css"));
        VBox form = connectForm();
        BorderPane table = table();
        form.visibleProperty().bind(model.connectedProperty().not());
        table.visibleProperty().bind(model.connectedProperty());
        getChildren().addAll(form, table);
    }

    private VBox connectForm() {
        Label title = new Label(words.say("connect.title"));
        title.getStyleClass().add("title");
        Label intro = wrapped(words.say("connect.intro"));
        TextField address = new TextField();
        address.setId("court-address");
        address.setPromptText(words.say("connect.address.prompt"));
        address.textProperty().bindBidirectional(model.addressProperty());
        PasswordField code = new PasswordField();
        code.setId("court-code");
        code.setPromptText(words.say("connect.code.prompt"));
        code.textProperty().bindBidirectional(model.codeProperty());
        // The same code in plain text, for checking what was typed; the toggle swaps the two fields.
        TextField plain = new TextField();
        plain.setId("court-code-shown");
        plain.setPromptText(code.getPromptText());
        plain.textProperty().bindBidirectional(model.codeProperty());
        javafx.scene.control.CheckBox show = new javafx.scene.control.CheckBox(words.say("connect.show.code"));
        show.setId("court-show-code");
        plain.visibleProperty().bind(show.selectedProperty());
        code.visibleProperty().bind(show.selectedProperty().not());
        show.selectedProperty().addListener((obs, old, shown) -> (shown ? plain : code).requestFocus());
        StackPane codeField = new StackPane(code, plain);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("form");
        grid.addRow(0, new Label(words.say("connect.address")), address);
        grid.addRow(1, new Label(words.say("connect.code")), codeField, show);
        GridPane.setHgrow(codeField, Priority.ALWAYS);
        GridPane.setHgrow(address, Priority.ALWAYS);
        Label error = wrapped("");
        error.setId("court-error");
        error.getStyleClass().add("error");
        error.textProperty().bind(model.errorProperty());
        error.managedProperty().bind(model.errorProperty().isNotEmpty());
        Button connect = new Button(words.say("connect.button"));
        connect.setId("court-connect");
        connect.getStyleClass().add("accent");
        connect.setDefaultButton(true);
        connect.disableProperty().bind(model.busyProperty());
        connect.setOnAction(e -> model.connect());
        Button back = new Button(words.say("connect.back"));
        back.setId("court-back");
        back.disableProperty().bind(model.busyProperty());
        back.setOnAction(e -> model.leave());
        VBox card = new VBox(title, intro, grid, error, new HBox(8, connect, back));
        card.getStyleClass().add("card");
        VBox page = new VBox(card);
        page.getStyleClass().add("connect-page");
        return page;
    }

    private BorderPane table() {
        Label court = new Label();
        court.getStyleClass().add("court-name");
        court.textProperty().bind(Bindings.createStringBinding(() -> words.say("table.title", model.courtProperty().get()),
                model.courtProperty()));
        Label copy = wrapped("");
        copy.setId("court-copy");
        copy.getStyleClass().add("copy");
        copy.textProperty().bind(model.hallCopyProperty());
        copy.visibleProperty().bind(model.hallCopyProperty().isNotEmpty());
        copy.managedProperty().bind(copy.visibleProperty());
        Label outbox = wrapped("");
        outbox.setId("court-outbox");
        outbox.getStyleClass().add("outbox");
        outbox.textProperty().bind(model.outboxProperty());
        Button again = new Button(words.say("table.send.again"));
        again.setId("court-send-again");
        again.setTooltip(new javafx.scene.control.Tooltip(words.say("table.send.again.tooltip")));
        again.setOnAction(e -> model.sendAgain());
        again.visibleProperty().bind(model.stoppedProperty());
        again.managedProperty().bind(again.visibleProperty());
        HBox.setHgrow(outbox, Priority.ALWAYS);
        HBox outboxRow = new HBox(12, outbox, again);
        outboxRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        Label feed = wrapped("");
        feed.setId("court-feed");
        feed.getStyleClass().add("muted");
        feed.textProperty().bind(model.feedProperty());
        feed.visibleProperty().bind(model.feedShownBinding());
        feed.managedProperty().bind(feed.visibleProperty());
        Button board = new Button(words.say("table.scoreboard"));
        board.setId("court-scoreboard");
        board.setOnAction(e -> openScoreboard());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(12, court, gap, board);
        bar.getStyleClass().add("bar");
        VBox top = new VBox(4, bar, copy, outboxRow, feed, moveRow());
        top.getStyleClass().add("top");

        Label queueTitle = new Label(words.say("queue.title"));
        queueTitle.getStyleClass().add("subheading");
        ListView<CourtModeViewModel.QueueItem> queue = new ListView<>(model.waiting());
        queue.setId("court-queue");
        queue.setPlaceholder(new Label(words.say("queue.empty")));
        // Each line wraps inside the list, so a long pairing is read whole at 1366x768, never cut off.
        queue.setCellFactory(list -> new javafx.scene.control.ListCell<>() {
            {
                setWrapText(true);
                setPrefWidth(0);
            }

            @Override
            protected void updateItem(CourtModeViewModel.QueueItem item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : (item.time().isBlank() ? "" : item.time() + "  ") + item.heading()
                        + "\n" + item.sides());
            }
        });
        Button start = new Button(words.say("queue.start"));
        start.setId("court-start");
        start.disableProperty().bind(Bindings.isEmpty(model.waiting()).or(model.runningProperty().isNotNull()));
        start.setOnAction(e -> {
            CourtModeViewModel.QueueItem chosen = queue.getSelectionModel().getSelectedItem();
            model.start(chosen != null ? chosen : model.waiting().get(0));
        });
        Label startNote = wrapped(words.say("queue.start.note"));
        startNote.getStyleClass().add("muted");
        VBox left = new VBox(8, queueTitle, queue, start, startNote);
        left.getStyleClass().add("queue");
        VBox.setVgrow(queue, Priority.ALWAYS);

        Label answer = wrapped("");
        answer.setId("court-answer");
        answer.textProperty().bind(model.writes().statusTextProperty());
        Label landed = wrapped("");
        landed.setId("court-landed");
        landed.getStyleClass().add("muted");
        landed.textProperty().bind(model.landedProperty());
        ListView<String> notices = new ListView<>(model.notices());
        notices.setId("court-notices");
        notices.getStyleClass().add("notices");
        notices.setPrefHeight(90);
        notices.visibleProperty().bind(Bindings.isNotEmpty(model.notices()));
        notices.managedProperty().bind(notices.visibleProperty());
        VBox bottom = new VBox(4, answer, landed, notices);
        bottom.getStyleClass().add("bottom");

        BorderPane pane = new BorderPane(new ScoringView(model.scoring()), top, null, bottom, left);
        pane.getStyleClass().add("table");
        return pane;
    }

    /**
     * Decision 0030: when the hall laptop is away, the operator can type the address of the laptop
     * that took over, as its Hall server screen shows it; the table checks it is this tournament's hall.
     */
    private VBox moveRow() {
        Label ask = wrapped(words.say("move.ask"));
        TextField to = new TextField();
        to.setId("court-move-address");
        to.setPromptText("http://192.168.1.21:7070");
        to.textProperty().bindBidirectional(model.moveAddressProperty());
        to.setOnAction(e -> model.moveHall());
        Button move = new Button(words.say("move.button"));
        move.setId("court-move");
        move.disableProperty().bind(model.busyProperty());
        move.setOnAction(e -> model.moveHall());
        HBox.setHgrow(to, Priority.ALWAYS);
        HBox fields = new HBox(8, to, move);
        Label note = wrapped("");
        note.setId("court-move-note");
        note.textProperty().bind(model.moveNoteProperty());
        note.visibleProperty().bind(model.moveNoteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        VBox row = new VBox(4, ask, fields, note);
        row.setId("court-move-row");
        row.getStyleClass().add("move");
        row.visibleProperty().bind(model.moveShownBinding());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    /** The TV's window while it is open. */
    private ScoreboardWindow tv;

    /**
     * Opens the court's scoreboard for the TV, or brings it forward when it is open: one TV window per
     * court table. It closes with the table's window, and once closed nothing of it is kept.
     */
    private void openScoreboard() {
        if (tv != null) {
            tv.stage().toFront();
            return;
        }
        ScoreboardViewModel board = new ScoreboardViewModel(model.courtProperty().get(),
                model.runningProperty(), model.nextProperty(), model.tallies());
        // The TV beside the table runs from the table's own clock, so it keeps time while the hall laptop is away.
        board.followClock(model.tableClockProperty(), System::currentTimeMillis);
        ScoreboardWindow window = new ScoreboardWindow(board);
        // The TV's window goes with the court table's, or the app would run on behind a closed window.
        Window table = getScene().getWindow();
        EventHandler<WindowEvent> closeWithTable = e -> window.close();
        table.addEventHandler(WindowEvent.WINDOW_HIDDEN, closeWithTable);
        window.stage().setOnHidden(e -> {
            table.removeEventHandler(WindowEvent.WINDOW_HIDDEN, closeWithTable);
            tv = null;
        });
        tv = window;
        window.showOn(ScoreboardWindow.preferredScreen(), false);
    }

    private static Label wrapped(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        return label;
    }
}
