package taikai.model.lineup;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.schedule.ScheduleEntry;

/**
 * Discarding a draw (spec section 2). A new draw reuses the match ids, so whatever was keyed by the
 * old draw's matches goes with it: the pools, the bouts, the bracket, the line-ups saved for matches,
 * the matches already given a converted line-up, the ranking overrides and the schedule rows of those
 * matches. Competitor numbers and pool positions count the draw, so they go too. The starting line-ups stay, and so do legacy round line-ups, which wait to be converted;
 * the legacy list keeps only the teams that still hold one.
 */
public final class DrawDiscard {
    private DrawDiscard() {
    }

    public static CompetitionState discard(CompetitionState state) {
        Set<String> drawn = new HashSet<>(MatchOrder.of(state));
        List<ScheduleEntry> schedule = new ArrayList<>();
        for (ScheduleEntry e : state.schedule()) {
            if (e.isBreak() || !drawn.contains(e.matchRef())) {
                schedule.add(e);
            }
        }
        List<TeamLineup> kept = keptLineups(state.lineups());
        Set<String> withRoundLineup = new HashSet<>();
        kept.forEach(l -> {
            if (l.round() >= 1) {
                withRoundLineup.add(l.teamId());
            }
        });
        List<String> legacy = new ArrayList<>(state.competition().lineups().legacy());
        legacy.removeIf(team -> !withRoundLineup.contains(team));
        Competition competition = state.competition().withLineups(l -> l.withGiven(Map.of()).withLegacy(legacy));
        List<Player> players = new ArrayList<>();
        state.players().forEach(p -> players.add(p.withNumber("").withPoolPosition(-1)));
        return new CompetitionState(competition, players, state.seeds(), List.of(), List.of(), Bracket.EMPTY,
                state.statuses(), kept, state.teamMembers(), Overrides.NONE, schedule);
    }

    /**
     * Every line-up saved for a match goes, whether or not its match is still in the draw: a leftover
     * from an earlier draw would otherwise come back as the own line-up of the next draw's match with
     * the same id (a rule chosen here).
     */
    public static List<TeamLineup> keptLineups(List<TeamLineup> lineups) {
        List<TeamLineup> kept = new ArrayList<>();
        for (TeamLineup l : lineups) {
            if (l.matchId().isEmpty()) {
                kept.add(l);
            }
        }
        return List.copyOf(kept);
    }
}
