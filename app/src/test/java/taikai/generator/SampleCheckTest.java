package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.app.testing.Folders;

/**
 * {@code taikai check} on the sample and on copies broken by hand the ways an organiser breaks them
 * (spec "When a file is wrong"): each problem printed as {@code file:line:column: message}, the path
 * relative to the folder.
 */
class SampleCheckTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    @Test
    void checkOnTheSampleFindsNothingAndExitsZero() {
        assertEquals(Cli.OK, check(Folders.sample()), output());
        assertTrue(output().startsWith("No problems: "), output());
    }

    @Test
    void aBadCellIsReportedAtItsLineAndColumnAndTheFileStillLoads(@TempDir Path dir) throws IOException {
        Path copy = copy(dir);
        Path csv = copy.resolve("competitions/individual-open/pool-matches.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv, StandardCharsets.UTF_8));
        String row = lines.get(2);
        int column = nthComma(row, 7) + 2; // HansokuA is the eighth field
        lines.set(2, row.substring(0, column - 1) + "x" + row.substring(row.indexOf(',', column - 1)));
        Files.writeString(csv, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);

        assertEquals(Cli.PROBLEMS, check(copy));
        assertTrue(output().contains("competitions/individual-open/pool-matches.csv:3:" + column
                + ": The HansokuA cell holds \"x\""), output());
        assertEquals(1, problemLines(), output());
    }

    @Test
    void aBracketThatIsNotJsonFailsWithItsLineAndColumn(@TempDir Path dir) throws IOException {
        Path copy = copy(dir);
        Path bracket = copy.resolve("competitions/juniors/bracket.json");
        String text = Files.readString(bracket, StandardCharsets.UTF_8);
        Files.writeString(bracket, text.replaceFirst("\"rounds\": \\[", "\"rounds\": [ torn"), StandardCharsets.UTF_8);

        assertEquals(Cli.PROBLEMS, check(copy));
        assertTrue(Pattern.compile("^competitions/juniors/bracket\\.json:2:\\d+: The file is not valid JSON",
                Pattern.MULTILINE).matcher(output()).find(), output());
    }

    @Test
    void aConfigWhoseFrontMatterIsNotYamlFailsOnlyItsCompetition(@TempDir Path dir) throws IOException {
        Path copy = copy(dir);
        Path config = copy.resolve("competitions/veterans/config.md");
        String text = Files.readString(config, StandardCharsets.UTF_8);
        Files.writeString(config, text.replace("kind: individual", "kind: [individual"), StandardCharsets.UTF_8);

        assertEquals(Cli.PROBLEMS, check(copy));
        assertTrue(Pattern.compile("^competitions/veterans/config\\.md:\\d+:\\d+: The file does not parse",
                Pattern.MULTILINE).matcher(output()).find(), output());
        assertEquals(1, problemLines(), "only the broken file is reported: " + output());
    }

    private int check(Path folder) {
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return new Cli().run(List.of("check", folder.toString()), print, print);
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Lines shaped file:line:column: message. */
    private long problemLines() {
        return output().lines().filter(l -> l.matches("^[^:]+:\\d+:\\d+: .*")).count();
    }

    private static Path copy(Path dir) throws IOException {
        Path copy = dir.resolve("copy");
        Folders.copy(Folders.sample(), copy);
        return copy;
    }

    private static int nthComma(String row, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = row.indexOf(',', at + 1);
        }
        return at;
    }
}
