package taikai.ui.overrides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.pools.PoolTable;
import taikai.ui.pools.PoolsViewModel;
import taikai.ui.pools.StandingLine;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/** A place override set and removed from the pools screen, on a real folder through the real write road. */
class PlaceOverrideViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private PoolsViewModel pools;
    private PlaceOverrideViewModel form;

    @BeforeEach
    void open() throws Exception {
        TestFolders.underWay(root);
        session = Session.open(root);
        writes = new Writes(new SynchronousUiExecutor());
        pools = new PoolsViewModel(id -> { }, new RoadActions(writes, () -> Optional.of(session)));
        form = pools.placeOverride().orElseThrow();
        reread();
    }

    private void reread() {
        pools.show(session.reload().state(TestFolders.MEN).orElseThrow());
    }

    private PoolTable poolA() {
        return pools.pools().stream().filter(p -> p.name().equals("Pool A")).findFirst().orElseThrow();
    }

    private Map<String, Map<String, Integer>> ranks() {
        return session.reload().state(TestFolders.MEN).orElseThrow().overrides().poolRanks();
    }

    @Test
    void aPlaceIsSetWithItsReasonAndTheLineSaysWhoSetItAndWhy() {
        StandingLine last = poolA().standings().get(poolA().standings().size() - 1);
        pools.overridePlace(poolA(), last);
        assertTrue(form.askingProperty().get());
        assertFalse(form.removingProperty().get());
        assertEquals(String.valueOf(last.rank()), form.placeProperty().get(), "the form starts from the current place");
        assertTrue(form.helpProperty().get().startsWith("The organiser fixes this place whatever the results"));

        form.placeProperty().set("2");
        form.reasonProperty().set("  Ranked by the referees' meeting  ");
        form.save();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        assertFalse(form.askingProperty().get(), "the form closes once sent");
        assertEquals(Map.of("Pool A", Map.of(last.name(), 2)), ranks());
        reread();
        StandingLine placed = poolA().standings().get(1);
        assertEquals(last.name(), placed.name());
        assertTrue(placed.overridden());
        assertEquals("Ranked by the referees' meeting", placed.reason());
        assertEquals("Set by the organiser: Ranked by the referees' meeting", placed.separation());
    }

    @Test
    void aPlaceOutsideThePoolOrWithoutAReasonIsNotSent() {
        StandingLine first = poolA().standings().get(0);
        int size = poolA().standings().size();
        pools.overridePlace(poolA(), first);
        form.reasonProperty().set("Decided at the table");
        for (String wrong : List.of("0", String.valueOf(size + 1), "first", "")) {
            form.placeProperty().set(wrong);
            form.save();
            assertEquals("Choose a place from 1 to " + size + ": the number of the place in Pool A, 1 for its winner.",
                    form.errorProperty().get(), wrong);
        }
        form.placeProperty().set("2");
        form.reasonProperty().set("   ");
        form.save();
        assertEquals("An override needs a reason: write why " + first.name() + " is placed there, then save it.",
                form.errorProperty().get());
        assertTrue(form.askingProperty().get(), "the form stays open to be finished");
        assertTrue(ranks().isEmpty(), "nothing was written");
    }

    @Test
    void removingAnOverrideNeedsAReasonAndGivesTheComputedOrderBack() {
        StandingLine last = poolA().standings().get(poolA().standings().size() - 1);
        pools.overridePlace(poolA(), last);
        form.placeProperty().set("1");
        form.reasonProperty().set("Decided at the table");
        form.save();
        reread();
        StandingLine placed = poolA().standings().get(0);

        pools.removeOverride(poolA(), placed);
        assertTrue(form.removingProperty().get());
        form.save();
        assertEquals("Removing an override needs a reason: write why the results decide the place again, then remove it.",
                form.errorProperty().get());
        form.reasonProperty().set("Set on the wrong entrant");
        form.save();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        assertTrue(ranks().isEmpty());
        reread();
        assertEquals(last.name(), poolA().standings().get(poolA().standings().size() - 1).name());
        assertFalse(poolA().standings().stream().anyMatch(StandingLine::overridden));
    }

    @Test
    void aLineWithoutAnOverrideOffersNoRemoval() {
        pools.removeOverride(poolA(), poolA().standings().get(0));
        assertFalse(form.askingProperty().get());
    }

    @Test
    void anotherCompetitionClosesAnOpenForm() {
        pools.overridePlace(poolA(), poolA().standings().get(0));
        pools.show(session.reload().state(TestFolders.WOMEN).orElseThrow());
        assertFalse(form.askingProperty().get());
    }
}
