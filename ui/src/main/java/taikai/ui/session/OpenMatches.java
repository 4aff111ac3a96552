package taikai.ui.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;
import taikai.ui.pools.PoolsViewModel;

/** Matches of the folder as the screens open them: with their heading, rules, dojos and competition. */
public final class OpenMatches {
    private OpenMatches() {
    }

    public static Optional<OpenMatch> of(Snapshot snapshot, String competitionId, String matchId) {
        return snapshot.state(competitionId).flatMap(state -> state.findMatch(matchId).map(m -> of(state, m)));
    }

    public static OpenMatch of(CompetitionState state, MatchResult match) {
        return new OpenMatch(match, heading(state, match), MatchRules.of(state.competition()), Dojos.of(state.players()),
                state.competition().id());
    }

    /** "Pool A, match 1", "Match 12", "Match 15, third place", or the id when nothing better is known. */
    public static String heading(CompetitionState state, MatchResult match) {
        if (!match.pool().isEmpty()) {
            return OpenMatch.of(match, null, null).heading();
        }
        Optional<BracketMatch> node = state.bracket().find(match.id());
        String number = node.filter(n -> n.matchNumber() > 0).map(n -> "Match " + n.matchNumber()).orElse(match.id());
        return "m-bronze".equals(match.id()) ? number + ", third place" : number;
    }

    /** Every match of the competition: pool rows in playing order, then the knockout round by round. */
    public static List<MatchResult> all(CompetitionState state) {
        List<MatchResult> rows = new ArrayList<>(state.poolMatches());
        List<String> pools = state.pools().stream().map(taikai.model.entrant.Pool::name).toList();
        rows.sort(java.util.Comparator.comparingInt((MatchResult m) -> pools.contains(m.pool()) ? pools.indexOf(m.pool()) : pools.size())
                .thenComparing(MatchResult::pool).thenComparing(PoolsViewModel.PLAYING_ORDER));
        state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> rows.add(n.result()));
        return rows;
    }
}
