package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import taikai.app.testing.Folders;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedTournament;

/** Generated folders of several sizes and seeds: each loads clean, and the same seed writes the same bytes. */
class GeneratorTest {

    @ParameterizedTest(name = "{0} entrants in {1} competitions, seed {2}")
    @CsvSource({"16, 2, 1", "90, 10, 7", "150, 4, 42"})
    void theSameSeedWritesTheSameBytesAndTheFolderLoadsClean(int people, int competitions, long seed,
            @TempDir Path dir) throws Exception {
        TournamentPlan plan = Plans.forSize(people, competitions, seed);
        TournamentGenerator.Summary summary = TournamentGenerator.generate(dir.resolve("one"), plan);
        TournamentGenerator.generate(dir.resolve("two"), Plans.forSize(people, competitions, seed));

        LoadedTournament loaded = FolderReader.read(dir.resolve("one"));
        assertEquals(List.of(), loaded.problems());
        assertEquals(competitions, loaded.competitions().size());
        loaded.competitions().values().forEach(c -> assertFalse(c.failed(), c.id()));
        assertTrue(summary.finished() > 0, "nothing was played");

        Map<String, byte[]> one = Folders.files(dir.resolve("one"));
        Map<String, byte[]> two = Folders.files(dir.resolve("two"));
        assertEquals(one.keySet(), two.keySet());
        one.forEach((path, bytes) -> assertTrue(java.util.Arrays.equals(bytes, two.get(path)), path));
    }
}
