package taikai.ui.pools;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import taikai.print.words.Labels;
import taikai.ui.Fxml;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.overrides.PlaceOverridePane;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Each pool as a card: its bouts in playing order (click one to score it) beside its table, with the
 * tie-break that separated each pair of places in words and a ⚠ on anything that could not be read in
 * full.
 */
public final class PoolsView extends BorderPane {
    private static final PseudoClass WINNER = PseudoClass.getPseudoClass("winner");
    private static final PseudoClass QUALIFIED = PseudoClass.getPseudoClass("qualified");
    private static final PseudoClass RUNNING = PseudoClass.getPseudoClass("running");
    private static final PseudoClass TIED = PseudoClass.getPseudoClass("tied");
    private static final PseudoClass OVERRIDDEN = PseudoClass.getPseudoClass("overridden");
    private static final String DEGRADED = "\u26A0";
    // A team's table has one column more and names as long as their dojos; at 290 it fits a 1366-pixel laptop
    // in German, whose heads are the longest.
    private static final double OVERRIDE_REASON_WIDTH = 290;
    // The bout's state ("Completed: aka won by kiken (voluntary)") is as long as it needs; the columns line up above it.
    private static final double STATE_WIDTH = 250;

    private final Words words = DeskWords.of(PoolsView.class);
    private final PoolsViewModel model;
    private final VBox cards = new VBox();

