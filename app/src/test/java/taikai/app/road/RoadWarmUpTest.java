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
    void theDryRunWritesThroughTheRoadOnAScratchFolderAndRemovesIt() throws Exception {
        List<Path> before = scratchFolders();

        Duration took = RoadWarmUp.run(40);

        assertTrue(took.toNanos() > 0);
        assertTrue(before.containsAll(scratchFolders()), "the scratch folder is gone once the dry run ends");
    }

    @Test
    void aScratchFolderAnEndedAppLeftIsRemovedByTheNextDryRunAndAFreshOneIsKept() throws Exception {
        Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
        Path stale = Files.createDirectories(Files.createTempDirectory(temporary, RoadWarmUp.PREFIX).resolve(".wal"));
        Files.writeString(stale.resolve("taikai.log"), "left behind");
        Files.setLastModifiedTime(stale.getParent(), java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() - RoadWarmUp.LEFT_BEHIND_AFTER.toMillis() - 60_000));
        Path fresh = Files.createTempDirectory(temporary, RoadWarmUp.PREFIX);

        RoadWarmUp.run(5);

        assertTrue(!Files.exists(stale.getParent()), "the folder left an hour ago is gone");
        assertTrue(Files.isDirectory(fresh), "a folder another running app may be using is kept");
        Files.delete(fresh);
    }

    @Test
    void theDryRunOnItsOwnThreadEndsByItself() throws Exception {
        Thread thread = RoadWarmUp.startInBackground();
        assertTrue(thread.isDaemon(), "it never keeps the app from ending");
        thread.join(Duration.ofMinutes(5).toMillis());
        assertTrue(!thread.isAlive(), "the dry run of " + RoadWarmUp.WRITES + " writes ended");
    }
}
