package taikai.app.road.actions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import taikai.app.road.Action;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;

/**
 * A real data folder, the standard write road on it and a clock the test moves: the actions' tests
 * send every change down the same road the desktop and the court tables use.
 */
public final class ActionFolder {
    public static final long START = 1_805_000_000_000L;
    public static final String COURT_A = "A";

    public final Path root;
    public final TournamentStore store;
    public final AtomicLong clock = new AtomicLong(START);
    public final ChangeFeed feed = new ChangeFeed();
    public final WriteRoad road;
    private final AtomicInteger keys = new AtomicInteger();

    public ActionFolder(Path root, CompetitionState... competitions) throws Exception {
        this.root = root;
        this.store = StoreFixtures.folder(root, competitions);
        this.road = new WriteRoad(store, Handlers.standard(), clock::get, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), feed);
    }

    /** A competition with {@code count} entrants from four dojos, on courts A and B, not drawn yet. */
    public static CompetitionState entered(String id, Kind kind, Format format, int count) {
        Competition competition = Competition.create(id, "Open " + id, kind, format).withPools(p -> p.withSize(4))
                .withSchedule(s -> s.withCourts(List.of("A", "B")));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = (kind == Kind.TEAM ? "Team " : "Fighter ") + i;
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), name, "Dojo " + (i % 4)));
        }
        return CompetitionState.empty(competition).withPlayers(players);
    }

    /** Sends {@code action} with a fresh key, from the desktop. */
    public Answer submit(Action action) {
        return road.submit(new Request("k-" + keys.incrementAndGet(), "desktop", action));
    }

    /** Draws {@code competition} through the road and returns it as drawn. */
    public CompetitionState draw(String competition) {
        Answer answer = submit(new GenerateDraw(competition, 7));
        if (!answer.landed()) {
            throw new IllegalStateException(answer.message());
        }
        return state(competition);
    }

    public CompetitionState state(String competition) {
        return store.competition(competition).read().state().orElseThrow();
    }

    public MatchResult match(String competition, String matchId) {
        return state(competition).findMatch(matchId).orElseThrow();
    }

    /** The lines of a match's history, or of the competition's ({@code _competition}). */
    public List<HistoryEntry> history(String competition, String target) throws Exception {
        Path file = root.resolve(store.competition(competition).historyPath(target));
        return Files.exists(file) ? HistoryFile.read("h", Files.readString(file), new Problems()) : List.of();
    }

    public String file(String competition, String name) throws Exception {
        Path file = root.resolve("competitions").resolve(competition).resolve(name);
        return Files.exists(file) ? Files.readString(file) : "";
    }
}