    public PoolsView(PoolsViewModel model) {
        this.model = model;
        setId("pools-view");
        getStylesheets().add(Fxml.stylesheet(PoolsView.class, "pools.css"));
        Label heading = new Label();
        heading.getStyleClass().add("heading");
        heading.textProperty().bind(model.headingProperty());
        Label note = new Label();
        note.getStyleClass().add("note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        VBox top = new VBox(taikai.ui.print.PrintButton.beside(heading, taikai.print.What.POOLS), note);
        model.placeOverride().ifPresent(form -> top.getChildren().add(new PlaceOverridePane(form)));
        top.getStyleClass().add("toolbar");
        setTop(top);
        cards.getStyleClass().add("cards");
        ScrollPane scroller = new ScrollPane(cards);
        scroller.setFitToWidth(true);
        setCenter(scroller);
        model.pools().addListener((ListChangeListener<PoolTable>) change -> redraw());
        model.swissProperty().addListener((obs, old, now) -> redraw());
        redraw();
    }

    private void redraw() {
        cards.getChildren().setAll(model.pools().stream().map(this::card).toList());
        if (model.swissProperty().get() != null) {
            cards.getChildren().add(0, SwissCard.of(model.swissProperty().get(), model.teamProperty().get()));
        }
    }

    private Node card(PoolTable pool) {
        // A Swiss round's bouts are the pool Swiss-R<n> in the files; a person reads "Round n" in the desk's language.
        String name = Labels.pool(Words.of(Labels.BUNDLE, DeskWords.language()), pool.name());
        Label title = new Label(name + (pool.degraded() ? "  " + DEGRADED : ""));
        title.getStyleClass().add("pool-title");
        Label summary = new Label(pool.summary());
        summary.getStyleClass().add("summary");
        summary.setWrapText(true);
        VBox bouts = new VBox();
        bouts.getStyleClass().add("bouts");
        pool.bouts().forEach(bout -> bouts.getChildren().add(boutButton(bout)));
        // The table first, since it is what is asked about most; the bouts go beside it when there is room, else below.
        FlowPane body = new FlowPane();
        body.getStyleClass().add("pool-body");
        if (!pool.standings().isEmpty()) {
            body.getChildren().add(standings(pool));
        }
        body.getChildren().add(bouts);
        VBox card = new VBox(title, summary, body);
        card.getStyleClass().add("pool-card");
        card.setId("pool-" + idOf(pool.name()));
        return card;
    }

    private Button boutButton(BoutLine bout) {
        GridPane row = new GridPane();
        row.getStyleClass().add("bout-line");
        row.getColumnConstraints().addAll(column(34, HPos.RIGHT), column(160, HPos.RIGHT), column(64, HPos.RIGHT),
                column(14, HPos.CENTER), column(64, HPos.LEFT), column(160, HPos.LEFT), atLeast(STATE_WIDTH, HPos.LEFT));
        Label number = label(bout.number(), "number");
        Label shiro = label(bout.shiro(), "shiro-name");
        shiro.pseudoClassStateChanged(WINNER, bout.winner() == Corner.B);
        Label aka = label(bout.aka(), "aka-name");
        shiro.setMinWidth(0);
        aka.setMinWidth(0);
        // A name longer than its column is cut to "..."; the tooltip holds it whole.
        shiro.setTooltip(new Tooltip(bout.shiro()));
        aka.setTooltip(new Tooltip(bout.aka()));
        aka.pseudoClassStateChanged(WINNER, bout.winner() == Corner.A);
        Label state = label((bout.marked() ? DEGRADED + " " : "") + bout.state(), "state");
        row.addRow(0, number, shiro, label(score(bout.shiroMarks(), bout.shiroHansoku()), "score"), label("\u2013", "dash"),
                label(score(bout.akaMarks(), bout.akaHansoku()), "score"), aka, state);
        Button button = new Button();
        button.setGraphic(row);
        button.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        button.getStyleClass().add("bout");
        button.setId("bout-" + idOf(bout.matchId()));
        button.pseudoClassStateChanged(RUNNING, bout.status() == taikai.model.match.MatchStatus.RUNNING);
        button.setTooltip(new Tooltip(bout.tooltip()));
        button.setOnAction(e -> model.open(bout.matchId()));
        button.setMaxWidth(Double.MAX_VALUE);
        return button;
    }

    private Node standings(PoolTable pool) {
        List<StandingLine> lines = pool.standings();
        GridPane grid = new GridPane();
        grid.getStyleClass().add("standings");
        boolean team = model.teamProperty().get();
        // Each column by its key: head.<key> is its head, tip.<key> what a short head stands for.
        List<String> heads = team
                ? List.of("", "name", "dojo", "wins", "draws", "losses", "victories", "won", "lost", "why")
                : List.of("", "name", "dojo", "wins", "draws", "losses", "won", "lost", "why");
        for (int c = 0; c < heads.size(); c++) {
            String key = heads.get(c);
            Label head = label(key.isEmpty() ? "" : words.say("head." + key), "head");
            if (words.has("tip." + key)) {
                head.setTooltip(new Tooltip(words.say("tip." + key)));
            }
            grid.add(head, c, 0);
        }
        int r = 1;
        for (StandingLine line : lines) {
            String mark = line.qualified() ? "\u2714 " : "";
            Label place = label(mark + line.place(), "place");
            place.pseudoClassStateChanged(QUALIFIED, line.qualified());
            Label name = label(line.name() + (line.marked() ? "  " + DEGRADED : ""), "name");
            name.pseudoClassStateChanged(QUALIFIED, line.qualified());
            if (line.marked()) {
                name.setTooltip(new Tooltip(line.tooltip()));
            }
            Label why = label(line.separation(), "separation");
            why.pseudoClassStateChanged(TIED, line.tied());
            why.pseudoClassStateChanged(OVERRIDDEN, line.overridden());
            place.pseudoClassStateChanged(OVERRIDDEN, line.overridden());
            // A long reason or tie-break wraps rather than widening the table past the window.
            why.setWrapText(true);
            why.setMinWidth(0);
            why.setMaxWidth(OVERRIDE_REASON_WIDTH);
            if (line.overridden()) {
                place.setText(mark + line.place() + " \u270E");
                place.setTooltip(new Tooltip(words.say("organiser.tip")));
            }
            List<Node> cells = new java.util.ArrayList<>(List.of(place, name, label(line.dojo(), "dojo"),
                    figure(line.wins()), figure(line.draws()), figure(line.losses())));
            if (team) {
                cells.add(figure(line.victories()));
            }
            cells.addAll(List.of(figure(line.pointsWon()), figure(line.pointsLost()), why));
            if (model.placeOverride().isPresent()) {
                cells.add(placeMenu(pool, line));
            }
            grid.addRow(r++, cells.toArray(Node[]::new));
        }
        return grid;
    }

    /** The line's override actions: set its place, and remove an override it has. */
    private Node placeMenu(PoolTable pool, StandingLine line) {
        MenuItem set = new MenuItem(words.say("override"));
        set.setOnAction(e -> model.overridePlace(pool, line));
        MenuButton menu = new MenuButton("\u22EF", null, set);
        if (line.overridden()) {
            MenuItem remove = new MenuItem(words.say("override.remove"));
            remove.setOnAction(e -> model.removeOverride(pool, line));
            menu.getItems().add(remove);
        }
        menu.getStyleClass().add("place-menu");
        menu.setId("place-menu-" + idOf(pool.name()) + "-" + line.rank());
        menu.setTooltip(new Tooltip(words.say("override.tip", line.name())));
        return menu;
    }

    private static String score(List<taikai.model.match.Mark> marks, int hansoku) {
        String text = MarkText.of(marks);
        String fouls = MarkText.fouls(hansoku);
        return fouls.isEmpty() ? text : text + (text.isEmpty() ? "" : " ") + fouls;
    }

    private static Label figure(int value) {
        return label(String.valueOf(value), "figure");
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        // A table cell keeps its width rather than turning into "..." when the card is narrow.
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    private static ColumnConstraints column(double width, HPos align) {
        ColumnConstraints c = new ColumnConstraints(width);
        c.setHalignment(align);
        return c;
    }

    /** A column as wide as its widest cell, and never narrower than {@code width}. */
    private static ColumnConstraints atLeast(double width, HPos align) {
        ColumnConstraints c = new ColumnConstraints();
        c.setMinWidth(width);
        c.setHalignment(align);
        return c;
    }

    /** A node id from a pool name or match id: "Pool A-0" becomes "Pool_A-0". */
    public static String idOf(String text) {
        return text.replaceAll("[^A-Za-z0-9_-]", "_");
    }
}
