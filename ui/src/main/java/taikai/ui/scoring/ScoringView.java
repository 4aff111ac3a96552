package taikai.ui.scoring;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;
import taikai.ui.match.Corner;
import taikai.ui.overrides.WinnerOverridePane;
import taikai.ui.overrides.WinnerOverrideViewModel;
import taikai.ui.match.MarkText;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The scoring sheet, usable with the mouse or the keyboard alone ({@link ScoringKeys} has the
 * scheme, and each button shows its key). Handlers only call the view model.
 */
public final class ScoringView extends BorderPane {
    private final ScoringViewModel model;
    private final Shortcuts shortcuts = new Shortcuts();

    @FXML private Label heading;
    @FXML private Label state;
    @FXML private Label encho;
    @FXML private Label engiNote;
    @FXML private HBox sides;
    @FXML private Button enchoButton;
    @FXML private Button hikiwakeButton;
    @FXML private Button undoButton;
    @FXML private Button recordFlagsButton;
    @FXML private Button finishButton;
    @FXML private VBox team;
    @FXML private Button previousBout;
    @FXML private Button nextBout;
    @FXML private Label tally;
    @FXML private Label legend;
    @FXML private Button correctButton;
    @FXML private Button reopenButton;
    @FXML private Button requeueButton;
    @FXML private Button historyButton;
    @FXML private VBox body;
    @FXML private VBox top;
    @FXML private Label confirmation;
    @FXML private Button nextButton;
    @FXML private javafx.scene.control.ScrollPane scroll;
    @FXML private Label boutsTitle;
    private final Words words = DeskWords.of(ScoringView.class);

    public ScoringView(ScoringViewModel model) {
        this.model = model;
        Fxml.load(this);
        getStylesheets().add(Fxml.stylesheet(ScoringView.class, "scoring.css"));
        requeueButton.setText(words.say("sheet.requeue"));
        reopenButton.setText(words.say("sheet.reopen"));
        correctButton.setText(words.say("sheet.correct"));
        historyButton.setText(words.say("sheet.history"));
        boutsTitle.setText(words.say("sheet.bouts"));
        previousBout.setText(words.say("sheet.previous-bout"));
        nextBout.setText(words.say("sheet.next-bout"));
        enchoButton.setText(words.say("sheet.encho", MarkText.termTitle("encho")));
        hikiwakeButton.setText(MarkText.termTitle("hikiwake"));
        undoButton.setText(words.say("sheet.undo"));
        recordFlagsButton.setText(words.say("sheet.record-flags"));
        finishButton.setText(words.say("sheet.finish"));
        heading.textProperty().bind(model.headingProperty());
        state.textProperty().bind(model.stateProperty());
        encho.textProperty().bind(model.enchoProperty());
        engiNote.textProperty().bind(model.engiNoteProperty());
        tally.textProperty().bind(model.tallyProperty());
        legend.setText(ScoringKeys.shortLegend());
        legend.setTooltip(new javafx.scene.control.Tooltip(ScoringKeys.legend()));
        confirmation.setId("confirmation");
        confirmation.textProperty().bind(model.confirmationProperty());
        top.getChildren().add(1, new ClockBar(model.clock(), shortcuts, this::requestFocus));

        for (Corner corner : Corner.leftToRight()) {
            SidePanel panel = new SidePanel(corner, model, shortcuts);
            HBox.setHgrow(panel, Priority.ALWAYS);
            sides.getChildren().add(panel);
        }
        ScoringAvailability can = model.availability();
        shortcuts.bind(enchoButton, ScoringKeys.ENCHO).disableProperty().bind(can.canScoreBinding().not());
        shortcuts.bind(hikiwakeButton, ScoringKeys.HIKIWAKE).disableProperty().bind(can.canScoreBinding().not());
        shortcuts.bind(undoButton, ScoringKeys.UNDO, ScoringKeys.UNDO_TOO).disableProperty().bind(can.canScoreBinding().not());
        shortcuts.bind(recordFlagsButton, ScoringKeys.RECORD_FLAGS).disableProperty().bind(can.scorableBinding().not());
        shortcuts.bind(finishButton, ScoringKeys.FINISH).disableProperty().bind(can.scorableBinding().not());
        shortcuts.bind(requeueButton, ScoringKeys.REQUEUE);
        shortcuts.bind(reopenButton, ScoringKeys.REOPEN);
        shortcuts.bind(correctButton, ScoringKeys.CORRECT);
        shortcuts.bind(historyButton, ScoringKeys.HISTORY);
        shortcuts.bind(nextButton, ScoringKeys.START_NEXT);
        nextButton.setId("next-match");
        nextButton.textProperty().bind(Bindings.createStringBinding(() -> model.nextProperty().get() == null ? ""
                : "\u25B6 " + model.nextProperty().get().offer(), model.nextProperty()));
        showWhen(nextButton, model.nextProperty().isNotNull());
        shortcuts.refuseWith(() -> can.finishedBinding().get(), model::refuseFinished);
        // Each new match opens at the top of the sheet, where its sides and clock are.
        model.currentProperty().addListener((obs, old, now) -> {
            if (old == null || now == null || !old.id().equals(now.id()) || !old.competitionId().equals(now.competitionId())) {
                scroll.setVvalue(0);
            }
        });
        shortcuts.bind(previousBout, ScoringKeys.PREVIOUS_BOUT);
        shortcuts.bind(nextBout, ScoringKeys.NEXT_BOUT);
        showWhen(recordFlagsButton, can.engiBinding());
        showWhen(enchoButton, can.engiBinding().not());
        showWhen(hikiwakeButton, can.engiBinding().not());
        showWhen(team, can.teamBinding());
        team.getChildren().add(1, new BoutGrid(model));
        team.getChildren().add(2, new PicksPane(model));
        finishButton.getStyleClass().add("accent");
        showWhen(correctButton, can.correctableBinding());
        showWhen(reopenButton, can.finishedBinding());
        showWhen(requeueButton, can.runningBinding());
        historyButton.disableProperty().bind(can.matchOpenBinding().not());
        body.getChildren().add(0, new CorrectionPane(model.correction()));
        body.getChildren().add(0, new ReopenPane(model.reopening()));
        shortcuts.install(this);
        // A click never leaves a button holding the focus, so Space and Enter only ever do what their keys say.
        noFocus(this);
        getChildren().addListener((javafx.collections.ListChangeListener<Node>) change -> noFocus(this));
    }

