package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.storage.problem.Problem;
import taikai.ui.session.SessionViewModel;
import taikai.ui.session.Snapshot;

/** The repository's sample tournament, when it is there, opens whole on a copy and feeds every screen. */
class SampleTournamentTest {
    @TempDir
    Path root;

    @Test
    void theSampleOpensWithoutAFileThatFailsAndEveryScreenTakesIt() throws Exception {
        Path copy = root.resolve("sample");
        assumeTrue(TestFolders.sample(copy), "the repository holds no sample-tournament yet");
        SynchronousUiExecutor executor = new SynchronousUiExecutor();
        SessionViewModel session = new SessionViewModel(executor, Optional.empty(), root);

        session.open(copy);

        Snapshot read = session.snapshotProperty().get();
        assertFalse(read.competitions().isEmpty());
        assertEquals(List.of(), read.problems().stream().filter(Problem::isFatal).toList());
        var courts = new taikai.ui.courts.CourtsViewModel((c, m) -> { }, new taikai.ui.session.RoadActions(new taikai.ui.write.Writes(executor), session::current));
        courts.show(read);
        assertEquals(read.courts().size(), courts.courts().size());
        var pools = new taikai.ui.pools.PoolsViewModel(id -> { });
        read.states().forEach(pools::show);
    }
}
