package taikai.ui.scoreboard;

import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;
import taikai.ui.match.MarkText;
import taikai.ui.match.MarksView;

/**
 * A court's scoreboard, readable across a hall: shiro's half on the left in white, aka's on the
 * right in red, the marks and a ▲ per foul drawn large, the bout grid of a team encounter and the
 * match after this one. Everything scales with the window's height.
 */
public final class ScoreboardView extends BorderPane {
    private static final double ROOT_FONT_PER_HEIGHT = 1.0 / 36;

    // Kept so the view model lives as long as the window: it follows its match through weak listeners.
    private final ScoreboardViewModel model;

    @FXML private Label court;
    @FXML private javafx.scene.layout.HBox halves;
    @FXML private Label heading;
    @FXML private Label state;
    @FXML private Label encho;
    @FXML private Label shiroName;
    @FXML private Label shiroFrom;
    @FXML private MarksView shiroMarks;
    @FXML private Label shiroFouls;
    @FXML private Label akaName;
    @FXML private Label akaFrom;
    @FXML private MarksView akaMarks;
    @FXML private Label akaFouls;
    @FXML private VBox team;
    @FXML private Label tally;
    @FXML private Label nextUp;

    public ScoreboardView(ScoreboardViewModel model) {
        this.model = model;
        Fxml.load(this);
        getStylesheets().add(Fxml.stylesheet(ScoreboardView.class, "scoreboard.css"));
        styleProperty().bind(Bindings.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;",
                heightProperty().multiply(ROOT_FONT_PER_HEIGHT)));
        court.textProperty().bind(model.courtProperty());
        heading.textProperty().bind(model.headingProperty());
        state.textProperty().bind(model.stateProperty());
        encho.textProperty().bind(model.enchoProperty());
        encho.visibleProperty().bind(model.enchoProperty().isNotEmpty());
        tally.textProperty().bind(model.tallyProperty());
        nextUp.textProperty().bind(model.nextUpProperty());
        bindHalf(model.side(taikai.ui.match.Corner.B), shiroName, shiroFrom, shiroMarks, shiroFouls);
        bindHalf(model.side(taikai.ui.match.Corner.A), akaName, akaFrom, akaMarks, akaFouls);
        // An empty court shows no empty halves: its heading says so and the next match is named below.
        halves.visibleProperty().bind(model.showingProperty());
        team.getChildren().add(new BoutBoard(model));
        addClock(model);
        team.visibleProperty().bind(Bindings.isNotEmpty(model.bouts()));
        team.managedProperty().bind(team.visibleProperty());
    }

    /** The court's clock in the header, large enough to read across the hall; ticks ten times a second. */
    private void addClock(ScoreboardViewModel board) {
        Label face = new Label();
        face.setId("boardClock");
        face.getStyleClass().add("board-clock");
        face.textProperty().bind(board.clockFaceProperty());
        Label caption = new Label();
        caption.setId("boardClockCaption");
        caption.getStyleClass().add("board-clock-caption");
        caption.textProperty().bind(board.clockCaptionProperty());
        caption.visibleProperty().bind(board.clockCaptionProperty().isNotEmpty());
        caption.managedProperty().bind(caption.visibleProperty());
        javafx.scene.layout.HBox clock = new javafx.scene.layout.HBox(caption, face);
        clock.getStyleClass().add("board-clock-box");
        clock.visibleProperty().bind(board.clockShownProperty());
        clock.managedProperty().bind(clock.visibleProperty());
        javafx.css.PseudoClass up = javafx.css.PseudoClass.getPseudoClass("time-up");
        javafx.css.PseudoClass runs = javafx.css.PseudoClass.getPseudoClass("running");
        board.clockTimeUpProperty().addListener((obs, old, now) -> clock.pseudoClassStateChanged(up, now));
        board.clockRunningProperty().addListener((obs, old, now) -> clock.pseudoClassStateChanged(runs, now));
        clock.pseudoClassStateChanged(up, board.clockTimeUpProperty().get());
        clock.pseudoClassStateChanged(runs, board.clockRunningProperty().get());
        javafx.scene.layout.HBox header = (javafx.scene.layout.HBox) court.getParent();
        header.getChildren().add(header.getChildren().indexOf(state), clock);
        javafx.animation.Timeline ticker = new javafx.animation.Timeline(new javafx.animation.KeyFrame(
                javafx.util.Duration.millis(100), e -> board.tickClock()));
        ticker.setCycleCount(javafx.animation.Animation.INDEFINITE);
        // Ticks only while the board is on a screen: a closed TV window costs nothing.
        sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                ticker.stop();
            } else {
                ticker.play();
            }
        });
    }

    private static void bindHalf(BoardSide side, Label name, Label from, MarksView marks, Label fouls) {
        name.textProperty().bind(side.nameProperty());
        from.textProperty().bind(side.affiliationProperty());
        marks.setMarks(side.marksProperty().get());
        side.marksProperty().addListener((obs, old, now) -> marks.setMarks(now));
        fouls.textProperty().bind(Bindings.createStringBinding(() -> MarkText.fouls(side.hansokuProperty().get()), side.hansokuProperty()));
    }
}
