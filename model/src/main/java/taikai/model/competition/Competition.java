package taikai.model.competition;

import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import taikai.model.Copies;

/**
 * One competition's settings, the front matter of {@code competitions/<id>/config.md}
 * (spec section 2, file-formats "config.md keys", plus the keys data-model.md adds).
 *
 * The settings are grouped the way the spec speaks of them: the pools, the teams, how a bout is
 * won, naginata, the knockout, the schedule, the entrants, the Swiss rounds, the league tie-break
 * and the line-up migration of spec section 2. Each group is its own record, so a setting cannot
 * land in its neighbour's place without the compiler noticing. {@code effective...} on a group gives
 * the documented default of a value that is 0 when its key is absent; the default is never written back.
 */
public record Competition(
        /** matches ^[a-zA-Z0-9][a-zA-Z0-9_-]*$, at most 64 characters */ String id,
        String name,
        Kind kind,
        /** empty or unknown reads as knockout */ Format format,
        CompetitionStatus status,
        PoolRules pools,
        TeamRules teams,
        BoutRules bouts,
        NaginataRules naginata,
        KnockoutRules knockout,
        CompetitionSchedule schedule,
        EntrantRules entrants,
        SwissState swiss,
        LeagueTiebreak league,
        /** spec section 2: the conversion of v2.1.1's round line-ups */ LineupMigration lineups,
        List<FightingSpiritAward> fightingSpiritAwards,
        /** the random seed the current draw was made with */ int drawSeed,
        /** front-matter keys this version does not know, kept and written back */ Map<String, Object> extraKeys,
        /** the Markdown body, kept exactly as written */ String notes) {

    public Competition {
        id = Copies.text(id);
        name = Copies.text(name);
        kind = kind == null ? Kind.INDIVIDUAL : kind;
        format = format == null ? Format.KNOCKOUT : format;
        status = status == null ? CompetitionStatus.SETUP : status;
        pools = pools == null ? PoolRules.DEFAULT : pools;
        teams = teams == null ? TeamRules.INDIVIDUAL : teams;
        bouts = bouts == null ? BoutRules.DEFAULT : bouts;
        naginata = naginata == null ? NaginataRules.KENDO : naginata;
        knockout = knockout == null ? KnockoutRules.DEFAULT : knockout;
        schedule = schedule == null ? CompetitionSchedule.UNSET : schedule;
        entrants = entrants == null ? EntrantRules.DEFAULT : entrants;
        swiss = swiss == null ? SwissState.NONE : swiss;
        league = league == null ? LeagueTiebreak.NONE : league;
        lineups = lineups == null ? LineupMigration.CONVERTED : lineups;
        fightingSpiritAwards = Copies.list(fightingSpiritAwards);
        extraKeys = Copies.ordered(extraKeys);
        notes = Copies.text(notes);
    }

    /** A new competition with every setting at its default; a new competition starts converted (spec section 2). */
    public static Competition create(String id, String name, Kind kind, Format format) {
        TeamRules teams = kind == Kind.TEAM ? TeamRules.INDIVIDUAL.withSize(5) : TeamRules.INDIVIDUAL;
        return new Competition(id, name, kind, format, CompetitionStatus.SETUP, PoolRules.DEFAULT, teams,
                BoutRules.DEFAULT, NaginataRules.KENDO, KnockoutRules.DEFAULT, CompetitionSchedule.UNSET,
                EntrantRules.DEFAULT, SwissState.NONE, LeagueTiebreak.NONE, LineupMigration.CONVERTED, List.of(), 0,
                Map.of(), "");
    }

    public boolean isTeam() {
        return kind == Kind.TEAM;
    }

    public Competition withId(String value) {
        return change(b -> b.id = value);
    }

    public Competition withName(String value) {
        return change(b -> b.name = value);
    }

    public Competition withKind(Kind value) {
        return change(b -> b.kind = value);
    }

    public Competition withFormat(Format value) {
        return change(b -> b.format = value);
    }

    public Competition withStatus(CompetitionStatus value) {
        return change(b -> b.status = value);
    }

    public Competition withPools(UnaryOperator<PoolRules> edit) {
        return change(b -> b.pools = edit.apply(pools));
    }

    public Competition withTeams(UnaryOperator<TeamRules> edit) {
        return change(b -> b.teams = edit.apply(teams));
    }

    public Competition withBouts(UnaryOperator<BoutRules> edit) {
        return change(b -> b.bouts = edit.apply(bouts));
    }

    public Competition withNaginata(UnaryOperator<NaginataRules> edit) {
        return change(b -> b.naginata = edit.apply(naginata));
    }

    public Competition withKnockout(UnaryOperator<KnockoutRules> edit) {
        return change(b -> b.knockout = edit.apply(knockout));
    }

    public Competition withSchedule(UnaryOperator<CompetitionSchedule> edit) {
        return change(b -> b.schedule = edit.apply(schedule));
    }

    public Competition withEntrants(UnaryOperator<EntrantRules> edit) {
        return change(b -> b.entrants = edit.apply(entrants));
    }

    public Competition withSwiss(UnaryOperator<SwissState> edit) {
        return change(b -> b.swiss = edit.apply(swiss));
    }

    public Competition withLeague(UnaryOperator<LeagueTiebreak> edit) {
        return change(b -> b.league = edit.apply(league));
    }

    public Competition withLineups(UnaryOperator<LineupMigration> edit) {
        return change(b -> b.lineups = edit.apply(lineups));
    }

    public Competition withFightingSpiritAwards(List<FightingSpiritAward> value) {
        return change(b -> b.fightingSpiritAwards = value);
    }

    public Competition withDrawSeed(int value) {
        return change(b -> b.drawSeed = value);
    }

    public Competition withExtraKeys(Map<String, Object> value) {
        return change(b -> b.extraKeys = value);
    }

    public Competition withNotes(String value) {
        return change(b -> b.notes = value);
    }

    /** One copy with one component changed: each wither names only what it changes. */
    private Competition change(java.util.function.Consumer<Copy> edit) {
        Copy copy = new Copy(this);
        edit.accept(copy);
        return copy.build();
    }

    /** The components of a competition while one of them is replaced. */
    private static final class Copy {
        String id;
        String name;
        Kind kind;
        Format format;
        CompetitionStatus status;
        PoolRules pools;
        TeamRules teams;
        BoutRules bouts;
        NaginataRules naginata;
        KnockoutRules knockout;
        CompetitionSchedule schedule;
        EntrantRules entrants;
        SwissState swiss;
        LeagueTiebreak league;
        LineupMigration lineups;
        List<FightingSpiritAward> fightingSpiritAwards;
        int drawSeed;
        Map<String, Object> extraKeys;
        String notes;

        Copy(Competition c) {
            id = c.id;
            name = c.name;
            kind = c.kind;
            format = c.format;
            status = c.status;
            pools = c.pools;
            teams = c.teams;
            bouts = c.bouts;
            naginata = c.naginata;
            knockout = c.knockout;
            schedule = c.schedule;
            entrants = c.entrants;
            swiss = c.swiss;
            league = c.league;
            lineups = c.lineups;
            fightingSpiritAwards = c.fightingSpiritAwards;
            drawSeed = c.drawSeed;
            extraKeys = c.extraKeys;
            notes = c.notes;
        }

        Competition build() {
            return new Competition(id, name, kind, format, status, pools, teams, bouts, naginata, knockout, schedule,
                    entrants, swiss, league, lineups, fightingSpiritAwards, drawSeed, extraKeys, notes);
        }
    }
}
