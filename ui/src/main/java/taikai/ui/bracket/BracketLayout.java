package taikai.ui.bracket;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;

/**
 * Where each box of a knockout tree goes: one column per round from the first to the final, each
 * match centred between the two matches that feed it, the bronze match under the final. Pure
 * arithmetic, so it is tested without a screen.
 */
public final class BracketLayout {
    public static final double BOX_WIDTH = 230;
    public static final double BOX_HEIGHT = 80;
    public static final double COLUMN_GAP = 56;
    public static final double ROW_GAP = 14;
    public static final double TOP = 40;
    public static final double LEFT = 16;
    public static final double BRONZE_GAP = 56;

    /** A box at its place; {@code round} counts columns from 0, the bronze match sits in the final's column. */
    public record Placed(BracketMatch match, int round, double x, double y) {
        public double centreY() {
            return y + BOX_HEIGHT / 2;
        }
    }

    /** A connector from the right middle of a feeder to the left middle of the match it feeds. */
    public record Link(double fromX, double fromY, double toX, double toY) {
    }

    private final List<Placed> boxes = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();
    private double height;

    private BracketLayout() {
    }

    public static BracketLayout of(Bracket bracket) {
        BracketLayout layout = new BracketLayout();
        layout.place(bracket);
        return layout;
    }

    public List<Placed> boxes() {
        return List.copyOf(boxes);
    }

    public List<Link> links() {
        return List.copyOf(links);
    }

    public double width() {
        return 2 * LEFT + columns() * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
    }

    public double height() {
        return height;
    }

    public static double columnX(int round) {
        return LEFT + round * (BOX_WIDTH + COLUMN_GAP);
    }

    private int columns() {
        return boxes.stream().mapToInt(Placed::round).max().orElse(-1) + 1;
    }

    private void place(Bracket bracket) {
        Map<String, Placed> byId = new HashMap<>();
        List<Placed> previous = List.of();
        for (int round = 0; round < bracket.rounds().size(); round++) {
            List<Placed> column = new ArrayList<>();
            List<BracketMatch> matches = bracket.rounds().get(round);
            for (int i = 0; i < matches.size(); i++) {
                BracketMatch match = matches.get(i);
                List<Placed> feeders = feeders(match, i, previous, byId);
                double y = feeders.isEmpty() ? TOP + i * (BOX_HEIGHT + ROW_GAP)
                        : feeders.stream().mapToDouble(Placed::centreY).average().orElse(0) - BOX_HEIGHT / 2;
                Placed placed = new Placed(match, round, columnX(round), y);
                for (Placed feeder : feeders) {
                    links.add(new Link(feeder.x() + BOX_WIDTH, feeder.centreY(), placed.x(), placed.centreY()));
                }
                column.add(placed);
                byId.put(match.id(), placed);
            }
            boxes.addAll(column);
            previous = column;
        }
        height = boxes.stream().mapToDouble(p -> p.y() + BOX_HEIGHT).max().orElse(TOP) + ROW_GAP;
        if (bracket.thirdPlaceMatch() != null && !previous.isEmpty()) {
            Placed finalBox = previous.get(previous.size() - 1);
            double y = finalBox.y() + BOX_HEIGHT + BRONZE_GAP;
            boxes.add(new Placed(bracket.thirdPlaceMatch(), finalBox.round(), finalBox.x(), y));
            height = Math.max(height, y + BOX_HEIGHT + ROW_GAP);
        }
    }

    /** The boxes that feed {@code match}: by its feeder ids when it has them, else the two above it in the tree. */
    private static List<Placed> feeders(BracketMatch match, int index, List<Placed> previous, Map<String, Placed> byId) {
        List<Placed> found = new ArrayList<>();
        for (String id : match.feeders()) {
            Placed feeder = byId.get(id);
            if (feeder != null) {
                found.add(feeder);
            }
        }
        if (found.isEmpty()) {
            for (int k = 2 * index; k <= 2 * index + 1 && k < previous.size(); k++) {
                found.add(previous.get(k));
            }
        }
        return found;
    }
}
