package taikai.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;

/**
 * Real data folders with a team competition, written through the store: four teams of three (plus two
 * reserves each), every member named and every team with its starting line-up.
 */
public final class TeamFolders {
    /** The team competition: a knockout of four teams of three in fixed order. */
    public static final String TEAMS = "teams";

    private static final String[] TEAM_NAMES = {"Kendo Amsterdam", "Shidokan Brussels", "Mumeishi London", "Kiryoku Berlin"};
    private static final String[][] PEOPLE = {
        {"Anna de Vries", "Pieter Jansen", "Sofia Smit", "Lars Bakker", "Eva Visser"},
        {"Luc Dubois", "Claire Martin", "Marc Peeters", "Julie Lambert", "Tom Claes"},
        {"Emily Smith", "James Jones", "Oliver Brown", "Grace Taylor", "Harry Wilson"},
        {"Jonas Schmidt", "Lena Weber", "Felix Wagner", "Mia Becker", "Paul Hoffmann"}};

    private TeamFolders() {
    }

    /** The team competition with its teams, members and starting line-ups, and nothing drawn. */
    public static TournamentStore entered(Path root) throws Exception {
        TournamentStore store = tournament(root);
        store.create(setUp());
        return store;
    }

    /**
     * The team competition drawn as a knockout, its first encounter ({@code m-r1-0}) called to court A
     * with its three bouts seated from the starting line-ups, nothing scored.
     */
    public static TournamentStore called(Path root) throws Exception {
        TournamentStore store = tournament(root);
        CompetitionState state = setUp();
        Competition c = state.competition().withStatus(CompetitionStatus.PLAYOFFS);
        Bracket bracket = KnockoutDraw.draw(c, state.players(), 5L);
        List<List<BracketMatch>> rounds = new ArrayList<>(bracket.rounds());
        List<BracketMatch> first = new ArrayList<>(rounds.get(0));
        BracketMatch node = first.get(0);
        first.set(0, node.withResult(seated(node.result(), state)));
        rounds.set(0, first);
        store.create(state.withCompetition(c).withBracket(bracket.withRounds(rounds)));
        return store;
    }

    /**
     * The team competition drawn as a knockout with no line-up entered for any team and no bout
     * written: what the day looks like before the organiser enters the starting line-ups.
     */
    public static TournamentStore drawnWithoutLineups(Path root) throws Exception {
        TournamentStore store = tournament(root);
        CompetitionState state = setUp().withLineups(List.of());
        Competition c = state.competition().withStatus(CompetitionStatus.PLAYOFFS);
        store.create(state.withCompetition(c).withBracket(KnockoutDraw.draw(c, state.players(), 5L)));
        return store;
    }

    /** Position p (0-based, fixed order) pairs the two starting line-ups' p-th fighters. */
    private static MatchResult seated(MatchResult match, CompetitionState state) {
        TeamLineup a = starting(state, match.sideA().participantId());
        TeamLineup b = starting(state, match.sideB().participantId());
        List<SubBout> bouts = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            String key = Integer.toString(p + 1);
            bouts.add(SubBout.between(p, a.positions().get(key), a.memberIds().get(key), b.positions().get(key),
                    b.memberIds().get(key)));
        }
        return match.withSubBouts(bouts).withCourt("A");
    }

    private static TeamLineup starting(CompetitionState state, String teamId) {
        return state.lineups().stream().filter(l -> l.teamId().equals(teamId) && l.isStarting()).findFirst().orElseThrow();
    }

    public static String teamId(int team) {
        return String.format("00000000-0000-4000-8000-%012d", 200 + team);
    }

    public static String memberId(int team, int index) {
        return "t" + team + "-m" + index;
    }

    public static String person(int team, int index) {
        return PEOPLE[team][index - 1];
    }

    private static TournamentStore tournament(Path root) throws Exception {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Amsterdam Taikai 2027", "14-03-2027", "Sporthallen Zuid", List.of("A", "B")));
        return store;
    }

    private static CompetitionState setUp() {
        Competition c = Competition.create(TEAMS, "Team championship", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(3))
                .withSchedule(s -> s.withCourts(List.of("A"))).withStatus(CompetitionStatus.SETUP);
        List<Player> teams = new ArrayList<>();
        Map<String, List<TeamMember>> members = new TreeMap<>();
        List<TeamLineup> lineups = new ArrayList<>();
        for (int t = 0; t < TEAM_NAMES.length; t++) {
            teams.add(Player.of(teamId(t), TEAM_NAMES[t], TEAM_NAMES[t]));
            List<TeamMember> list = new ArrayList<>();
            for (int i = 1; i <= 5; i++) {
                list.add(new TeamMember(memberId(t, i), i, person(t, i), 1_000L));
            }
            members.put(teamId(t), list);
            Map<String, String> names = new LinkedHashMap<>();
            Map<String, String> ids = new LinkedHashMap<>();
            for (int p = 1; p <= 3; p++) {
                names.put(Integer.toString(p), person(t, p));
                ids.put(Integer.toString(p), memberId(t, p));
            }
            lineups.add(new TeamLineup(teamId(t), TEAMS, 0, "", names, ids));
        }
        return CompetitionState.empty(c).withPlayers(teams).withTeamMembers(members).withLineups(lineups);
    }
}
