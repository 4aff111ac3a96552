package taikai.ui.bracket;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** What a knockout round is called, counted from the final: 1 is the final, 2 the semi-finals. */
final class RoundNames {
    private RoundNames() {
    }

    static String of(int fromFinal) {
        Words words = DeskWords.of(RoundNames.class);
        switch (fromFinal) {
            case 1:
                return words.say("round.final");
            case 2:
                return words.say("round.semi");
            case 3:
                return words.say("round.quarter");
            default:
                return fromFinal < 1 ? words.say("round") : words.say("round.of", String.valueOf(1 << fromFinal));
        }
    }
}
