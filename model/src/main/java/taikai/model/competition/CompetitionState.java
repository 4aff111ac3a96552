package taikai.model.competition;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.Copies;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.schedule.ScheduleEntry;

/**
 * Everything one competition holds, as read from its folder in one go (spec section 2: the
 * competition is the consistency boundary). The write road reads one of these from disk under the
 * competition's lock, changes it, and writes the files that changed.
 */
public record CompetitionState(
        /** config.md */ Competition competition,
        /** participants.csv, in file order */ List<Player> players,
        /** seeds.csv */ List<SeedEntry> seeds,
        /** pools.csv */ List<Pool> pools,
        /** pool-matches.csv, in file order */ List<MatchResult> poolMatches,
        /** bracket.json; Bracket.EMPTY when none */ Bracket bracket,
        /** competitor-status.yaml */ List<CompetitorStatus> statuses,
        /** lineups.yaml */ List<TeamLineup> lineups,
        /** team-members.yaml: team participant id to members */ Map<String, List<TeamMember>> teamMembers,
        /** overrides.json */ Overrides overrides,
        /** schedule.csv */ List<ScheduleEntry> schedule) {

    public CompetitionState {
        java.util.Objects.requireNonNull(competition, "competition");
        players = Copies.list(players);
        seeds = Copies.list(seeds);
        pools = Copies.list(pools);
        poolMatches = Copies.list(poolMatches);
        bracket = bracket == null ? Bracket.EMPTY : bracket;
        statuses = Copies.list(statuses);
        lineups = Copies.list(lineups);
        java.util.TreeMap<String, List<TeamMember>> members = new java.util.TreeMap<>();
        if (teamMembers != null) {
            teamMembers.forEach((team, list) -> members.put(team, List.copyOf(list)));
        }
        teamMembers = java.util.Collections.unmodifiableSortedMap(members);
        overrides = overrides == null ? Overrides.NONE : overrides;
        schedule = Copies.list(schedule);
    }

    public CompetitionState withCompetition(Competition value) {
        return new CompetitionState(value, players, seeds, pools, poolMatches, bracket, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withPlayers(List<Player> value) {
        return new CompetitionState(competition, value, seeds, pools, poolMatches, bracket, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withSeeds(List<SeedEntry> value) {
        return new CompetitionState(competition, players, value, pools, poolMatches, bracket, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withPools(List<Pool> value) {
        return new CompetitionState(competition, players, seeds, value, poolMatches, bracket, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withPoolMatches(List<MatchResult> value) {
        return new CompetitionState(competition, players, seeds, pools, value, bracket, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withBracket(Bracket value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, value, statuses, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withStatuses(List<CompetitorStatus> value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, bracket, value, lineups, teamMembers, overrides, schedule);
    }

    public CompetitionState withLineups(List<TeamLineup> value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, bracket, statuses, value, teamMembers, overrides, schedule);
    }

    public CompetitionState withTeamMembers(Map<String, List<TeamMember>> value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, bracket, statuses, lineups, value, overrides, schedule);
    }

    public CompetitionState withOverrides(Overrides value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, bracket, statuses, lineups, teamMembers, value, schedule);
    }

    public CompetitionState withSchedule(List<ScheduleEntry> value) {
        return new CompetitionState(competition, players, seeds, pools, poolMatches, bracket, statuses, lineups, teamMembers, overrides, value);
    }

    /** A competition with nothing entered and nothing drawn. */
    public static CompetitionState empty(Competition competition) {
        return new CompetitionState(competition, List.of(), List.of(), List.of(), List.of(), Bracket.EMPTY, List.of(),
                List.of(), Map.of(), Overrides.NONE, List.of());
    }

    /** The match with this id, from the pool file or the bracket. */
    public Optional<MatchResult> findMatch(String matchId) {
        for (MatchResult m : poolMatches) {
            if (m.id().equals(matchId)) {
                return Optional.of(m);
            }
        }
        return bracket.find(matchId).map(BracketMatch::result);
    }

    /** The roster entry with this participant id. */
    public Optional<Player> findPlayer(String participantId) {
        return players.stream().filter(p -> p.id().equals(participantId)).findFirst();
    }
}
