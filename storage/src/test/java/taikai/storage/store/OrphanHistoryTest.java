package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;

/**
 * A match's history file whose match neither results file holds is named as degraded on every read
 * (spec section 5, "When a file is wrong"); the competition's own history, a file of another kind and
 * a discarded draw's folder are not. A store lists the history folder again whenever its time moved,
 * and takes its last listing again only when the folder's time had settled before it (decision 0054).
 */
class OrphanHistoryTest {
    @TempDir
    Path root;

    @Test
    void aHistoryWhoseMatchIsInNoFileIsNamedAndNothingElseInTheFolderIs() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        Path history = Files.createDirectories(root.resolve("competitions/open/history"));
        Files.writeString(history.resolve("Pool Z-9.jsonl"), "{}\n");
        Files.writeString(history.resolve("_competition.jsonl"), "{}\n");
        Files.writeString(history.resolve("notes.txt"), "kept by hand\n");
        Files.createDirectories(history.resolve("draw-1"));
        Files.writeString(history.resolve("draw-1/Pool Y-1.jsonl"), "{}\n");
        String known = FolderReader.readCompetition(root, "open").state().orElseThrow().poolMatches().get(0).id();
        Files.writeString(history.resolve(known + ".jsonl"), "{}\n");

        List<Problem> problems = FolderReader.readCompetition(root, "open").problems();

        List<String> named = problems.stream().map(Problem::file).filter(f -> f.contains("/history/")).toList();
        assertEquals(List.of("competitions/open/history/Pool Z-9.jsonl"), named);
        assertTrue(problems.stream().filter(p -> p.file().endsWith("Pool Z-9.jsonl")).allMatch(p -> !p.isFatal()));
    }

    @Test
    void aHistoryAddedAfterAStoresReadIsNamedByItsNextRead() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        Path history = Files.createDirectories(root.resolve("competitions/open/history"));
        assertEquals(List.of(), orphans(store));
        Files.writeString(history.resolve("Pool Z-9.jsonl"), "{}\n");
        assertEquals(List.of("competitions/open/history/Pool Z-9.jsonl"), orphans(store));
        Files.delete(history.resolve("Pool Z-9.jsonl"));
        assertEquals(List.of(), orphans(store));
    }

    @Test
    void aListingIsTakenAgainOnlyWhenTheFoldersTimeHadSettledBeforeIt() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        Path history = Files.createDirectories(root.resolve("competitions/open/history"));
        // A folder changed just now: its time is put back after a name is added, and still it is listed again.
        FileTime recent = FileTime.from(Instant.now());
        Files.setLastModifiedTime(history, recent);
        assertEquals(List.of(), orphans(store));
        Files.writeString(history.resolve("Pool Z-9.jsonl"), "{}\n");
        Files.setLastModifiedTime(history, recent);
        assertEquals(List.of("competitions/open/history/Pool Z-9.jsonl"), orphans(store));
        Files.delete(history.resolve("Pool Z-9.jsonl"));

        // A folder whose time settled long before it was listed: the listing is taken again while that
        // time stands (shown by a name added with the time forced back, which only a tool can do), and
        // the folder is listed again as soon as its time moves.
        FileTime settled = FileTime.from(Instant.now().minus(Duration.ofHours(1)));
        Files.setLastModifiedTime(history, settled);
        assertEquals(List.of(), orphans(store));
        Files.writeString(history.resolve("Pool Z-9.jsonl"), "{}\n");
        Files.setLastModifiedTime(history, settled);
        assertEquals(List.of(), orphans(store));
        Files.setLastModifiedTime(history, FileTime.from(Instant.now()));
        assertEquals(List.of("competitions/open/history/Pool Z-9.jsonl"), orphans(store));
    }

    @Test
    void aWritesReadLeavesOnlyTheHistoryNoticeOut() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        Path history = Files.createDirectories(root.resolve("competitions/open/history"));
        Files.writeString(history.resolve("Pool Z-9.jsonl"), "{}\n");
        taikai.storage.folder.LoadedCompetition read = FolderReader.readCompetition(root, "open");
        taikai.storage.folder.LoadedCompetition toWrite = FolderReader.readCompetitionToWrite(root, "open",
                taikai.storage.folder.FolderCache.none(), new java.util.HashMap<>());
        assertEquals(read.state(), toWrite.state());
        assertEquals(read.problems().stream().filter(p -> !p.file().contains("/history/")).toList(), toWrite.problems());
        assertTrue(read.problems().stream().anyMatch(p -> p.file().endsWith("Pool Z-9.jsonl")));
    }

    private static List<String> orphans(TournamentStore store) throws Exception {
        return store.competition("open").read().problems().stream().map(Problem::file)
                .filter(f -> f.contains("/history/")).toList();
    }
}
