package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.CourtSession;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;
import taikai.model.discipline.Corner;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;

/**
 * A court table's session without a screen, against the real hall server on loopback: it connects with
 * its court's code, starts from its kept copy when the hall is away, saves an entry that reaches the
 * hall once with the result the table scored, and starts and requeues matches at once.
 */
class CourtSessionTest {
    private static final BiFunction<Path, URI, Path> HALL_FOLDER = (settings, hall) -> settings.resolve("outboxes")
            .resolve(hall.getHost() + "-" + hall.getPort());

    @TempDir
    Path temp;
    private HallFixture hall;
    private final List<CourtSession> sessions = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp);
        hall.start();
    }

    @AfterEach
    void stop() throws Exception {
        for (CourtSession session : sessions) {
            session.close();
        }
        hall.close();
    }

    /** A session of this table's settings folder, with the events it told in order. */
    private CourtSession session(List<CourtSession.Event> heard) {
        CourtSession session = new CourtSession(temp.resolve("table-settings"), HALL_FOLDER,
                (settings, at, court) -> HALL_FOLDER.apply(settings, at).resolve("court-" + court), heard::add);
        sessions.add(session);
        return session;
    }

    private static <T extends CourtSession.Event> Optional<T> first(List<CourtSession.Event> heard, Class<T> kind) {
        return heard.stream().filter(kind::isInstance).map(kind::cast).findFirst();
    }

    private static <T extends CourtSession.Event> List<T> all(List<CourtSession.Event> heard, Class<T> kind) {
        return heard.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    private CourtSession connected(List<CourtSession.Event> heard, String court) {
        CourtSession session = session(heard);
        session.connect(hall.base(), hall.courtCodes.get(court));
        eventually().until(() -> first(heard, CourtSession.Connected.class).isPresent()
                || first(heard, CourtSession.NotConnected.class).isPresent());
        assertTrue(first(heard, CourtSession.Connected.class).isPresent(), heard.toString());
        return session;
    }

    @Test
    void aCourtCodeConnectsAsItsCourtWithTheHallsBoard() {
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        CourtSession session = connected(heard, "B");
        CourtSession.Connected connected = first(heard, CourtSession.Connected.class).orElseThrow();
        assertEquals("B", connected.court());
        assertEquals("B", session.court());
        assertTrue(connected.copyReadAt().isEmpty(), "read from the hall, not from a copy");
        assertFalse(connected.board().waiting().isEmpty(), "court B has its pool's matches waiting");
        assertEquals(Optional.empty(), connected.notKept());
    }

    @Test
    void theOrganisersCodeDoesNotConnectAsACourt() {
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        session(heard).connect(hall.base(), hall.organiserCode);
        eventually().until(() -> first(heard, CourtSession.NotConnected.class).isPresent());
        assertTrue(first(heard, CourtSession.NotConnected.class).orElseThrow().organiserCode());
    }

    @Test
    void withTheHallAwayTheTableStartsFromItsKeptCopy() throws Exception {
        List<CourtSession.Event> before = new CopyOnWriteArrayList<>();
        CourtSession first = connected(before, "A");
        HallReads.CourtBoard read = first(before, CourtSession.Connected.class).orElseThrow().board();
        first.close();
        sessions.remove(first);
        hall.stop();

        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        CourtSession session = session(heard);
        session.connect(hall.base(), hall.courtCodes.get("A"));
        eventually().until(() -> first(heard, CourtSession.Connected.class).isPresent()
                || first(heard, CourtSession.NotConnected.class).isPresent());
        CourtSession.Connected connected = first(heard, CourtSession.Connected.class).orElseThrow();
        assertEquals("A", connected.court());
        assertTrue(connected.copyReadAt().isPresent(), "started from the copy");
        assertEquals(read.waiting(), connected.board().waiting());
        assertTrue(session.onCopy());
    }

    @Test
    void withTheHallAwayAndNoCopyTheTableDoesNotConnect() {
        hall.stop();
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        session(heard).connect(hall.base(), hall.courtCodes.get("C"));
        eventually().until(() -> first(heard, CourtSession.NotConnected.class).isPresent());
        CourtSession.NotConnected failed = first(heard, CourtSession.NotConnected.class).orElseThrow();
        assertFalse(failed.organiserCode());
        assertTrue(failed.reason().isPresent(), "the client says why the hall cannot be reached");
    }

    @Test
    void aStartedMatchRunsAndARequeueSendsItBackToTheQueue() throws Exception {
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        CourtSession session = connected(heard, "C");
        HallReads.MatchRef match = first(heard, CourtSession.Connected.class).orElseThrow().board().waiting().get(0);

        HallClient.Reply reply = session.start(match);
        assertEquals(HallClient.Kind.ANSWERED, reply.kind());
        eventually().until(() -> session.board().flatMap(HallReads.CourtBoard::running).equals(Optional.of(match))
                && first(heard, CourtSession.Answered.class).isPresent());
        CourtSession.Answered started = first(heard, CourtSession.Answered.class).orElseThrow();
        assertEquals(CourtSession.Action.START, started.action());
        assertEquals(HallClient.Kind.ANSWERED, started.reply().kind());
        assertTrue(started.reply().answer().landed(), started.reply().toString());

        session.requeue(match);
        eventually().until(() -> session.board().flatMap(HallReads.CourtBoard::running).isEmpty()
                && all(heard, CourtSession.Answered.class).size() == 2);
        CourtSession.Answered requeued = all(heard, CourtSession.Answered.class).get(1);
        assertEquals(CourtSession.Action.REQUEUE, requeued.action());
        assertTrue(requeued.reply().answer().landed(), requeued.reply().toString());
        assertTrue(session.board().orElseThrow().waiting().contains(match), "back in the court's queue");
    }

    @Test
    void anEntryIsSavedSentOnceAndLandsAsTheTableScoredIt() throws Exception {
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        CourtSession session = connected(heard, "D");
        HallReads.MatchRef match = first(heard, CourtSession.Connected.class).orElseThrow().board().waiting().get(0);
        session.start(match);
        eventually().until(() -> session.board().flatMap(HallReads.CourtBoard::running).equals(Optional.of(match)));

        Checked<CourtSession.Saved> saved = session.enter(match.competitionId(), match.matchId(), Target.MATCH,
                new Entry.Point(Corner.A, Mark.MEN), "court D", "men for aka");
        assertTrue(saved.isAccepted(), saved.toString());
        MatchResult scored = saved.orElseThrow().after();
        assertEquals(Optional.of(scored), session.match(match.competitionId(), match.matchId()),
                "the table shows the match as it scored it while the entry waits");

        eventually().until(() -> all(heard, CourtSession.Landed.class).size() == 1);
        assertTrue(all(heard, CourtSession.Landed.class).get(0).answer().landed());
        MatchResult onHall = hall.matches().stream().filter(m -> m.id().equals(match.matchId())).findFirst()
                .orElseThrow();
        assertEquals(scored.sideA(), onHall.sideA(), "the hall keeps the point the table scored");
        assertEquals(scored.sideB(), onHall.sideB());
        List<HistoryEntry> entries = hall.history(match.matchId()).stream()
                .filter(h -> h.asked().action().equals("score")).toList();
        assertEquals(1, entries.size(), "sent once: " + entries);
        assertEquals(saved.orElseThrow().entry().key(), entries.get(0).asked().key(), "the entry the table saved");
        assertEquals("court D", entries.get(0).arrival().via());
    }

    @Test
    void anEntryTheScoringRulesRefuseIsNotSaved() throws Exception {
        List<CourtSession.Event> heard = new CopyOnWriteArrayList<>();
        CourtSession session = connected(heard, "B");
        HallReads.MatchRef match = first(heard, CourtSession.Connected.class).orElseThrow().board().waiting().get(0);
        Checked<CourtSession.Saved> refused = session.enter(match.competitionId(), match.matchId(), Target.MATCH,
                new Entry.UndoEncho(), "court B", "undo encho");
        assertFalse(refused.isAccepted());
        assertEquals(0, session.link().orElseThrow().queue().waiting());
    }
}
