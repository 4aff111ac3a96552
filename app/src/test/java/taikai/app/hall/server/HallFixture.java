package taikai.app.hall.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.model.tournament.Tournament;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.TournamentStore;

/**
 * A real data folder with four courts and a drawn pool competition ({@value #COMPETITION}, one pool
 * per court), its codes in a settings folder of the test's own, the real write road and the real hall
 * server on loopback, and a plain HTTP client for the requests a court client never sends.
 */
final class HallFixture implements AutoCloseable {
    static final String COMPETITION = "open";
    static final List<String> COURTS = List.of("A", "B", "C", "D");

    final Path root;
    final Path settings;
    final TournamentStore store;
    final CodeBook codes;
    final String organiserCode;
    final Map<String, String> courtCodes = new LinkedHashMap<>();
    final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();
    WriteRoad road;
    HallServer server;
    private int port;

    HallFixture(Path temp) throws Exception {
        this(temp, 16);
    }

    HallFixture(Path temp, int entrants) throws Exception {
        root = temp.resolve("data");
        settings = temp.resolve("settings");
        Files.createDirectories(root);
        store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Spring Taikai", "14-03-2027", "City Sports Hall", COURTS));
        store.create(pools(COMPETITION, entrants));
        codes = CodeBook.open(settings, root);
        Map<Grant, String> made = codes.createMissing(COURTS);
        organiserCode = made.get(Grant.organiser());
        COURTS.forEach(court -> courtCodes.put(court, made.get(Grant.court(court))));
    }

    /** A pool competition of {@code entrants} from four dojos over the four courts, drawn with a fixed seed. */
    static CompetitionState pools(String id, int entrants) {
        Competition competition = Competition.create(id, "Open " + id, Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withSchedule(s -> s.withCourts(COURTS));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 4)));
        }
        PoolDraw.Result draw = PoolDraw.draw(competition, players, 7L);
        return CompetitionState.empty(competition.withStatus(CompetitionStatus.POOLS)).withPlayers(players)
                .withPools(draw.pools()).withPoolMatches(draw.bouts());
    }

    /** Starts the server with a fresh road, as a restarted hall laptop would: on the port it had, if it had one. */
    HallFixture start() {
        return start(FeedRoute.KEEP_ALIVE_MILLIS);
    }

    HallFixture start(long keepAliveMillis) {
        road = WriteRoad.standard(store, new ChangeFeed());
        server = HallServer.start(road, codes, HallServer.LOOPBACK, port, keepAliveMillis);
        port = server.port();
        return this;
    }

    /** Starts the server on a road of the test's own, with the actions the test sends. */
    HallFixture start(WriteRoad custom, ActionTypes actions) {
        road = custom;
        server = HallServer.start(road, codes, HallServer.LOOPBACK, port, FeedRoute.KEEP_ALIVE_MILLIS, actions);
        port = server.port();
        return this;
    }

    void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }

    URI base() {
        return URI.create("http://127.0.0.1:" + port);
    }

    List<MatchResult> matches() {
        return store.competition(COMPETITION).read().state().orElseThrow().poolMatches();
    }

    List<MatchResult> matchesOn(String court) {
        return matches().stream().filter(m -> m.court().equals(court)).toList();
    }

    /** Every history line of the competition, match by match. */
    List<HistoryEntry> history() throws IOException {
        List<HistoryEntry> lines = new ArrayList<>();
        for (MatchResult m : matches()) {
            lines.addAll(history(m.id()));
        }
        return lines;
    }

    List<HistoryEntry> history(String matchId) throws IOException {
        Path file = root.resolve(store.competition(COMPETITION).historyPath(matchId));
        return Files.exists(file) ? HistoryFile.read("h", Files.readString(file), new Problems()) : List.of();
    }

    /** How many lines the match's history holds now (for waiting on it). */
    int historySize(String matchId) {
        try {
            return history(matchId).size();
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * The bytes of every file in the data folder, to show that a refused request wrote nothing. The
     * write-ahead log is left out: its checkpoint, a second after the last write, rewrites its header
     * whenever it comes, and says nothing about what a request wrote.
     */
    Map<String, String> snapshot() throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).filter(p -> !root.relativize(p).startsWith(".wal")).sorted()
                    .toList()) {
                files.put(root.relativize(p).toString(), Files.readString(p, StandardCharsets.ISO_8859_1));
            }
        }
        return files;
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(base().resolve(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, String code, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base().resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (code != null) {
            request.header("Authorization", "Bearer " + code);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() {
        stop();
    }
}
