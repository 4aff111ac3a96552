package taikai.bench;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.schedule.Live;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Schedule;
import taikai.model.schedule.Slot;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.TournamentStore;

/**
 * The day's plan for a large tournament (issue: the day's schedule, benchmark): 3,000 entrants in 30
 * pools-then-knockout competitions on 8 courts, each competition on two of them, a third of the
 * people entered twice. It times the plan of the whole day, then a live re-plan after each of 100
 * finishes (the next match of a court marked finished, a minute late), beside the time to open the
 * same folder from disk. {@code java -cp bench/target/taikai-bench.jar taikai.bench.ScheduleCost [rounds]}
 * or {@code Bench --only schedule}.
 */
final class ScheduleCost {
    static final List<String> COURTS = List.of("A", "B", "C", "D", "E", "F", "G", "H");
    static final int COMPETITIONS = 30;
    static final int ENTRANTS = 100;
    static final int FINISHES = 100;
    static final LocalDate DAY = LocalDate.of(2027, 3, 14);

    /** Wall-clock and this thread's CPU time of each operation (the CPU time is what a busy machine changes least). */
    record Result(int matches, Samples plan, Samples replan, Samples open, Samples planCpu, Samples replanCpu, Samples openCpu) {
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    private ScheduleCost() {
    }

    public static void main(String[] args) throws Exception {
        Path work = java.nio.file.Files.createTempDirectory("taikai-schedule-bench");
        try {
            print(run(work, args.length > 0 ? Integer.parseInt(args[0]) : 5));
        } finally {
            try (var paths = java.nio.file.Files.walk(work)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    java.nio.file.Files.delete(p);
                }
            }
        }
    }

    static Tournament tournament() {
        return Tournament.create("Benchmark Taikai", "14-03-2027", "City Sports Hall", COURTS).withDay(d -> d.withOpeningTime("08:30")
                        .withOpeningBlock("30m").withLunchBlock("45m").withClosingTime("23:00"));
    }

    static List<CompetitionState> competitions() {
        List<CompetitionState> states = new ArrayList<>();
        for (int c = 0; c < COMPETITIONS; c++) {
            List<String> courts = List.of(COURTS.get((2 * c) % COURTS.size()), COURTS.get((2 * c + 1) % COURTS.size()));
            String start = c < COURTS.size() / 2 ? "09:00" : "09:" + String.format(Locale.ROOT, "%02d", c);
            Competition comp = Competition.create(String.format(Locale.ROOT, "open-%02d", c), "Open " + c, Kind.INDIVIDUAL,
                    Format.POOLS_THEN_KNOCKOUT).withPools(p -> p.withSize(4)).withStatus(CompetitionStatus.POOLS)
                    .withSchedule(s -> s.withCourts(courts).withStartTime(start).withPoolMatchSeconds(120)
                            .withPlayoffMatchSeconds(120));
            List<Player> players = new ArrayList<>();
            for (int i = 0; i < ENTRANTS; i++) {
                // People numbered so that about a third of them fight in a second competition too.
                int person = i < ENTRANTS / 3 ? ((c + 1) % COMPETITIONS) * ENTRANTS + ENTRANTS / 3 + i : c * ENTRANTS + i;
                players.add(Player.of(String.format(Locale.ROOT, "00000000-0000-4000-8%03d-%012d", c, i), "Fighter " + person,
                        "Dojo " + (person % 40)));
            }
            PoolDraw.Result draw = PoolDraw.draw(comp, players, 2027L);
            states.add(CompetitionState.empty(comp).withPlayers(players).withPools(draw.pools()).withPoolMatches(draw.bouts())
                    .withBracket(PoolsToKnockout.draw(comp, draw.pools())));
        }
        return states;
    }

