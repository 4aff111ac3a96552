package taikai.model.lineup;

import java.util.List;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * A team competition for line-up tests: teams t1..t4; pool bouts Pool A-0 (t1 v t2), Pool A-1
 * (t2 v t3), Pool A-2 (t1 v t3); knockout m-r1-0 (t1 v t2), m-r1-1 (t3 v t4), final m-r2-0 (t1 v t3),
 * bronze m-bronze (t2 v t4). Each team has members {team}-m1..m7 named {team} 1..7.
 */
final class Teams {
    private Teams() {
    }

    static CompetitionState state(List<TeamLineup> lineups) {
        Competition c = Competition.create("teams", "Teams", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT).withTeams(t -> t.withSize(5));
        List<Player> teams = List.of(team("t1"), team("t2"), team("t3"), team("t4"));
        List<MatchResult> rows = List.of(row("0", "t1", "t2"), row("1", "t2", "t3"), row("2", "t1", "t3"));
        Bracket bracket = new Bracket(false, List.of(
                List.of(node("m-r1-0", "t1", "t2"), node("m-r1-1", "t3", "t4")),
                List.of(node("m-r2-0", "t1", "t3"))), node("m-bronze", "t2", "t4"), List.of(), false);
        Map<String, List<TeamMember>> members = Map.of("t1", members("t1"), "t2", members("t2"), "t3", members("t3"), "t4", members("t4"));
        return new CompetitionState(c, teams, List.of(), List.of(), rows, bracket, List.of(), lineups, members, Overrides.NONE, List.of());
    }

    static Player team(String id) {
        return Player.of(id, "Team " + id, "Dojo " + id);
    }

    static MatchResult row(String n, String a, String b) {
        return MatchResult.poolMatch("Pool A", n, Side.of("Team " + a, a), Side.of("Team " + b, b), -1);
    }

    static BracketMatch node(String id, String a, String b) {
        return BracketMatch.of(MatchResult.scheduled(id, "", "", Side.of("Team " + a, a), Side.of("Team " + b, b), -1));
    }

    static List<TeamMember> members(String team) {
        int[] next = {1};
        List<TeamMember> seeded = TeamMembers.seed(5, () -> team + "-m" + next[0]++);
        return seeded.stream().map(m -> m.withName(team + " " + m.index())).toList();
    }

    /** A line-up of {@code team} for {@code match} ("" = starting) putting member k at senpo. */
    static TeamLineup lineup(String team, String match, int senpo) {
        return new TeamLineup(team, "teams", 0, match, Map.of("senpo", team + " " + senpo), Map.of("senpo", team + "-m" + senpo));
    }
}
