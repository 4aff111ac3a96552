package taikai.ui.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.team.Seating;
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

    /**
     * The match as stored, a team encounter with the bouts not written yet seated from the line-ups in
     * force (decision 0014): the sheet shows them and the first entry on each one writes it.
     */
    public static OpenMatch of(CompetitionState state, MatchResult match) {
        java.util.Map<String, List<taikai.model.entrant.TeamMember>> teams = new java.util.HashMap<>();
        for (String team : List.of(match.sideA().participantId(), match.sideB().participantId())) {
            List<taikai.model.entrant.TeamMember> members = state.teamMembers().get(team);
            if (members != null) {
                teams.put(team, members);
            }
        }
        return new OpenMatch(Seating.seated(state, match), heading(state, match), MatchRules.of(state.competition()),
                Dojos.of(state.players()), state.competition().id(), unseated(state, match), teams, state.bracket());
    }

    /** Why a team encounter's bouts cannot be seated, naming each team with no line-up in force; empty when they can. */
    static String unseated(CompetitionState state, MatchResult match) {
        List<String> teams = Seating.withoutLineup(state, match).stream()
                .map(corner -> corner.of(match).name().isBlank() ? words().say("a.team") : corner.of(match).name()).toList();
        if (teams.isEmpty()) {
            return "";
        }
        return teams.size() == 1 ? words().say("no.lineup.one", teams.get(0))
                : words().say("no.lineup.two", teams.get(0), teams.get(1));
    }

    /** "Pool A, match 1", "Match 12", "Match 15, third place", or the id when nothing better is known. */
    public static String heading(CompetitionState state, MatchResult match) {
        return taikai.ui.match.MatchNames.of(state, match);
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

    private static taikai.words.Words words() {
        return taikai.ui.words.DeskWords.of(OpenMatches.class);
    }
}