    static Result run(Path work, int rounds) throws Exception {
        Tournament t = tournament();
        List<CompetitionState> states = competitions();
        Samples plan = new Samples("plan");
        Samples planCpu = new Samples("plan");
        Plan first = null;
        for (int i = 0; i < rounds + 2; i++) {
            long start = System.nanoTime();
            long cpu = cpu();
            first = Schedule.plan(t, states);
            if (i >= 2) {
                plan.add(System.nanoTime() - start);
                planCpu.add(cpu() - cpu);
            }
        }
        if (first.hasProblems() || first.slots().isEmpty()) {
            throw new IllegalStateException("The benchmark day does not plan: " + first.problems());
        }
        List<CompetitionState> live = new ArrayList<>();
        for (CompetitionState s : states) {
            live.add(first.applyTo(s));
        }
        Path root = work.resolve("schedule-day");
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(t);
        for (CompetitionState s : live) {
            store.create(s);
        }
        Samples open = new Samples("open the folder");
        Samples openCpu = new Samples("open the folder");
        for (int i = 0; i < rounds + 1; i++) {
            long start = System.nanoTime();
            long cpu = cpu();
            LoadedTournament loaded = FolderReader.read(root);
            if (i >= 1) {
                open.add(System.nanoTime() - start);
                openCpu.add(cpu() - cpu);
            }
            if (loaded.competitions().size() != COMPETITIONS) {
                throw new IllegalStateException("The folder opened with " + loaded.competitions().size() + " competitions.");
            }
        }
        // The finishes come in the plan's order, each a minute after its planned end.
        List<Slot> order = new ArrayList<>(first.slots());
        order.sort(Comparator.comparingInt(Slot::end).thenComparing(Slot::court));
        Map<String, Integer> index = new TreeMap<>();
        for (int i = 0; i < live.size(); i++) {
            index.put(live.get(i).competition().id(), i);
        }
        Samples replan = new Samples("re-plan after a finish");
        Samples replanCpu = new Samples("re-plan after a finish");
        for (int f = 0; f < FINISHES; f++) {
            Slot done = order.get(f);
            int at = index.get(done.competitionId());
            CompetitionState s = live.get(at);
            List<MatchResult> rows = new ArrayList<>(s.poolMatches());
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).id().equals(done.matchId())) {
                    rows.set(i, rows.get(i).withStatus(MatchStatus.COMPLETED)
                            .withProvenance(p -> p.withGroupStamps(new TreeMap<>(Map.of("verdict", millis(done.end() + 1))))));
                }
            }
            live.set(at, s.withPoolMatches(rows));
            long start = System.nanoTime();
            long cpu = cpu();
            Plan again = Schedule.plan(t, live, Schedule.Options.PLAN.withLive(new Live(millis(done.end() + 1), ZoneOffset.UTC)));
            replan.add(System.nanoTime() - start);
            replanCpu.add(cpu() - cpu);
            if (again.slots().size() != first.slots().size()) {
                throw new IllegalStateException("A re-plan lost matches.");
            }
        }
        return new Result(first.slots().size(), plan, replan, open, planCpu, replanCpu, openCpu);
    }

    static long millis(int minute) {
        return LocalDateTime.of(DAY, java.time.LocalTime.MIN).plusMinutes(minute).toInstant(ZoneOffset.UTC).toEpochMilli();
    }

    static void print(Result r) {
        System.out.printf(Locale.ROOT, "Schedule: %d competitions, %d entrants, %d courts, %d matches.%n", COMPETITIONS,
                COMPETITIONS * ENTRANTS, COURTS.size(), r.matches());
        System.out.println("| operation | runs | median ms | p95 ms | median CPU ms | target | ratio to opening the folder (CPU) |");
        System.out.println("|---|---|---|---|---|---|---|");
        double open = r.openCpu().medianMillis();
        row(r.plan(), r.planCpu(), "under 1000 ms", open);
        row(r.replan(), r.replanCpu(), "under 50 ms", open);
        row(r.open(), r.openCpu(), "", open);
    }

    private static void row(Samples s, Samples cpu, String target, double open) {
        System.out.printf(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.1f | %s | %.2f |%n", s.name(), s.count(), s.medianMillis(),
                s.p95Millis(), cpu.medianMillis(), target, cpu.medianMillis() / open);
    }
}
