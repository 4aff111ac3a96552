package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;

/**
 * A match's history file whose match neither results file holds is named as degraded on every read
 * (spec section 5, "When a file is wrong"); the competition's own history, a file of another kind and
 * a discarded draw's folder are not.
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
}
