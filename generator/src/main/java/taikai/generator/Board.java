package taikai.generator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * A competition's state while its day is played: the pool rows and the bracket, looked up by match
 * id, and everything else as the last write left it. Changes are made here and written through the
 * store in one go.
 */
final class Board {
    private CompetitionState state;
    private final LinkedHashMap<String, MatchResult> rows = new LinkedHashMap<>();
    private final Map<String, int[]> nodes = new HashMap<>();

    Board(CompetitionState state) {
        this.state = state;
        state.poolMatches().forEach(m -> rows.put(m.id(), m));
        index();
    }

    MatchResult match(String id) {
        MatchResult row = rows.get(id);
        if (row != null) {
            return row;
        }
        int[] at = nodes.get(id);
        if (at == null) {
            throw new IllegalArgumentException("No match " + id + " in " + state.competition().id() + ".");
        }
        return node(at).result();
    }

    /** Replaces the match with the same id, a pool row or a bracket node. */
    void put(MatchResult m) {
        if (rows.containsKey(m.id())) {
            rows.put(m.id(), m);
            return;
        }
        int[] at = nodes.get(m.id());
        Bracket b = state.bracket();
        if (at[0] < 0) {
            state = state.withBracket(b.withThirdPlaceMatch(b.thirdPlaceMatch().withResult(m)));
            return;
        }
        List<List<BracketMatch>> rounds = new ArrayList<>(b.rounds());
        List<BracketMatch> round = new ArrayList<>(rounds.get(at[0]));
        round.set(at[1], round.get(at[1]).withResult(m));
        rounds.set(at[0], round);
        state = state.withBracket(b.withRounds(rounds));
    }

    /** Adds pool rows (a Swiss round, a tie-break bout) after the existing ones. */
    void addRows(List<MatchResult> added) {
        added.forEach(m -> rows.put(m.id(), m));
    }

    List<MatchResult> rows() {
        return new ArrayList<>(rows.values());
    }

    Bracket bracket() {
        return state.bracket();
    }

    void setBracket(Bracket bracket) {
        state = state.withBracket(bracket);
        index();
    }

    CompetitionState state() {
        return state.withPoolMatches(rows());
    }

    /** Changes the parts that are not matches (statuses, line-ups, overrides, settings). */
    void update(java.util.function.UnaryOperator<CompetitionState> change) {
        state = change.apply(state());
    }

    private BracketMatch node(int[] at) {
        return at[0] < 0 ? state.bracket().thirdPlaceMatch() : state.bracket().rounds().get(at[0]).get(at[1]);
    }

    private void index() {
        nodes.clear();
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        for (int k = 0; k < rounds.size(); k++) {
            for (int i = 0; i < rounds.get(k).size(); i++) {
                nodes.put(rounds.get(k).get(i).id(), new int[] {k, i});
            }
        }
        if (state.bracket().thirdPlaceMatch() != null) {
            nodes.put(state.bracket().thirdPlaceMatch().id(), new int[] {-1, -1});
        }
    }
}
