package taikai.ui.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.clock.ClockReading;
import taikai.ui.Samples;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;

/** The sheet's clock: its face, the signal, the displays' readings and the file it is kept in. */
class ClockViewModelTest {
    private final AtomicLong now = new AtomicLong(1_800_000_000_000L);
    private final AtomicInteger beeps = new AtomicInteger();
    private final List<ClockReading> published = new ArrayList<>();
    private final ClockViewModel clock = new ClockViewModel(now::get, beeps::incrementAndGet);

    @Test
    void theCompetitionsTimeCountsDownAndTimeUpIsSignalledOnce() {
        clock.publishTo(published::add);
        OpenMatch open = Samples.openIndividual();
        clock.show(open, null, 0);
        assertTrue(clock.shownProperty().get());
        assertEquals("3:00", clock.faceProperty().get());
        clock.toggle();
        assertTrue(clock.runningProperty().get());
        now.addAndGet(61_000);
        clock.tick();
        assertEquals("1:59", clock.faceProperty().get());
        assertTrue(published.get(published.size() - 1).running());
        now.addAndGet(200_000);
        clock.tick();
        clock.tick();
        assertEquals(1, beeps.get());
        assertTrue(clock.timeUpProperty().get());
        assertEquals("Time is up", clock.captionProperty().get());
        assertFalse(published.get(published.size() - 1).running(), "the displays are told it stopped at zero");
        assertEquals(0, published.get(published.size() - 1).remainingMillis());
    }

    @Test
    void aPoolBoutTakesThePoolTimeAndEngiHasNone() {
        OpenMatch open = Samples.openIndividual();
        OpenMatch twoMinutes = new OpenMatch(open.match(), open.heading(), new MatchRules(0, false, false, false, 0, 120, 240, 0),
                open.dojos(), open.competitionId());
        clock.show(twoMinutes, null, 0);
        assertEquals(open.match().pool().isEmpty() ? "4:00" : "2:00", clock.faceProperty().get());
        OpenMatch engi = new OpenMatch(open.match(), open.heading(), new MatchRules(0, false, true, true, 3), open.dojos(),
                "engi");
        clock.show(engi, null, 0);
        assertFalse(clock.shownProperty().get());
    }

    @Test
    void aPointPausesTheClockOnlyWhenChosen() {
        clock.show(Samples.openIndividual(), null, 0);
        clock.toggle();
        clock.scored();
        assertTrue(clock.runningProperty().get());
        clock.pauseOnScoreProperty().set(true);
        clock.scored();
        assertFalse(clock.runningProperty().get());
    }

    @Test
    void aTypedTimeThatIsNotATimeIsSaidInASentence() {
        clock.show(Samples.openIndividual(), null, 0);
        assertFalse(clock.type("two minutes"));
        assertTrue(clock.messageProperty().get().startsWith("\"two minutes\" is not a time"), clock.messageProperty().get());
        assertTrue(clock.type("1:05"));
        assertEquals("1:05", clock.faceProperty().get());
    }

    @Test
    void theClockIsKeptOnDiskAndARestartCarriesOnFromIt(@TempDir Path settings) {
        ClockFile file = new ClockFile(settings.resolve("court-A"));
        OpenMatch open = Samples.openIndividual();
        clock.keepIn(file, new SynchronousUiExecutor(), Optional.empty());
        clock.show(open, null, 0);
        clock.toggle();
        now.addAndGet(20_000);
        clock.adjust(1);
        now.addAndGet(9_000); // the laptop goes down and comes back

        ClockViewModel again = new ClockViewModel(now::get, () -> { });
        again.keepIn(file, new SynchronousUiExecutor(), file.read());
        again.show(open, null, 0);
        assertTrue(again.runningProperty().get());
        assertEquals("2:32", again.faceProperty().get(), "3:00 less 20 s, plus 1 s, less the 9 s it was down");
    }
}
