package taikai.ui.pools;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import taikai.model.standings.SwissRow;
import taikai.model.standings.SwissStandings;
import taikai.model.standings.SwissTieBreak;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The Swiss table as a card above the rounds: each entrant's score, the opponents' score that splits
 * level scores, the bouts' figures, and what set each place apart from the one above in words.
 */
final class SwissCard {
    // Wide enough for a tie-break sentence on one line in most languages, narrow enough for a 1366-pixel laptop.
    private static final double SEPARATION_WIDTH = 340;

    private SwissCard() {
    }

    static Node of(SwissStandings table, boolean team) {
        Words words = words();
        Label title = new Label(words.say("swiss.title"));
        title.getStyleClass().add("pool-title");
        Label summary = new Label(summary(table));
        summary.getStyleClass().add("summary");
        summary.setWrapText(true);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("standings");
        // Each column by its key: head.<key> is its head, tip.<key> what a short head stands for.
        List<String> heads = team
                ? List.of("", "name", "dojo", "score", "opponents", "wins", "draws", "losses", "byes", "victories", "won", "lost", "why")
                : List.of("", "name", "dojo", "score", "opponents", "wins", "draws", "losses", "byes", "won", "lost", "why");
        for (int c = 0; c < heads.size(); c++) {
            String key = heads.get(c);
            Label head = label(key.isEmpty() ? "" : words.say("head." + key), "head");
            if (words.has("tip." + key)) {
                head.setTooltip(new Tooltip(words.say("tip." + key)));
            }
            grid.add(head, c, 0);
        }
        int r = 1;
        SwissRow above = null;
        for (SwissRow row : table.rows()) {
            Label name = label(row.entrant().name(), "name");
            name.setTooltip(new Tooltip(row.entrant().name()));
            Label dojo = label(row.entrant().dojo(), "dojo");
            dojo.setTooltip(new Tooltip(row.entrant().dojo()));
            Label why = label(separation(row, above), "separation");
            // A long phrase wraps rather than widening the card past the window.
            why.setWrapText(true);
            why.setMinWidth(0);
            why.setMaxWidth(SEPARATION_WIDTH);
            grid.add(label(StandingLine.ordinal(row.place()), "place"), 0, r);
            grid.add(name, 1, r);
            grid.add(dojo, 2, r);
            int c = 3;
            for (int figure : figures(row, team)) {
                grid.add(label(String.valueOf(figure), "figure"), c++, r);
            }
            grid.add(why, c, r);
            above = row;
            r++;
        }
        VBox card = new VBox(title, summary, grid);
        card.getStyleClass().add("pool-card");
        card.setId("swiss-table");
        return card;
    }

    private static List<Integer> figures(SwissRow row, boolean team) {
        return team
                ? List.of(row.score(), row.opponentsScore(), row.wins(), row.draws(), row.losses(), row.byes(),
                        row.victories(), row.pointsWon(), row.pointsLost())
                : List.of(row.score(), row.opponentsScore(), row.wins(), row.draws(), row.losses(), row.byes(),
                        row.pointsWon(), row.pointsLost());
    }

    /** What put this row below the one above, as a phrase about the row above. */
    static String separation(SwissRow row, SwissRow above) {
        if (above == null || row.separatedFromAbove() == SwissTieBreak.NONE) {
            return "";
        }
        // One sentence per tie-break (swiss.below.stronger_opponents ...), so each language says it whole.
        return words().say("swiss.below." + row.separatedFromAbove().name().toLowerCase(java.util.Locale.ROOT),
                above.entrant().name());
    }

    private static String summary(SwissStandings table) {
        Words words = words();
        String where = table.complete() ? words.say("swiss.final", table.rounds()) : words.say("swiss.after", table.rounds());
        return words.say("then", where, words.say("swiss.rule"));
    }

    private static Words words() {
        return DeskWords.of(SwissCard.class);
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
