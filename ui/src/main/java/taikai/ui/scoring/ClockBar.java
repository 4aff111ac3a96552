package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import taikai.ui.match.MarkText;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import taikai.ui.clock.ClockViewModel;

/**
 * The sheet's shiai clock: the time large, green while it runs and red once time is up, and a button
 * with its key for each thing a timekeeper does (Space starts and stops, + and - move it a second,
 * Ctrl+T types a time, Ctrl+P chooses to pause on a point or hansoku). It ticks ten times a second;
 * the clock itself is in {@link ClockViewModel}.
 */
final class ClockBar extends HBox {
    private static final PseudoClass RUNNING = PseudoClass.getPseudoClass("running");
    private static final PseudoClass TIME_UP = PseudoClass.getPseudoClass("time-up");

    private final Timeline ticker;
    private final Words words = DeskWords.of(ClockBar.class);

    ClockBar(ClockViewModel clock, Shortcuts shortcuts, Runnable backToSheet) {
        getStyleClass().add("clock-bar");
        setId("clock-bar");
        setAlignment(Pos.CENTER_LEFT);
        Label caption = new Label();
        caption.setId("clock-caption");
        caption.getStyleClass().add("clock-caption");
        caption.textProperty().bind(clock.captionProperty());
        Label face = new Label();
        face.setId("clock-face");
        face.getStyleClass().add("clock-face");
        face.textProperty().bind(clock.faceProperty());
        face.setMinWidth(Region.USE_PREF_SIZE);
        VBox time = new VBox(caption, face);
        time.getStyleClass().add("clock-time");
        time.setMinWidth(Region.USE_PREF_SIZE);

        Button toggle = shortcuts.bind(new Button(), words.say("clock.space-key"), ScoringKeys.CLOCK);
        toggle.setId("clock-toggle");
        toggle.textProperty().bind(Bindings.when(clock.runningProperty()).then(words.say("clock.stop")).otherwise(words.say("clock.start")));
        toggle.setOnAction(e -> clock.toggle());
        Button minus = shortcuts.bind(new Button("\u2212 1 s"), "-", ScoringKeys.CLOCK_MINUS, ScoringKeys.CLOCK_MINUS_PAD);
        minus.setId("clock-minus");
        minus.setOnAction(e -> clock.adjust(-1));
        Button plus = shortcuts.bind(new Button("+ 1 s"), "+", ScoringKeys.CLOCK_PLUS, ScoringKeys.CLOCK_PLUS_TOO,
                ScoringKeys.CLOCK_PLUS_PAD);
        plus.setId("clock-plus");
        plus.setOnAction(e -> clock.adjust(1));

        TextField typed = new TextField();
        typed.setId("clock-typed");
        typed.setPromptText("2:30");
        typed.setPrefColumnCount(4);
        Button set = shortcuts.bind(new Button(words.say("clock.set")), ScoringKeys.CLOCK_TYPE);
        set.setId("clock-set");
        set.setOnAction(e -> {
            if (typed.getText().isBlank()) {
                typed.requestFocus();
            } else if (clock.type(typed.getText())) {
                typed.clear();
                backToSheet.run();
            }
        });
        typed.setOnAction(e -> set.fire());
        typed.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                typed.clear();
                backToSheet.run();
                e.consume();
            } else if (e.isShortcutDown() && e.getCode() == KeyCode.T) {
                set.fire();
                e.consume();
            }
        });
        CheckBox pause = shortcuts.bind(new CheckBox(words.say("clock.pause", MarkText.term("hansoku"))), ScoringKeys.CLOCK_PAUSE);
        pause.setId("clock-pause");
        pause.selectedProperty().bindBidirectional(clock.pauseOnScoreProperty());
        pause.setFocusTraversable(false);
        pause.setMinWidth(Region.USE_PREF_SIZE);

        Label message = new Label();
        message.setId("clock-message");
        message.getStyleClass().add("clock-message");
        message.setWrapText(true);
        message.textProperty().bind(clock.messageProperty());
        message.setMaxWidth(Double.MAX_VALUE);
        message.setMinWidth(0);
        HBox.setHgrow(message, Priority.ALWAYS);

        getChildren().addAll(time, toggle, minus, plus, typed, set, pause, message);
        for (javafx.scene.Node node : getChildren()) {
            if (node instanceof Button button) {
                button.setFocusTraversable(false);
                button.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        clock.runningProperty().addListener((obs, old, now) -> pseudoClassStateChanged(RUNNING, now));
        clock.timeUpProperty().addListener((obs, old, now) -> pseudoClassStateChanged(TIME_UP, now));
        pseudoClassStateChanged(RUNNING, clock.runningProperty().get());
        pseudoClassStateChanged(TIME_UP, clock.timeUpProperty().get());
        visibleProperty().bind(clock.shownProperty());
        managedProperty().bind(clock.shownProperty());

        // Ticks only while the sheet is in a showing window: a sheet put away costs nothing and changes nothing.
        ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> {
            if (getScene() != null && getScene().getWindow() != null && getScene().getWindow().isShowing()) {
                clock.tick();
            }
        }));
        ticker.setCycleCount(Animation.INDEFINITE);
        ticker.play();
    }
}
