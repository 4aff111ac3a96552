package taikai.generator;

import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.roster.RosterException;
import taikai.storage.store.Change;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.CompetitionUnavailableException;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;

/**
 * One competition, written the way the app writes one: created with its roster, drawn, then its day
 * played, each step a write through the store on the state it reads back from disk. Every random
 * choice comes from the competition's own stream, so one competition's size never changes another's.
 */
final class CompetitionRun {
    private static final Duration WAIT = Duration.ofSeconds(30);

    /** What the day left: matches finished and running. */
    record Tally(int finished, int running, int people) {
    }

    private final CompetitionPlan plan;
    private final Hall hall;
    private final SplittableRandom random;
    private final SeededIds ids;

    CompetitionRun(CompetitionPlan plan, Hall hall, SplittableRandom random) {
        this.plan = plan;
        this.hall = hall;
        this.random = random;
        this.ids = new SeededIds(random.nextLong());
    }

    Tally run(TournamentStore store) throws IOException, RosterException, LockTimeoutException,
            CompetitionUnavailableException {
        Map<String, Double> strength = new HashMap<>();
        CompetitionState setup = setup(strength);
        store.create(setup);
        CompetitionStore competition = store.competition(plan.id());
        int drawSeed = random.nextInt(1_000_000);
        competition.write(WAIT, state -> Change.of(FirstDraw.of(state, drawSeed), List.of(), null));
        SplittableRandom play = random.split();
        Journal journal = new Journal(hall.clock(), new SeededIds(random.nextLong()), random.split(), hall.outages());
        return competition.write(WAIT, state -> {
            Board board = play(state, strength, play, journal);
            return Change.of(board.state(), journal.lines(), tally(board, setup));
        });
    }

    /**
     * The same steps without the store, for tests that play many days quickly: the state after the
     * day, and its history lines in {@code journal}.
     */
    Board inMemory(List<taikai.model.history.HistoryEntry> journalLines) {
        Map<String, Double> strength = new HashMap<>();
        CompetitionState drawn = FirstDraw.of(setup(strength), random.nextInt(1_000_000));
        SplittableRandom play = random.split();
        Journal journal = new Journal(hall.clock(), new SeededIds(random.nextLong()), random.split(), hall.outages());
        Board board = play(drawn, strength, play, journal);
        journalLines.addAll(journal.lines());
        return board;
    }

    private Board play(CompetitionState drawn, Map<String, Double> strength, SplittableRandom play, Journal journal) {
        Board board = new Board(drawn);
        MatchPlayer player = new MatchPlayer(board, journal, hall.clock(), strength, play, hall.now());
        new CompetitionDay(plan, board, hall.booking(), player, play).run();
        return board;
    }

    private CompetitionState setup(Map<String, Double> strength) {
        CompetitionState empty = CompetitionState.empty(config());
        if (plan.isTeam()) {
            return TeamRoster.build(empty, plan, hall.clubs(), hall.clock(), random.split(), ids, strength);
        }
        Roster.Built roster = Roster.individuals(plan, hall.clubs(), random.split(), ids);
        strength.putAll(roster.strength());
        return empty.withPlayers(roster.players()).withSeeds(roster.seeds());
    }

    private Competition config() {
        return Competition.create(plan.id(), plan.name(), plan.kind(), plan.format())
                .withTeams(t -> t.withSize(plan.isTeam() ? plan.teamSize() : 0).withMatchType(plan.teamMatchType()))
                .withPools(p -> p.withSize(plan.poolSize()).withWinners(plan.poolWinners()))
                .withSchedule(s -> s.withCourts(plan.courts()).withStartTime(plan.startTime()).withDate(hall.clock().date()))
                .withStatus(CompetitionStatus.DRAW_READY)
                .withEntrants(e -> e.withWithZekkenName(plan.zekkenNames()).withNumberPrefix(plan.numberPrefix()))
                .withSchedule(s -> s.withPoolMatchSeconds(plan.matchSeconds()).withPlayoffMatchSeconds(plan.matchSeconds()))
                .withSwiss(s -> s.withRounds(plan.swissRounds()))
                .withNaginata(n -> n.withShiai(plan.naginata()).withEngi(plan.engi()))
                .withEntrants(e -> e.withCheckInEnabled(true))
                .withKnockout(k -> k.withThirdPlaceMatch(plan.thirdPlaceMatch()))
                .withBouts(b -> b.withHikiwakeAllowed(plan.hikiwakeAllowed()).withEnchoLimit(plan.enchoLimit()))
                .withNotes(plan.notes());
    }

    private static Tally tally(Board board, CompetitionState setup) {
        List<MatchResult> all = new java.util.ArrayList<>(board.rows());
        board.bracket().allMatches().forEach(m -> all.add(m.result()));
        int finished = (int) all.stream().filter(m -> m.isCompleted() && !m.sideA().isEmpty() && !m.sideB().isEmpty())
                .count();
        int running = (int) all.stream().filter(m -> m.status() == MatchStatus.RUNNING).count();
        int people = setup.competition().isTeam()
                ? setup.teamMembers().values().stream().mapToInt(l -> (int) l.stream().filter(m -> !m.name().isEmpty()).count()).sum()
                : setup.players().size();
        return new Tally(finished, running, people);
    }
}
