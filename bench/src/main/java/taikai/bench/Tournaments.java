package taikai.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.generator.Plans;
import taikai.generator.TournamentGenerator;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.tournament.Tournament;
import taikai.storage.roster.RosterException;
import taikai.storage.store.TournamentStore;

/**
 * Data folders for the benchmarks, drawn with the model's own draws and written through the store,
 * so they hold exactly the bytes the app writes. Every run with the same sizes gives the same folders.
 */
final class Tournaments {
    static final List<String> COURTS = List.of("A", "B", "C", "D");
    /** Pools of four (at least), the usual kendo pool: 6 bouts, or 10 in a pool of five. */
    static final int POOL_SIZE = 4;
    /** How many entrants one competition of a generated tournament holds, about. */
    static final int ENTRANTS_PER_COMPETITION = 100;
    private static final long SEED = 2027L;
    private static final int MATCH_MINUTES = 4;

    private Tournaments() {
    }

    /** {@code count} entrants from 40 dojos; {@code offset} keeps ids unique across competitions. */
    static List<Player> players(int offset, int count) {
        List<Player> players = new ArrayList<>(count);
        for (int i = offset; i < offset + count; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 40)));
        }
        return players;
    }

    /** A pools competition of {@code entrants}, drawn, nothing played yet. */
    static CompetitionState pools(String id, int offset, int entrants) {
        Competition competition = Competition.create(id, "Open " + id, Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(POOL_SIZE)).withSchedule(s -> s.withCourts(COURTS)).withStatus(CompetitionStatus.POOLS);
        List<Player> players = players(offset, entrants);
        PoolDraw.Result draw = PoolDraw.draw(competition, players, SEED);
        return CompetitionState.empty(competition).withPlayers(players).withPools(draw.pools())
                .withPoolMatches(draw.bouts());
    }

    /** The fewest entrants whose pool draw gives exactly {@code matches} pool matches. */
    static int entrantsForMatches(int matches) {
        for (int entrants = 2; entrants <= 4 * matches; entrants++) {
            if (pools("probe", 0, entrants).poolMatches().size() == matches) {
                return entrants;
            }
        }
        throw new IllegalArgumentException("No pool draw gives exactly " + matches + " matches; choose another size.");
    }

    /** A knockout without pools: the tree only, nothing played. */
    static CompetitionState knockout(String id, int offset, int entrants) {
        Competition competition = Competition.create(id, "Kyu " + id, Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(COURTS)).withStatus(CompetitionStatus.PLAYOFFS);
        List<Player> players = players(offset, entrants);
        return CompetitionState.empty(competition).withPlayers(players)
                .withBracket(KnockoutDraw.draw(competition, players, SEED));
    }

    /**
     * Mid-day: every match given a clock time on its court, four minutes apart from 9:00, and every
     * other one fought and finished, side A winning by two points to one.
     */
    static CompetitionState midDay(CompetitionState state) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        java.util.Map<String, Integer> onCourt = new java.util.HashMap<>();
        for (int i = 0; i < matches.size(); i++) {
            MatchResult m = matches.get(i);
            int minutes = MATCH_MINUTES * onCourt.merge(m.court(), 1, Integer::sum) - MATCH_MINUTES;
            m = m.withScheduledAt(String.format(java.util.Locale.ROOT, "%d:%02d", 9 + minutes / 60, minutes % 60));
            if (i % 2 == 0) {
                taikai.model.match.Side aka = m.sideA();
                m = m.withStatus(MatchStatus.COMPLETED)
                        .withSideA(aka.withIppons(List.of(Mark.MEN, Mark.KOTE)))
                        .withSideB(m.sideB().withIppons(List.of(Mark.DO)))
                        .withVerdict(v -> v.withDecision(Decision.FOUGHT).withWinner(aka.name()).withWinnerId(aka.participantId()));
            }
            matches.set(i, m);
        }
        return state.withPoolMatches(matches);
    }

    /** A new data folder holding {@code states}, written through a fresh store, which it returns. */
    static TournamentStore folder(Path root, List<CompetitionState> states) throws IOException, RosterException {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Benchmark Taikai", "14-03-2027", "City Sports Hall", COURTS));
        for (CompetitionState state : states) {
            store.create(state);
        }
        return store;
    }

    /**
     * A whole tournament of about {@code entrants}, made by the project's tournament generator as
     * {@code ./taikai generate DIR --entrants N --competitions C --seed 2027} makes it: one
     * competition per hundred entrants (at most {@link Plans#MAX_COMPETITIONS}), individual and team
     * events drawn and played to mid-day with every kind of result, their history files included.
     */
    static void tournament(Path root, int entrants) throws IOException {
        int competitions = Math.max(1, Math.min(Plans.MAX_COMPETITIONS,
                (entrants + ENTRANTS_PER_COMPETITION - 1) / ENTRANTS_PER_COMPETITION));
        TournamentGenerator.generate(root, Plans.forSize(entrants, competitions, SEED));
    }

    /** Copies the folder {@code from}, every file and folder in it, to {@code to}, which must not exist yet. */
    static void copy(Path from, Path to) throws IOException {
        try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(from)) {
            for (Path path : walk.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (java.nio.file.Files.isDirectory(path)) {
                    java.nio.file.Files.createDirectories(target);
                } else {
                    java.nio.file.Files.copy(path, target);
                }
            }
        }
    }
}
