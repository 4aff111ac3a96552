package taikai.ui.match;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import java.util.List;
import taikai.model.match.SubBout;

/**
 * How a team bout's position reads: the five FIK names at team size five, numbers otherwise
 * (spec section 2), and "Daihyosen" for the representative bout. Fixed-order positions are
 * 0-based on disk, kachinuki positions 1-based (file-formats, SubResults).
 */
public final class Positions {
    private static final List<String> FIVE = List.of("senpo", "jiho", "chuken", "fukusho", "taisho");

    private Positions() {
    }

    public static String label(int position, MatchRules rules) {
        if (position == SubBout.REPRESENTATIVE) {
            return MarkText.termTitle("daihyosen");
        }
        if (rules.kachinuki()) {
            return DeskWords.of(Positions.class).say("position.bout", position);
        }
        if (rules.teamSize() == FIVE.size() && position >= 0 && position < FIVE.size()) {
            return DeskWords.of(Positions.class).say("position." + FIVE.get(position));
        }
        return String.valueOf(position + 1);
    }
}
