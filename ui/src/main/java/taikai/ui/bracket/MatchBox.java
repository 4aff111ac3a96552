package taikai.ui.bracket;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.match.Corner;
import taikai.ui.match.Dojos;
import taikai.ui.match.MarkText;
import taikai.ui.match.MatchWords;
import taikai.ui.match.MatchNames;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * One match of the tree: its printed number, then slot A (aka, from the upper feeder) over slot B
 * (shiro, from the lower feeder), each with name, dojo and score, or the placeholder the draw
 * wrote until the slot is decided. Click it, or press Enter on it, to open the match.
 */
final class MatchBox extends VBox {
    private final Words words = DeskWords.of(MatchBox.class);
    private static final PseudoClass WINNER = PseudoClass.getPseudoClass("winner");
    private static final PseudoClass LOSER = PseudoClass.getPseudoClass("loser");
    private static final PseudoClass PLACEHOLDER = PseudoClass.getPseudoClass("placeholder");
    private static final PseudoClass RUNNING = PseudoClass.getPseudoClass("running");
    private static final PseudoClass OVERRIDDEN = PseudoClass.getPseudoClass("overridden");

    /** @param overrideReason why the organiser decided the winner, when the match has a winner override */
    MatchBox(BracketMatch node, Bracket bracket, boolean firstRound, Dojos dojos, Runnable open,
            String overrideReason) {
        MatchResult match = node.result();
        getStyleClass().add("match-box");
        setId("box-" + node.id());
        setFocusTraversable(true);
        setPrefSize(BracketLayout.BOX_WIDTH, BracketLayout.BOX_HEIGHT);
        setMinSize(BracketLayout.BOX_WIDTH, BracketLayout.BOX_HEIGHT);
        setMaxSize(BracketLayout.BOX_WIDTH, BracketLayout.BOX_HEIGHT);
        pseudoClassStateChanged(RUNNING, match.status() == taikai.model.match.MatchStatus.RUNNING);

        Label number = new Label(MatchNames.box(node));
        number.getStyleClass().add("match-number");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label where = new Label(node.overridden() ? words.say("organiser") : where(match));
        where.getStyleClass().add("match-where");
        pseudoClassStateChanged(OVERRIDDEN, node.overridden());
        if (node.overridden()) {
            where.getStyleClass().add("override-mark");
            Tooltip.install(this, new Tooltip(overrideReason == null || overrideReason.isBlank() ? words.say("organiser.tip")
                    : words.say("organiser.tip.why", overrideReason)));
        }
        HBox header = new HBox(number, gap, where);
        header.getStyleClass().add("match-header");

        Corner winner = match.isCompleted() ? MatchWords.winner(match) : null;
        getChildren().addAll(header,
                slot(Corner.A, match, node.placeholderA(), bracket, firstRound, dojos, winner),
                slot(Corner.B, match, node.placeholderB(), bracket, firstRound, dojos, winner));
        // The secondary button opens the box's context menu, not the match.
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                open.run();
            }
        });
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                open.run();
                e.consume();
            }
        });
    }

    /** Running matches say so; a scheduled one names its court once it has one; a finished one needs neither. */
    private static String where(MatchResult match) {
        switch (match.status()) {
            case RUNNING:
                return MatchWords.state(match);
            case SCHEDULED:
                return match.court().isEmpty() ? "" : DeskWords.of(MatchBox.class).say("court", match.court());
            default:
                return "";
        }
    }

    private static HBox slot(Corner corner, MatchResult match, String placeholder, Bracket bracket,
            boolean firstRound, Dojos dojos, Corner winner) {
        Side side = corner.of(match);
        Region chip = new Region();
        chip.getStyleClass().addAll("chip", corner.word());
        // Placeholders name the feeding match by the label its own box carries, never by its id.
        Label name = new Label(side.isEmpty()
                ? (placeholder.isEmpty() ? DeskWords.of(MatchBox.class).say(firstRound ? "bye" : "undecided") : MatchNames.slot(bracket, placeholder))
                : MatchNames.side(bracket, side));
        name.getStyleClass().add("slot-name");
        name.pseudoClassStateChanged(PLACEHOLDER, side.isEmpty());
        Label dojo = new Label(side.isEmpty() ? "" : dojos.of(side));
        dojo.getStyleClass().add("slot-dojo");
        VBox who = new VBox(name, dojo);
        HBox.setHgrow(who, Priority.ALWAYS);
        who.setMinWidth(0);
        Label score = new Label((MarkText.of(side.ippons()) + " " + MarkText.fouls(side.hansoku())).strip());
        score.getStyleClass().add("slot-score");
        score.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(chip, who, score);
        row.getStyleClass().add("slot");
        row.pseudoClassStateChanged(WINNER, winner == corner);
        row.pseudoClassStateChanged(LOSER, winner == corner.other());
        return row;
    }
}
