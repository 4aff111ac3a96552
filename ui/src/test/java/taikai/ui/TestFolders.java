package taikai.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.match.EntryWrites;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;

/**
 * Real data folders for the tests and the screenshots, written through the store and, for results,
 * through the write road, exactly as the app writes them. Uses the repository's sample-tournament
 * when it is there ({@link #sample}).
 */
public final class TestFolders {
    /** The men's individual: three pools of four, then a knockout of their winners and runners-up. */
    public static final String MEN = "men";
    /** The women's individual: a direct knockout of eight. */
    public static final String WOMEN = "women";

    private static final String[] GIVEN = {"Hiroshi", "Anna", "Luc", "Emily", "Claire", "Jonas", "Marco", "Lucia",
        "Kenji", "Sofia", "Pieter", "Aiko"};
    private static final String[] FAMILY = {"Sato", "de Vries", "Dubois", "Smith", "Martin", "Schmidt", "Rossi", "Garcia",
        "Tanaka", "Jansen", "Peeters", "Jones"};
    private static final String[] DOJOS = {"Tokyo Kendo Club", "Kendo Amsterdam", "Shidokan Brussels", "Mumeishi London",
        "Hizen Dojo Paris", "Kiryoku Berlin"};

    private TestFolders() {
    }

    /** A tournament on three courts with the men's pools drawn (nothing fought yet) and the women's knockout drawn. */
    public static TournamentStore drawn(Path root) throws Exception {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Amsterdam Taikai 2027", "14-03-2027", "Sporthallen Zuid", List.of("A", "B", "C")));
        store.create(men());
        store.create(women());
        store.checkpoint(); // as the app leaves it once idle: nothing held in the log
        return store;
    }

    /** A tournament whose men's individual has its twelve entrants and nothing drawn yet. */
    public static TournamentStore entered(Path root) throws Exception {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Amsterdam Taikai 2027", "14-03-2027", "Sporthallen Zuid", List.of("A", "B", "C")));
        CompetitionState men = men();
        store.create(CompetitionState.empty(men.competition().withStatus(CompetitionStatus.SETUP)).withPlayers(men.players()));
        store.checkpoint(); // as the app leaves it once idle: nothing held in the log
        return store;
    }

