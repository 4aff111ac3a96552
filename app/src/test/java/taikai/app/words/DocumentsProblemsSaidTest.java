package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;
import taikai.words.Language;

/**
 * The settings files' problems (tournament.md, config.md, bracket.json) read from a broken copy of the
 * sample: every problem storage codes is said by the English bundle in exactly storage's words
 * (decision 0050), so a pattern that drifts from its sentence fails here instead of showing English.
 */
class DocumentsProblemsSaidTest {
    @TempDir
    Path temp;

    @Test
    void everyCodedProblemOfABrokenSettingsFileIsSaidInStoragesOwnEnglish() throws IOException {
        Path folder = temp.resolve("sample");
        Folders.copy(Folders.sample(), folder);
        edit(folder.resolve("tournament.md"), "mode: officiated", "mode: lenient\nadmin_password: x");
        edit(folder.resolve("tournament.md"), "opening_block: 30m", "opening_block: [1, 2]");
        Path open = folder.resolve("competitions/individual-open/config.md");
        edit(open, "kind: individual", "kind: pairs");
        edit(open, "format: mixed", "format: ladder");
        edit(open, "pool_size: 3", "pool_size: three");
        edit(open, "status: completed", "status: paused");
        edit(open, "check_in_enabled: true", "check_in_enabled: maybe");
        edit(open, "pool_match_duration_seconds: 180", "pool_match_duration_seconds: 5");
        edit(open, "    - A\n    - B", "    - A\n    - Q");
        Files.writeString(folder.resolve("competitions/juniors/config.md"), "no front matter here\n");
        Files.writeString(folder.resolve("competitions/veterans/bracket.json"), "{ \"rounds\": [ ");
        Files.writeString(folder.resolve("competitions/kachinuki/config.md"), "---\nid: kachinuki\nname: Kachinuki\n");

        List<Problem> problems = FolderReader.read(folder).problems();
        List<String> codes = CodedProblems.codes(problems);
        assertEquals(List.of(), CodedProblems.drifted(problems));
        for (String expected : List.of("tournament-mode-not-known", "admin-password-present", "config-kind-not-known",
                "config-format-not-known", "value-not-a-whole-number", "config-status-not-known", "value-not-true-or-false",
                "court-not-a-letter", "front-matter-missing", "front-matter-not-closed")) {
            assertTrue(codes.contains(expected), expected + " among " + codes + "\n" + problems);
        }
        Problem mode = problems.stream().filter(p -> "tournament-mode-not-known".equals(p.code())).findFirst().orElseThrow();
        assertNotEquals(mode.message(), Said.problem(mode, Language.JAPANESE));
        assertTrue(Said.problem(mode, Language.GERMAN).contains("lenient"), Said.problem(mode, Language.GERMAN));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " holds " + from);
        Files.writeString(file, text.replace(from, to));
    }
}