    private static void noFocus(Node node) {
        if (node instanceof javafx.scene.control.ButtonBase button) {
            button.setFocusTraversable(false);
        }
        if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(ScoringView::noFocus);
        }
        if (node instanceof javafx.scene.control.ScrollPane pane && pane.getContent() != null) {
            noFocus(pane.getContent());
        }
    }

    /**
     * Adds the field a scanned or typed score sheet opens its match from, in the row of the match's
     * actions after Undo, which has the room (the sides keep their height at 1366x768).
     */
    public void offerSheetFinder(SheetFinder finder) {
        HBox actions = (HBox) finishButton.getParent();
        SheetField sheetField = new SheetField(finder, shortcuts, this::requestFocus);
        shortcuts.onScanStart(sheetField::startScan);
        actions.getChildren().add(actions.getChildren().indexOf(recordFlagsButton) + 1, sheetField);
    }

    /** Offers the organiser's winner override of a knockout match beside Correct and Reopen, its form on the sheet. */
    public void offerWinnerOverride(WinnerOverrideViewModel overrides) {
        Button override = shortcuts.bind(new Button(words.say("sheet.override")), ScoringKeys.OVERRIDE);
        override.setId("overrideWinnerButton");
        override.setOnAction(e -> overrides.begin());
        showWhen(override, overrides.availableProperty());
        Button remove = shortcuts.bind(new Button(words.say("sheet.remove-override")), ScoringKeys.REMOVE_OVERRIDE);
        override.setFocusTraversable(false);
        remove.setFocusTraversable(false);
        remove.setId("removeWinnerOverrideButton");
        remove.setOnAction(e -> overrides.beginRemove());
        showWhen(remove, overrides.overriddenProperty());
        HBox bar = (HBox) correctButton.getParent();
        bar.getChildren().addAll(bar.getChildren().indexOf(correctButton) + 1, java.util.List.of(override, remove));
        body.getChildren().add(0, new WinnerOverridePane(overrides));
    }

    @FXML
    private void encho() {
        model.encho();
    }

    @FXML
    private void hikiwake() {
        model.hikiwake();
    }

    @FXML
    private void undo() {
        model.undo();
    }

    @FXML
    private void recordFlags() {
        model.recordFlags();
    }

    @FXML
    private void finish() {
        model.finish();
    }

    @FXML
    private void startNext() {
        model.startNext();
    }

    @FXML
    private void correct() {
        model.beginCorrection();
    }

    @FXML
    private void reopen() {
        model.beginReopen();
    }

    @FXML
    private void requeue() {
        model.requeue();
    }

    @FXML
    private void history() {
        model.openHistory();
    }

    @FXML
    private void previousBout() {
        model.moveBoutSelection(-1);
    }

    @FXML
    private void nextBout() {
        model.moveBoutSelection(1);
    }

    private static void showWhen(Node node, BooleanExpression condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }
}