    /** {@link #drawn} and then a morning's play: Pool A finished, Pool B under way, one bout running on court A. */
    public static TournamentStore underWay(Path root) throws Exception {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Amsterdam Taikai 2027", "14-03-2027", "Sporthallen Zuid", List.of("A", "B", "C")));
        CompetitionState men = men();
        List<MatchResult> rows = new ArrayList<>(men.poolMatches());
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id().equals("Pool B-2")) {
                rows.set(i, rows.get(i).withStatus(MatchStatus.RUNNING));
            }
        }
        store.create(men.withPoolMatches(rows));
        store.create(women());
        WriteRoad road = road(store);
        var d = taikai.model.discipline.Corner.A;
        var s = taikai.model.discipline.Corner.B;
        for (String bout : List.of("Pool A-0", "Pool A-1", "Pool A-2", "Pool A-3", "Pool A-4", "Pool A-5")) {
            int n = Integer.parseInt(bout.substring(bout.length() - 1));
            switch (n % 3) {
                case 0 -> score(road, store, MEN, bout, new Entry.Point(d, taikai.model.match.Mark.MEN),
                        new Entry.Point(d, taikai.model.match.Mark.KOTE), new Entry.Finish());
                case 1 -> score(road, store, MEN, bout, new Entry.Point(s, taikai.model.match.Mark.DO), new Entry.Hansoku(d),
                        new Entry.Finish());
                default -> score(road, store, MEN, bout, new Entry.Hikiwake());
            }
        }
        score(road, store, MEN, "Pool B-0", new Entry.Point(s, taikai.model.match.Mark.MEN), new Entry.Finish());
        score(road, store, MEN, "Pool B-1", new Entry.Encho(), new Entry.Hantei(d));
        score(road, store, MEN, "Pool B-2", new Entry.Point(d, taikai.model.match.Mark.KOTE), new Entry.Hansoku(s));
        score(road, store, WOMEN, "m-r1-0", new Entry.Point(d, taikai.model.match.Mark.MEN), new Entry.Finish());
        score(road, store, WOMEN, "m-r1-1", new Entry.Point(s, taikai.model.match.Mark.KOTE), new Entry.Point(s,
                taikai.model.match.Mark.MEN), new Entry.Finish());
        return store;
    }

    /** The repository's sample tournament copied into {@code root}, when the repository holds one. */
    public static boolean sample(Path root) throws IOException {
        // Maven runs the tests in the module's folder; the screenshots run from the repository root.
        Path sample = Stream.of(Path.of("sample-tournament"), Path.of("..", "sample-tournament"))
                .map(p -> p.toAbsolutePath().normalize()).filter(p -> Files.isRegularFile(p.resolve("tournament.md")))
                .findFirst().orElse(null);
        if (sample == null) {
            return false;
        }
        try (Stream<Path> files = Files.walk(sample)) {
            for (Path from : files.toList()) {
                String inside = sample.relativize(from).toString();
                if (inside.equals(".wal") || inside.startsWith(".wal" + java.io.File.separator)) {
                    continue; // the log of an app that had the sample open is no part of the tournament
                }
                Path to = root.resolve(inside);
                if (Files.isDirectory(from)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(from, to);
                }
            }
        }
        return true;
    }

    /** Enters {@code entries} one after the other on a match, each through the write road as the desktop would. */
    public static void score(WriteRoad road, TournamentStore store, String competition, String matchId, Entry... entries) {
        for (Entry entry : entries) {
            CompetitionState state = store.competition(competition).read().state().orElseThrow();
            MatchResult match = state.findMatch(matchId).orElseThrow();
            var write = EntryWrites.entry(competition, state.competition(), match, Target.MATCH, entry, road.now(), "court A");
            Answer answer = road.submit(new Request("", "court A", write.orElseThrow()));
            if (!answer.outcome().wroteHistory()) {
                throw new IllegalStateException(matchId + ": " + answer.message());
            }
        }
    }

    /** Where a hand edit put a cell of a results file: its line and column, 1-based. */
    public record Cell(int line, int column) {
    }

    /**
     * Replaces, by hand as in an editor, the {@code header} cell of the row of {@code matchId} in a
     * competition's pool-matches.csv, and says where that cell sits. Only for a column before the JSON
     * columns, whose cells hold no comma.
     */
    public static Cell editCell(Path root, String competition, String matchId, String header, String raw)
            throws IOException {
        Path results = root.resolve("competitions/" + competition + "/pool-matches.csv");
        List<String> lines = new ArrayList<>(Files.readString(results, StandardCharsets.UTF_8).lines().toList());
        int column = List.of(lines.get(0).split(",")).indexOf(header);
        int dash = matchId.lastIndexOf('-');
        String start = matchId.substring(0, dash) + "," + matchId.substring(dash + 1) + ",";
        int row = 0;
        while (!lines.get(row).startsWith(start)) {
            row++;
        }
        List<String> cells = new ArrayList<>(List.of(lines.get(row).split(",", column + 2)));
        int at = 1;
        for (int i = 0; i < column; i++) {
            at += cells.get(i).length() + 1;
        }
        cells.set(column, raw);
        lines.set(row, String.join(",", cells));
        Files.writeString(results, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return new Cell(row + 1, at);
    }

    public static WriteRoad road(TournamentStore store) {
        return new WriteRoad(store, Handlers.standard(), System::currentTimeMillis,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
    }

    static CompetitionState men() {
        Competition c = Competition.create(MEN, "Men's individual", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withSchedule(s -> s.withCourts(List.of("A", "B"))).withStatus(CompetitionStatus.POOLS);
        List<Player> players = players(0, 12);
        PoolDraw.Result draw = PoolDraw.draw(c, players, 11L);
        // Each court's bouts five minutes apart from nine o'clock, as a schedule would give them.
        java.util.Map<String, Integer> slots = new java.util.HashMap<>();
        List<MatchResult> timed = new ArrayList<>();
        for (MatchResult bout : draw.bouts()) {
            int slot = slots.merge(bout.court(), 1, Integer::sum) - 1;
            timed.add(bout.withScheduledAt(String.format("%02d:%02d", 9 + slot * 5 / 60, slot * 5 % 60)));
        }
        return CompetitionState.empty(c).withPlayers(players).withPools(draw.pools()).withPoolMatches(timed)
                .withBracket(PoolsToKnockout.draw(c, draw.pools()));
    }

    static CompetitionState women() {
        Competition c = Competition.create(WOMEN, "Women's individual", Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(List.of("C"))).withStatus(CompetitionStatus.PLAYOFFS);
        List<Player> players = players(100, 8);
        return CompetitionState.empty(c).withPlayers(players).withBracket(KnockoutDraw.draw(c, players, 5L));
    }

    private static List<Player> players(int from, int count) {
        List<Player> players = new ArrayList<>();
        for (int i = from; i < from + count; i++) {
            String name = GIVEN[(i * 5) % GIVEN.length] + " " + FAMILY[(i * 7 + i / GIVEN.length) % FAMILY.length];
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), name, DOJOS[(i * 5) % DOJOS.length]));
        }
        return players;
    }
}
