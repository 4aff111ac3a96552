package taikai.ui.scoring;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a scoring action is for: a whole match, or one bout of a team encounter by its position
 * (0-based in fixed order, 1-based in kachinuki, -1 for the representative bout), in the
 * competition it belongs to (empty when the match was shown without one).
 */
public record ScoreTarget(String competitionId, String matchId, OptionalInt bout) {

    public ScoreTarget {
        competitionId = competitionId == null ? "" : competitionId;
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(bout, "bout");
    }

    public static ScoreTarget match(String competitionId, String matchId) {
        return new ScoreTarget(competitionId, matchId, OptionalInt.empty());
    }

    public static ScoreTarget bout(String competitionId, String matchId, int position) {
        return new ScoreTarget(competitionId, matchId, OptionalInt.of(position));
    }

    public boolean isBout() {
        return bout.isPresent();
    }

    /** The whole match this target is in: itself, or the encounter a bout belongs to. */
    public ScoreTarget wholeMatch() {
        return match(competitionId, matchId);
    }
}
