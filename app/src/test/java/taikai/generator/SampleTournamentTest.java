package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.app.testing.Folders;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/** The committed sample folder: clean, stable under a save, and exactly what its generator writes. */
class SampleTournamentTest {

    @Test
    void committedSampleLoadsWithNoProblemAndEveryCompetitionLoaded() {
        LoadedTournament loaded = FolderReader.read(Folders.sample());
        assertTrue(loaded.tournament().isPresent(), "tournament.md did not load");
        assertEquals(List.of(), loaded.problems());
        assertEquals(SampleTournament.plan().competitions().size(), loaded.competitions().size());
        for (LoadedCompetition c : loaded.competitions().values()) {
            assertFalse(c.failed(), c.id() + " did not load");
            assertEquals(List.of(), c.problems(), c.id());
        }
    }

    @Test
    void committed_sample_is_what_SampleTournament_writes_today(@TempDir Path dir) throws Exception {
        TournamentGenerator.generate(dir.resolve("sample"), SampleTournament.plan());
        Map<String, byte[]> fresh = Folders.files(dir.resolve("sample"));
        Map<String, byte[]> committed = Folders.files(Folders.sample());
        assertEquals(fresh.keySet(), committed.keySet(), "The committed sample has other files than the generator"
                + " writes now; regenerate it as docs/sample-tournament.md says.");
        List<String> differ = new ArrayList<>();
        fresh.forEach((path, bytes) -> {
            if (!Folders.sameContent(path, bytes, committed.get(path))) {
                differ.add(path);
            }
        });
        assertEquals(List.of(), differ, "These committed files differ from what the generator writes now;"
                + " regenerate the sample as docs/sample-tournament.md says.");
    }

    @Test
    void upgradingACopyOfTheSampleChangesNoByte(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("copy");
        Folders.copy(Folders.sample(), copy);
        Map<String, byte[]> before = Folders.files(copy);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new Cli().run(List.of("upgrade", copy.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(Cli.OK, exit, out.toString(StandardCharsets.UTF_8));
        Map<String, byte[]> after = Folders.files(copy);
        assertEquals(before.keySet(), after.keySet());
        List<String> changed = new ArrayList<>();
        before.forEach((path, bytes) -> {
            if (!java.util.Arrays.equals(bytes, after.get(path))) {
                changed.add(path);
            }
        });
        assertEquals(List.of(), changed, "upgrade rewrote files of a current folder");
    }
}
