package taikai.app.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/** The sentences a comparison says for draws, line-ups and team members, on states made with the model's own draws. */
class ComparisonTest {
    private static final Tournament TOURNAMENT = Tournament.create("Spring Taikai", "16-05-2026", "Sporthal", List.of("A", "B"));

    private static List<Player> players(int count) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 4)));
        }
        return players;
    }

    /** Positions in the order a lineups.yaml lists them. */
    private static Map<String, String> ordered(String... pairs) {
        Map<String, String> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static LoadedTournament folder(CompetitionState state) {
        TreeMap<String, LoadedCompetition> competitions = new TreeMap<>();
        competitions.put(state.competition().id(), new LoadedCompetition(state.competition().id(), Optional.of(state),
                List.of(), new TreeSet<>()));
        return new LoadedTournament(Optional.of(TOURNAMENT), List.of(), competitions);
    }

    private static List<String> changes(CompetitionState before, CompetitionState after) {
        Comparison c = Comparison.of(folder(before), folder(after));
        return c.groups().isEmpty() ? List.of() : c.groups().get(0).changes();
    }

    @Test
    void poolsAndAKnockoutDrawnAndDiscardedAreNamed() {
        Competition open = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT).withPools(p -> p.withSize(4));
        List<Player> players = players(16);
        CompetitionState setUp = CompetitionState.empty(open).withPlayers(players);
        PoolDraw.Result drawn = PoolDraw.draw(open, players, 1L);
        CompetitionState pools = setUp.withPools(drawn.pools()).withPoolMatches(drawn.bouts());
        assertEquals(List.of("Pools drawn: 4 pools."), changes(setUp, pools));
        assertEquals(List.of("Pools discarded."), changes(pools, setUp));
        assertEquals(List.of(), changes(pools, pools));

        Competition knockout = Competition.create("cup", "Cup", Kind.INDIVIDUAL, Format.KNOCKOUT);
        CompetitionState empty = CompetitionState.empty(knockout).withPlayers(players(8));
        Bracket tree = KnockoutDraw.draw(knockout, players(8), 1L);
        CompetitionState withTree = empty.withBracket(tree);
        long numbered = tree.allMatches().stream().filter(m -> m.matchNumber() > 0).count();
        assertEquals(List.of("Knockout drawn: " + numbered + " matches."), changes(empty, withTree));
        assertEquals(List.of("Knockout discarded."), changes(withTree, empty));
    }

    @Test
    void aLineUpAndAMemberChangedAreSaidByPositionAndName() {
        Competition teams = Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(3));
        Player team = Player.of("00000000-0000-4000-8000-000000000001", "Kendo Noord", "Noord");
        List<TeamMember> members = List.of(new TeamMember("m1", 1, "Sato", 0), new TeamMember("m2", 2, "Ito", 0));
        CompetitionState before = CompetitionState.empty(teams).withPlayers(List.of(team))
                .withTeamMembers(Map.of(team.id(), members))
                .withLineups(List.of(new TeamLineup(team.id(), "teams", 0, "", ordered("1", "Sato", "2", "Ito"),
                        ordered("1", "m1", "2", "m2"))));
        CompetitionState after = before
                .withTeamMembers(Map.of(team.id(), List.of(members.get(0), new TeamMember("m2", 2, "Itou", 5),
                        new TeamMember("m3", 3, "Kato", 6))))
                .withLineups(List.of(new TeamLineup(team.id(), "teams", 0, "", ordered("1", "Kato", "2", "Itou"),
                        ordered("1", "m3", "2", "m2"))));
        assertEquals(List.of("Kendo Noord: member Itou, was Ito.", "Kendo Noord: member Kato added.",
                "Line-up of Kendo Noord for the start: 1 Kato, was Sato; 2 Itou, was Ito."), changes(before, after));
    }
}
