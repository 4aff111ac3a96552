package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * Where a match lives in its competition: a row of the pool file, or a node of the bracket (spec
 * section 3: "pool, league and Swiss matches are rows ... knockout matches are nodes").
 */
public record MatchSlot(MatchResult match, boolean inBracket) {

    public static Optional<MatchSlot> find(CompetitionState state, String matchId) {
        for (MatchResult m : state.poolMatches()) {
            if (m.id().equals(matchId)) {
                return Optional.of(new MatchSlot(m, false));
            }
        }
        return state.bracket().find(matchId).map(node -> new MatchSlot(node.result(), true));
    }

    /** {@code state} with this match replaced by {@code updated} (matched by id). */
    public static CompetitionState replace(CompetitionState state, MatchResult updated) {
        List<MatchResult> rows = new ArrayList<>(state.poolMatches());
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id().equals(updated.id())) {
                rows.set(i, updated);
                return state.withPoolMatches(rows);
            }
        }
        return state.withBracket(replaceInBracket(state.bracket(), updated));
    }

    static Bracket replaceInBracket(Bracket bracket, MatchResult updated) {
        List<List<BracketMatch>> rounds = new ArrayList<>();
        for (List<BracketMatch> round : bracket.rounds()) {
            List<BracketMatch> copy = new ArrayList<>();
            for (BracketMatch node : round) {
                copy.add(node.id().equals(updated.id()) ? node.withResult(updated) : node);
            }
            rounds.add(copy);
        }
        BracketMatch bronze = bracket.thirdPlaceMatch();
        if (bronze != null && bronze.id().equals(updated.id())) {
            bronze = bronze.withResult(updated);
        }
        return bracket.withRounds(rounds).withThirdPlaceMatch(bronze);
    }
}
