package taikai.generator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.Change;
import taikai.model.lineup.LineupSave;
import taikai.model.lineup.TeamMembers;
import taikai.model.team.Positions;

/**
 * The teams of a team competition, one or more per dojo, each with its member list seeded the way
 * the app seeds it (one member per position plus two reserves) and named by the captain in the days
 * before, and a starting line-up saved for every team.
 */
final class TeamRoster {
    /** Members are named in the evenings before the tournament, a minute or so apart. */
    private static final int NAMED_DAYS_BEFORE = 3;

    private TeamRoster() {
    }

    /** The state with its teams, their members and their starting line-ups; strengths by member id. */
    static CompetitionState build(CompetitionState empty, CompetitionPlan plan, List<Club> clubs, DayClock clock,
            SplittableRandom random, Supplier<String> ids, Map<String, Double> strength) {
        List<Player> teams = new ArrayList<>();
        Map<String, List<TeamMember>> members = new LinkedHashMap<>();
        Map<String, Integer> teamsOfClub = new HashMap<>();
        int second = -NAMED_DAYS_BEFORE * 86_400 + 19 * 3600;
        for (int t = 0; t < plan.entrants(); t++) {
            Club club = Clubs.pick(clubs, random);
            int n = teamsOfClub.merge(club.name(), 1, Integer::sum);
            String name = n == 1 ? club.name() : club.name() + " " + roman(n);
            List<TeamMember> list = TeamMembers.seed(plan.teamSize(), ids);
            int named = plan.teamSize() + random.nextInt(plan.reserves() + 1);
            Set<String> used = new HashSet<>();
            List<String> names = new ArrayList<>();
            for (int i = 0; i < named && i < list.size(); i++) {
                String person = Roster.uniqueName(Roster.cultureOf(club, random), name, used, random);
                second += 20 + random.nextInt(90);
                Change<List<TeamMember>> renamed = TeamMembers.rename(list, list.get(i).id(), person, clock.millis(second));
                list = renamed.value();
                names.add(person);
                strength.put(list.get(i).id(), Grades.strength(Grades.draw(random), random));
            }
            Player team = Player.of(ids.get(), name, club.name()).withMetadata(names)
                    .withSource(random.nextInt(10) == 0 ? PlayerSource.MANUAL : PlayerSource.REGISTERED)
                    .withCheckedIn(true);
            teams.add(team);
            members.put(team.id(), list);
            double sum = 0;
            for (int i = 0; i < plan.teamSize(); i++) {
                sum += strength.get(list.get(i).id());
            }
            strength.put(team.id(), sum / plan.teamSize());
        }
        CompetitionState state = empty.withPlayers(teams).withTeamMembers(members);
        return state.withLineups(startingLineups(state, plan, random, strength));
    }

    /** Each team's regulars in an order the captain chose, the strongest last (taisho in a team of five). */
    private static List<TeamLineup> startingLineups(CompetitionState state, CompetitionPlan plan, SplittableRandom random,
            Map<String, Double> strength) {
        List<String> positions = Positions.of(plan.teamSize());
        CompetitionState current = state;
        for (Player team : state.players()) {
            List<TeamMember> regulars = new ArrayList<>(state.teamMembers().get(team.id()).subList(0, plan.teamSize()));
            java.util.Collections.shuffle(regulars, new java.util.Random(random.nextLong()));
            TeamMember strongest = regulars.stream().max(java.util.Comparator.comparingDouble(m -> strength.get(m.id())))
                    .orElseThrow();
            regulars.remove(strongest);
            regulars.add(strongest);
            Map<String, String> picks = new LinkedHashMap<>();
            for (int i = 0; i < positions.size(); i++) {
                picks.put(positions.get(i), regulars.get(i).id());
            }
            Change<List<TeamLineup>> saved = LineupSave.apply(current, team.id(), "", picks);
            if (saved.isRefused()) {
                throw new IllegalStateException("The starting line-up of " + team.name() + " was refused: " + saved.refusal());
            }
            current = current.withLineups(saved.value());
        }
        return current.lineups();
    }

    static String roman(int n) {
        String[] numerals = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"};
        return n < numerals.length ? numerals[n] : Integer.toString(n);
    }
}
