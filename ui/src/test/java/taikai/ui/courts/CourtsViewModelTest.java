package taikai.ui.courts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.match.MatchStatus;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/** The courts on a real folder; starting, moving and requeueing go through the real write road. */
class CourtsViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private CourtsViewModel model;
    private final List<String> opened = new ArrayList<>();

    @BeforeEach
    void open() throws Exception {
        TestFolders.underWay(root);
        session = Session.open(root);
        SynchronousUiExecutor executor = new SynchronousUiExecutor();
        writes = new Writes(executor);
        model = new CourtsViewModel((c, m) -> opened.add(c + "/" + m), new RoadActions(writes, () -> Optional.of(session)));
        model.show(session.snapshot());
    }

    private void reread() {
        model.show(session.reload());
    }

    @Test
    void eachCourtShowsItsRunningMatchThenItsQueueAcrossCompetitions() {
        assertEquals(List.of("A", "B", "C"), model.courts().stream().map(CourtColumn::court).toList());
        CourtColumn a = model.courts().get(0);
        assertEquals("Pool B-2", a.running().matchId());
        assertEquals("Pool B, match 3", a.running().heading());
        assertEquals("\u25B2 \u2013 K", a.running().score(), "shiro's foul, then aka's kote");
        assertEquals(List.of("Pool B-3", "Pool B-4", "Pool B-5"), a.waiting().stream().limit(3).map(QueueLine::matchId).toList(),
                "finished bouts have left the queue; the rest wait by number");
        assertEquals(1, a.waiting().get(0).index(), "the running match is place 0");
        CourtColumn c = model.courts().get(2);
        assertNull(c.running());
        assertEquals("women", c.waiting().get(0).competitionId());
        assertEquals("Women's individual", c.waiting().get(0).competition());
        assertEquals("m-r1-2", c.waiting().get(0).matchId(), "the first two were fought");
        model.open("women", "m-r1-2");
        assertEquals(List.of("women/m-r1-2"), opened);
        assertEquals(List.of("A", "B"), model.otherCourts("C"));
    }

    @Test
    void startingOnACourtInUseIsRefusedNamingTheRunningMatch() {
        QueueLine next = model.courts().get(0).waiting().get(0);

        model.start(next, "A");

        WriteAnswer answer = writes.lastAnswerProperty().get();
        assertEquals(WriteAnswer.Outcome.REFUSED, answer.outcome());
        assertTrue(answer.sentence().contains("Pool B, match 3 of"), answer.sentence());
        assertEquals(MatchStatus.SCHEDULED, session.reload().match(TestFolders.MEN, next.matchId()).orElseThrow().status());
    }

    @Test
    void aMatchStartsOnAFreeCourtAndTheRunningOneGoesBackToTheQueue() {
        QueueLine first = model.courts().get(2).waiting().get(0);
        model.start(first, "C");
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        reread();
        assertEquals("m-r1-2", model.courts().get(2).running().matchId());

        model.requeue(model.courts().get(0).running(), "A");
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        reread();
        assertNull(model.courts().get(0).running());
        assertEquals("Pool B-2", model.courts().get(0).waiting().get(0).matchId(), "back at the front of the queue");
    }

    @Test
    void aWaitingMatchMovesDownItsQueueAndToAnotherCourt() {
        QueueLine first = model.courts().get(0).waiting().get(0);
        model.move(first, "A", 1);
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        reread();
        assertEquals(List.of("Pool B-4", "Pool B-3"), model.courts().get(0).waiting().stream().limit(2).map(QueueLine::matchId).toList());

        model.assign(model.courts().get(0).waiting().get(0), "C");
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        reread();
        assertTrue(model.courts().get(2).waiting().stream().anyMatch(l -> l.matchId().equals("Pool B-4")));
    }
}
