package taikai.ui.courts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.ui.TestFolders;
import taikai.ui.session.Session;

class CourtsViewModelTest {
    @TempDir
    Path root;

    @Test
    void eachCourtShowsItsRunningMatchThenItsQueueAcrossCompetitions() throws Exception {
        TestFolders.underWay(root);
        List<String> opened = new ArrayList<>();
        CourtsViewModel model = new CourtsViewModel((c, m) -> opened.add(c + "/" + m));

        model.show(Session.open(root).snapshot());

        assertEquals(List.of("A", "B", "C"), model.courts().stream().map(CourtColumn::court).toList());
        CourtColumn a = model.courts().get(0);
        assertEquals("Pool B-2", a.running().matchId());
        assertEquals("Pool B, match 3", a.running().heading());
        assertEquals("\u25B2 \u2013 K", a.running().score(), "shiro's foul, then aka's kote");
        assertEquals(List.of("Pool B-3", "Pool B-4", "Pool B-5"), a.waiting().stream().limit(3).map(QueueLine::matchId).toList(),
                "finished bouts have left the queue; the rest wait by number");
        CourtColumn c = model.courts().get(2);
        assertNull(c.running());
        assertEquals("women", c.waiting().get(0).competitionId());
        assertEquals("Women's individual", c.waiting().get(0).competition());
        assertEquals("m-r1-2", c.waiting().get(0).matchId(), "the first two were fought");
        model.open("women", "m-r1-2");
        assertEquals(List.of("women/m-r1-2"), opened);
    }
}
