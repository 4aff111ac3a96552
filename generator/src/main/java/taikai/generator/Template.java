package taikai.generator;

import java.util.List;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;

/**
 * The kinds of competition a generated tournament mixes, in the order they are added: every kind and
 * format appears once there are ten competitions. Weights share the entrants out; a league and a
 * Swiss stay small, as they do at real events, because their bouts grow with the square of the field.
 */
enum Template {
    OPEN("Individual Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, TeamMatchType.FIXED, 0, 40, 0, ""),
    TEAMS("Team Championship", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT, TeamMatchType.FIXED, 5, 30, 0, "T"),
    JUNIORS("Juniors", Kind.INDIVIDUAL, Format.KNOCKOUT, TeamMatchType.FIXED, 0, 20, 0, "J"),
    ENGI("Naginata Engi", Kind.INDIVIDUAL, Format.KNOCKOUT, TeamMatchType.FIXED, 0, 8, 0, "NE"),
    SWISS("Swiss Challenge", Kind.INDIVIDUAL, Format.SWISS, TeamMatchType.FIXED, 0, 10, 96, "S"),
    KACHINUKI("Kachinuki Teams", Kind.TEAM, Format.KNOCKOUT, TeamMatchType.KACHINUKI, 3, 12, 0, "K"),
    VETERANS("Veterans League", Kind.INDIVIDUAL, Format.LEAGUE, TeamMatchType.FIXED, 0, 5, 8, "V"),
    NAGINATA("Naginata Shiai", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, TeamMatchType.FIXED, 0, 12, 0, "NS"),
    KYU("Kyu Grades", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, TeamMatchType.FIXED, 0, 15, 0, "KY"),
    TEAM_LEAGUE("Club Team League", Kind.TEAM, Format.LEAGUE, TeamMatchType.FIXED, 3, 6, 24, "TL");

    final String title;
    final Kind kind;
    final Format format;
    final TeamMatchType teamMatchType;
    final int teamSize;
    final int weight;
    /** most people it takes; 0 = no limit */
    final int maxPeople;
    final String prefix;

    Template(String title, Kind kind, Format format, TeamMatchType type, int teamSize, int weight, int maxPeople,
            String prefix) {
        this.title = title;
        this.kind = kind;
        this.format = format;
        this.teamMatchType = type;
        this.teamSize = teamSize;
        this.weight = weight;
        this.maxPeople = maxPeople;
        this.prefix = prefix;
    }

    /** People per entrant: one, or a team's members and one named reserve on average. */
    int peoplePerEntrant() {
        return kind == Kind.TEAM ? teamSize + 1 : 1;
    }

    /** The fewest people it can run with: two entrants, three in a league. */
    int minPeople() {
        return (format == Format.LEAGUE ? 3 : 2) * peoplePerEntrant();
    }

    CompetitionPlan plan(String id, String name, int people, List<String> courts) {
        int entrants = Math.max(format == Format.LEAGUE ? 3 : 2, people / peoplePerEntrant());
        boolean engi = this == ENGI;
        boolean naginata = engi || this == NAGINATA;
        int swissRounds = format == Format.SWISS ? Math.min(6, 32 - Integer.numberOfLeadingZeros(entrants - 1)) : 0;
        boolean juniors = this == JUNIORS;
        int seconds = engi ? 150 : juniors ? 120 : 180;
        String notes = title + ", drawn and run by the tournament desk.\n";
        return new CompetitionPlan(id, name, kind, format, teamMatchType, naginata, engi, teamSize, entrants,
                kind == Kind.TEAM ? 2 : 0, kind == Kind.TEAM ? 4 : 3, 2, format == Format.POOLS_THEN_KNOCKOUT || juniors,
                juniors ? 1 : 0, true, courts, "09:00", seconds, swissRounds, prefix, this == OPEN, notes);
    }
}
