package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 22: the desktop's dry run of the write road makes its score writes on a scratch folder of
 * its own and leaves nothing behind, so a tournament's folder is never touched by it.
 */
class RoadWarmUpTest {
    private static List<Path> scratchFolders() throws Exception {
        try (Stream<Path> entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.filter(p -> p.getFileName().toString().startsWith("taikai-warm-up-")).toList();
        }
    }

    @Test
    void the_dry_run_writes_through_the_road_on_a_scratch_folder_and_removes_it() throws Exception {
        List<Path> before = scratchFolders();

        Duration took = RoadWarmUp.run(40);

        assertTrue(took.toNanos() > 0);
        assertEquals(before, scratchFolders(), "the scratch folder is gone once the dry run ends");
    }

    @Test
    void the_dry_run_on_its_own_thread_ends_by_itself() throws Exception {
        Thread thread = RoadWarmUp.startInBackground();
        assertTrue(thread.isDaemon(), "it never keeps the app from ending");
        thread.join(Duration.ofMinutes(5).toMillis());
        assertTrue(!thread.isAlive(), "the dry run of " + RoadWarmUp.WRITES + " writes ended");
    }
}
