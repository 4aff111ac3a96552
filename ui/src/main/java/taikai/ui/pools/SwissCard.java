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

/**
 * The Swiss table as a card above the rounds: each entrant's score, the opponents' score that splits
 * level scores, the bouts' figures, and what set each place apart from the one above in words.
 */
final class SwissCard {
    private static final double SEPARATION_WIDTH = 420;

    private SwissCard() {
    }

    static Node of(SwissStandings table, boolean team) {
        Label title = new Label("Swiss table");
        title.getStyleClass().add("pool-title");
        Label summary = new Label(summary(table));
        summary.getStyleClass().add("summary");
        summary.setWrapText(true);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("standings");
        List<String> heads = team
                ? List.of("", "Name", "Dojo", "Score", "Opp.", "W", "D", "L", "Bye", "IV", "Won", "Lost", "How the place was decided")
                : List.of("", "Name", "Dojo", "Score", "Opp.", "W", "D", "L", "Bye", "Won", "Lost", "How the place was decided");
        for (int c = 0; c < heads.size(); c++) {
            Label head = label(heads.get(c), "head");
            String tip = tip(heads.get(c));
            if (!tip.isEmpty()) {
                head.setTooltip(new Tooltip(tip));
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
        String other = above.entrant().name();
        return switch (row.separatedFromAbove()) {
            case TIED -> "Level with " + other + " on every tie-break: they share the place";
            case HEAD_TO_HEAD -> "Below " + other + " on the bouts between them";
            default -> "Below " + other + ", who has " + row.separatedFromAbove().words();
        };
    }

    private static String summary(SwissStandings table) {
        String rounds = table.rounds() == 1 ? "1 round" : table.rounds() + " rounds";
        return (table.complete() ? "Final table after " + rounds + "." : "After " + rounds + "; the table changes as bouts are decided.")
                + " Score is wins, a bye counting as one; level scores are split by the opponents' scores added up"
                + " (Opp.), then by draws, points won and fewer points lost, then by the bouts between them.";
    }

    private static String tip(String head) {
        return switch (head) {
            case "Score" -> "Wins, a bye counting as one";
            case "Opp." -> "The scores of everyone this entrant met, added up";
            case "W" -> "Wins";
            case "D" -> "Draws";
            case "L" -> "Losses";
            case "Bye" -> "Rounds sat out with a bye";
            case "IV" -> "Individual victories";
            case "Won" -> "Points won";
            case "Lost" -> "Points lost";
            default -> "";
        };
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
