package taikai.ui.bracket;

import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.shape.HLineTo;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import taikai.app.road.actions.MatchAt;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.ui.match.Dojos;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The drawn tree: round titles, connector lines and one {@link MatchBox} per match, at the layout's places. */
final class BracketCanvas extends Pane {
    private final Words words = DeskWords.of(BracketCanvas.class);
    private ContextMenu menu;

    BracketCanvas(BracketViewModel model) {
        getStyleClass().add("bracket-canvas");
        model.bracketProperty().addListener((obs, old, now) -> draw(now, model));
        model.dojosProperty().addListener((obs, old, now) -> draw(model.bracketProperty().get(), model));
        draw(model.bracketProperty().get(), model);
    }

    private void draw(Bracket bracket, BracketViewModel model) {
        getChildren().clear();
        BracketLayout layout = BracketLayout.of(bracket);
        int rounds = bracket.rounds().size();
        for (int round = 0; round < rounds; round++) {
            List<BracketMatch> column = bracket.rounds().get(round);
            int fromFinal = column.isEmpty() || column.get(0).displayRound() <= 0 ? rounds - round : column.get(0).displayRound();
            addTitle(RoundNames.of(fromFinal), BracketLayout.columnX(round), 8);
        }
        for (BracketLayout.Link link : layout.links()) {
            getChildren().add(connector(link));
        }
        Dojos dojos = model.dojosProperty().get();
        for (BracketLayout.Placed placed : layout.boxes()) {
            BracketMatch match = placed.match();
            if (match.hidden()) {
                continue;
            }
            if (match == bracket.thirdPlaceMatch()) {
                addTitle(words.say("third.place"), placed.x(), placed.y() - 24);
            }
            MatchBox box = new MatchBox(match, bracket, placed.round() == 0 && match != bracket.thirdPlaceMatch(), dojos,
                    () -> model.open(match.id()), model.overrideReason(match.id()));
            if (model.winnerOverride().isPresent()) {
                box.setOnContextMenuRequested(e -> {
                    showMenu(model, match, box, e.getScreenX(), e.getScreenY());
                    e.consume();
                });
                // Not every platform turns a secondary click into a context menu request: open it then too, once.
                box.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
                    if (e.getButton() == MouseButton.SECONDARY && (menu == null || !menu.isShowing())) {
                        showMenu(model, match, box, e.getScreenX(), e.getScreenY());
                    }
                });
            }
            box.relocate(placed.x(), placed.y());
            getChildren().add(box);
        }
        setPrefSize(layout.width(), layout.height());
        setMinSize(layout.width(), layout.height());
    }

    private void showMenu(BracketViewModel model, BracketMatch match, MatchBox box, double x, double y) {
        if (menu != null) {
            menu.hide();
        }
        menu = overrideMenu(model, match);
        menu.show(box, x, y);
    }

    /** What the organiser can do to a match's winner: override it, and remove an override it has. */
    private static ContextMenu overrideMenu(BracketViewModel model, BracketMatch match) {
        Words words = DeskWords.of(BracketCanvas.class);
        MenuItem set = new MenuItem(words.say("menu.override"));
        set.setId("menu-override-winner");
        set.setOnAction(e -> model.overrideWinner(match.id()));
        boolean sidesKnown = MatchAt.known(match.result().sideA()) && MatchAt.known(match.result().sideB());
        set.setDisable(!sidesKnown);
        ContextMenu menu = new ContextMenu(set);
        if (match.overridden()) {
            MenuItem remove = new MenuItem(words.say("menu.remove"));
            remove.setId("menu-remove-winner-override");
            remove.setOnAction(e -> model.removeWinnerOverride(match.id()));
            menu.getItems().add(remove);
        }
        MenuItem open = new MenuItem(words.say("menu.open"));
        open.setOnAction(e -> model.open(match.id()));
        menu.getItems().add(open);
        return menu;
    }

    private void addTitle(String text, double x, double y) {
        Label title = new Label(text);
        title.getStyleClass().add("round-title");
        title.relocate(x, y);
        getChildren().add(title);
    }

    /** Out of the feeder, along to the middle of the gap, up or down, and into the match. */
    private static Path connector(BracketLayout.Link link) {
        double middle = (link.fromX() + link.toX()) / 2;
        Path path = new Path(new MoveTo(link.fromX(), link.fromY()), new HLineTo(middle),
                new LineTo(middle, link.toY()), new HLineTo(link.toX()));
        path.getStyleClass().add("connector");
        return path;
    }
}
