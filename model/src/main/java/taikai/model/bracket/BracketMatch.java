package taikai.model.bracket;

import java.util.List;
import taikai.model.Copies;
import taikai.model.match.MatchResult;

/**
 * A knockout node (bracket.json): the result fields a pool match carries, plus what belongs to
 * the tree (spec section 3, "A knockout slot remembers the draw"). Ids are {@code m-r<k>-<i>},
 * the bronze match {@code m-bronze}. The legacy ScoreA/ScoreB strings are read only: a reader
 * converts them into the point arrays, and the arrays win when both exist.
 */
public record BracketMatch(
        /** id, sides, score, decision, schedule and audit fields */ MatchResult result,
        /** the printed Match N; 0 when not numbered */ int matchNumber,
        /** 1 = final, 2 = semi-finals; 0 when unset */ int displayRound,
        /** ids of the matches whose winners fill this one */ List<String> feeders,
        /** what the draw wrote in slot A, such as Pool A-1st or Winner of r2-m0 */ String placeholderA,
        String placeholderB,
        String placeholderWinner,
        /** the organiser overrode the winner */ boolean overridden,
        boolean hidden,
        /** read only */ String legacyScoreA,
        /** read only */ String legacyScoreB) {

    public BracketMatch {
        result = java.util.Objects.requireNonNull(result, "result");
        feeders = Copies.list(feeders);
        placeholderA = Copies.text(placeholderA);
        placeholderB = Copies.text(placeholderB);
        placeholderWinner = Copies.text(placeholderWinner);
        legacyScoreA = Copies.text(legacyScoreA);
        legacyScoreB = Copies.text(legacyScoreB);
    }

    public BracketMatch withResult(MatchResult value) {
        return new BracketMatch(value, matchNumber, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withMatchNumber(int value) {
        return new BracketMatch(result, value, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withDisplayRound(int value) {
        return new BracketMatch(result, matchNumber, value, feeders, placeholderA, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withFeeders(List<String> value) {
        return new BracketMatch(result, matchNumber, displayRound, value, placeholderA, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withPlaceholderA(String value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, value, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withPlaceholderB(String value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, value, placeholderWinner, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withPlaceholderWinner(String value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, placeholderB, value, overridden, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withOverridden(boolean value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, value, hidden, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withHidden(boolean value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, overridden, value, legacyScoreA, legacyScoreB);
    }

    public BracketMatch withLegacyScoreA(String value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, overridden, hidden, value, legacyScoreB);
    }

    public BracketMatch withLegacyScoreB(String value) {
        return new BracketMatch(result, matchNumber, displayRound, feeders, placeholderA, placeholderB, placeholderWinner, overridden, hidden, legacyScoreA, value);
    }

    /** A node holding a result and nothing of the tree yet. */
    public static BracketMatch of(MatchResult result) {
        return new BracketMatch(result, 0, 0, List.of(), "", "", "", false, false, "", "");
    }

    public String id() {
        return result.id();
    }
}
