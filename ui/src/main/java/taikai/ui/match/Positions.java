package taikai.ui.match;

import java.util.List;
import taikai.model.match.SubBout;

/**
 * How a team bout's position reads: the five FIK names at team size five, numbers otherwise
 * (spec section 2), and "Daihyosen" for the representative bout. Fixed-order positions are
 * 0-based on disk, kachinuki positions 1-based (file-formats, SubResults).
 */
public final class Positions {
    private static final List<String> FIVE = List.of("Senpo", "Jiho", "Chuken", "Fukusho", "Taisho");

    private Positions() {
    }

    public static String label(int position, MatchRules rules) {
        if (position == SubBout.REPRESENTATIVE) {
            return "Daihyosen";
        }
        if (rules.kachinuki()) {
            return "Bout " + position;
        }
        if (rules.teamSize() == FIVE.size() && position >= 0 && position < FIVE.size()) {
            return FIVE.get(position);
        }
        return String.valueOf(position + 1);
    }
}
