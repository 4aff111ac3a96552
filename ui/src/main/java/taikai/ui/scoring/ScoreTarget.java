package taikai.ui.scoring;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a scoring action is for: a whole match, or one bout of a team encounter by its position
 * (0-based in fixed order, 1-based in kachinuki, -1 for the representative bout).
 */
public record ScoreTarget(String matchId, OptionalInt bout) {

    public ScoreTarget {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(bout, "bout");
    }

    public static ScoreTarget match(String matchId) {
        return new ScoreTarget(matchId, OptionalInt.empty());
    }

    public static ScoreTarget bout(String matchId, int position) {
        return new ScoreTarget(matchId, OptionalInt.of(position));
    }

    public boolean isBout() {
        return bout.isPresent();
    }
}
