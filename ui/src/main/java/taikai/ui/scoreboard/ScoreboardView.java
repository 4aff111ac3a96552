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
        team.visibleProperty().bind(Bindings.isNotEmpty(model.bouts()));
        team.managedProperty().bind(team.visibleProperty());
    }

    private static void bindHalf(BoardSide side, Label name, Label from, MarksView marks, Label fouls) {
        name.textProperty().bind(side.nameProperty());
        from.textProperty().bind(side.affiliationProperty());
        marks.setMarks(side.marksProperty().get());
        side.marksProperty().addListener((obs, old, now) -> marks.setMarks(now));
        fouls.textProperty().bind(Bindings.createStringBinding(() -> MarkText.fouls(side.hansokuProperty().get()), side.hansokuProperty()));
    }
}
