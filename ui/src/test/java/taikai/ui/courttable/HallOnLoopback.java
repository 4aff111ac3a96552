package taikai.ui.courttable;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;
import taikai.app.road.Request;
import taikai.app.road.actions.court.Requeue;
import taikai.app.hall.server.HallServer;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.ui.TestFolders;
import taikai.ui.session.Session;

/**
 * The hall laptop for court mode's tests: a copy of the sample tournament opened as the desktop opens
 * it, its codes in a settings folder of the test's own, and the real hall server on loopback, which
 * can be stopped and started again on the same port.
 */
final class HallOnLoopback implements AutoCloseable {
    final Path data;
    final Path settings;
    final Session hall;
    final CodeBook codes;
    final Map<Grant, String> made;
    private HallServer server;
    private int port;

    HallOnLoopback(Path temp) throws Exception {
        data = temp.resolve("hall-data");
        settings = temp.resolve("hall-settings");
        if (!TestFolders.sample(data)) {
            throw new IllegalStateException("These tests need the repository's sample-tournament/.");
        }
        hall = Session.open(data);
        codes = CodeBook.open(settings, data);
        made = codes.createMissing(hall.snapshot().courts());
        start();
    }

    /**
     * A second hall laptop that took over from this one (decision 0030): a copy of this hall's folder as
     * it is now, with its codes, served on a port of its own, as a promoted standby would serve it.
     */
    HallOnLoopback takenOverIn(Path temp) throws Exception {
        return new HallOnLoopback(temp, this);
    }

    private HallOnLoopback(Path temp, HallOnLoopback from) throws Exception {
        data = temp.resolve("standby-data");
        settings = temp.resolve("standby-settings");
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(from.data)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path to = data.resolve(from.data.relativize(file).toString());
                if (java.nio.file.Files.isDirectory(file)) {
                    java.nio.file.Files.createDirectories(to);
                } else {
                    java.nio.file.Files.copy(file, to);
                }
            }
        }
        Path book = CodeBook.open(settings, data).file();
        java.nio.file.Files.createDirectories(book.getParent());
        java.nio.file.Files.copy(from.codes.file(), book);
        hall = Session.open(data);
        codes = CodeBook.open(settings, data);
        made = from.made;
        start();
    }

    void start() {
        server = HallServer.start(hall.road(), codes, HallServer.LOOPBACK, port);
        port = server.port();
    }

    void stop() {
        server.stop();
    }

    /** Serves again on the same port from a road with {@code handlers}, as a hall laptop running other code. */
    void restartWith(taikai.app.road.Handlers handlers) {
        server.stop();
        taikai.app.road.WriteRoad road = new taikai.app.road.WriteRoad(hall.store(), handlers, System::currentTimeMillis,
                new taikai.app.road.ClockCheck(taikai.app.road.ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                taikai.app.road.WriteRoad.DEFAULT_LOCK_WAIT, hall.road().feed());
        server = HallServer.start(road, codes, HallServer.LOOPBACK, port);
    }

    /** Serves again on the same port from a road whose clock reads {@code clock}, as a hall laptop at that moment. */
    void restartAt(java.util.function.LongSupplier clock) {
        server.stop();
        taikai.app.road.WriteRoad road = new taikai.app.road.WriteRoad(hall.store(), taikai.app.road.Handlers.standard(), clock,
                new taikai.app.road.ClockCheck(taikai.app.road.ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                taikai.app.road.WriteRoad.DEFAULT_LOCK_WAIT, hall.road().feed());
        server = HallServer.start(road, codes, HallServer.LOOPBACK, port);
    }

    URI address() {
        return URI.create("http://" + HallServer.LOOPBACK + ":" + port);
    }

    String code(String court) {
        return made.get(Grant.court(court));
    }

    /**
     * A court with a match waiting and none running, as the organiser would leave it: when every court
     * of the sample has a running match, the first court's goes back to its queue through the road.
     */
    String freeCourt() throws Exception {
        List<String> courts = hall.snapshot().courts();
        for (String court : courts) {
            HallReads.CourtBoard board = new HallReads(new HallClient(address(), ""), "").board(court);
            if (board.running().isEmpty() && !board.waiting().isEmpty()) {
                return court;
            }
        }
        for (String court : courts) {
            HallReads.CourtBoard board = new HallReads(new HallClient(address(), ""), "").board(court);
            Optional<HallReads.MatchRef> running = board.running();
            if (running.isPresent()) {
                hall.road().submit(new Request("", "organiser", new Requeue(running.get().competitionId(),
                        running.get().matchId())));
                return court;
            }
        }
        throw new IllegalStateException("No court of the sample has a match to start.");
    }

    MatchResult stored(String competitionId, String matchId) {
        return hall.store().competition(competitionId).read().state().orElseThrow().findMatch(matchId).orElseThrow();
    }

    List<HistoryEntry> history(String competitionId, String matchId) throws Exception {
        return hall.history(competitionId, matchId);
    }

    @Override
    public void close() {
        server.stop();
    }
}
