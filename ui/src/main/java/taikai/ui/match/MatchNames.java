package taikai.ui.match;

import java.util.Optional;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.print.words.Labels;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The one name a person reads for a match, in the desktop's language: "Pool A, match 1", "Match 5",
 * "Match 7, third place", "Bye", "Round 2, match 3", and a slot not filled yet in words ("Winner of
 * match 3"). The screens say what the printed sheets say, from the same words (the printouts'
 * bundle), so a heading read on a screen is the heading on the paper in the same language. Ids
 * stay in the files.
 */
public final class MatchNames {
    private MatchNames() {
    }

    private static Words words() {
        return Words.of(Labels.BUNDLE, DeskWords.language());
    }

    /** The match's heading. */
    public static String of(CompetitionState state, MatchResult match) {
        return Labels.heading(words(), state, match);
    }

    /** The heading of the match with this id; a pool-shaped id no longer in the competition is still named. */
    public static String of(CompetitionState state, String matchId) {
        Optional<MatchResult> match = state.findMatch(matchId);
        if (match.isPresent()) {
            return of(state, match.get());
        }
        int dash = matchId.lastIndexOf('-');
        if (dash > 0 && matchId.substring(dash + 1).matches("\\d{1,9}")) {
            MatchResult gone = MatchResult.poolMatch(matchId.substring(0, dash), matchId.substring(dash + 1), Side.EMPTY,
                    Side.EMPTY, -1);
            return of(state, gone);
        }
        return MatchLabels.of(state, matchId);
    }

    /** A knockout box's label. */
    public static String box(BracketMatch node) {
        return Labels.box(words(), node);
    }

    /** A side's name as a person reads it: the competitor's name, or the slot's words while nobody fills it. */
    public static String side(Bracket bracket, Side side) {
        return side.participantId().isEmpty() ? slot(bracket, side.name()) : side.name();
    }

    /** What a slot shows until its competitor is known. */
    public static String slot(Bracket bracket, String placeholder) {
        return Labels.placeholder(words(), bracket, placeholder);
    }
}
