package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/**
 * {@code taikai check} on copies of the sample with a file gone (spec section 5, "When a file is
 * wrong"): what config.md's status and the history say should be there is named, exit 1.
 */
class CheckDamagedFolderTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path root;

    @Test
    void theSampleChecksClean() throws IOException {
        Folders.copy(Folders.sample(), root);
        assertEquals(Cli.OK, check(), text(out));
    }

    @ParameterizedTest
    @CsvSource({
        "individual-open, pool-matches.csv, delete",
        "individual-open, pool-matches.csv, header",
        "individual-open, pool-matches.csv, empty",
        "individual-open, participants.csv, delete",
        "individual-open, participants.csv, empty",
        "individual-open, pools.csv, delete",
        "individual-open, pools.csv, empty",
        "individual-open, bracket.json, delete",
        "juniors, bracket.json, delete",
        "individual-open, competitor-status.yaml, delete",
        "individual-open, participants.csv, twice",
        "individual-open, overrides.json, delete",
    })
    void aFileThatVanishedIsNamed(String competition, String file, String how) throws IOException {
        Folders.copy(Folders.sample(), root);
        Path path = root.resolve("competitions").resolve(competition).resolve(file);
        String text = Files.readString(path);
        switch (how) {
            case "delete" -> Files.delete(path);
            case "header" -> Files.writeString(path, text.substring(0, text.indexOf('\n') + 1));
            case "empty" -> Files.writeString(path, "");
            default -> Files.writeString(path, text + text.substring(text.indexOf('\n') + 1));
        }

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains("competitions/" + competition + "/" + file), text(out));
    }

    /** Decision 0033: overrides.json is optional, so it is asked for only where the record says it holds something. */
    @Test
    void aWinnerOverrideTheBracketMarksNamesTheMissingOverrides() throws IOException {
        Folders.copy(Folders.sample(), root);
        Path bracket = root.resolve("competitions/juniors/bracket.json");
        String text = Files.readString(bracket);
        int first = text.indexOf("\"isOverridden\": false");
        Files.writeString(bracket, text.substring(0, first) + "\"isOverridden\": true"
                + text.substring(first + "\"isOverridden\": false".length()));

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains("competitions/juniors/overrides.json"), text(out));
        assertTrue(text(out).contains("won by the organiser's decision"), text(out));
    }

    @Test
    void aRankingOverrideTheHistoryRecordsNamesTheMissingOverrides() throws IOException {
        Folders.copy(Folders.sample(), root);
        Path history = root.resolve("competitions/juniors/history/_competition.jsonl");
        Files.writeString(history, "{\"match\":\"_competition\",\"receivedAt\":1765000000000,\"via\":\"desktop\","
                + "\"action\":\"override-rank\",\"key\":\"k-1\",\"outcome\":\"applied\",\"answer\":\"placed\","
                + "\"groups\":[]}\n");

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains("competitions/juniors/overrides.json"), text(out));
        assertTrue(text(out).contains("_competition.jsonl records an override"), text(out));
    }

    @Test
    void aDrawnCompetitionWithoutOverridesNeedsNone() throws IOException {
        Folders.copy(Folders.sample(), root);
        Files.delete(root.resolve("competitions/individual-open/overrides.json"));
        Path config = root.resolve("competitions/individual-open/config.md");
        // Still in its pools: no knockout seated from a level pool, no override recorded.
        Files.writeString(config, Files.readString(config).replace("status: completed", "status: pools"));

        check();
        assertTrue(!text(out).contains("overrides.json"), text(out));
    }

    @Test
    void aResultsRowThatVanishedIsNamedByItsHistory() throws IOException {
        Folders.copy(Folders.sample(), root);
        Path path = root.resolve("competitions/individual-open/pool-matches.csv");
        List<String> lines = Files.readAllLines(path);
        Files.write(path, lines.subList(0, lines.size() - 1));

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains("competitions/individual-open/history/"), text(out));
    }

    @Test
    void checkLeavesADamagedLogAsItIsAndOpeningKeepsACopyOfIt() throws Exception {
        Folders.copy(Folders.sample(), root);
        Path log = root.resolve(".wal/taikai.log");
        Files.createDirectories(log.getParent());
        byte[] damaged = "not a log header, and no frame after it either".repeat(3).getBytes(StandardCharsets.UTF_8);
        Files.write(log, damaged);
        var before = Folders.everyFile(root);

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains(".wal"), text(out));
        var after = Folders.everyFile(root);
        assertEquals(before.keySet(), after.keySet(), "check creates and removes nothing");
        before.forEach((file, bytes) -> assertTrue(java.util.Arrays.equals(bytes, after.get(file)), file + " changed"));

        taikai.storage.store.TournamentStore.open(root);
        try (var aside = Files.list(log.getParent())) {
            List<Path> copies = aside.filter(p -> p.getFileName().toString().startsWith("taikai.log.torn-")).toList();
            assertEquals(1, copies.size(), "the damaged log is kept beside the new one");
            assertTrue(java.util.Arrays.equals(damaged, Files.readAllBytes(copies.get(0))));
        }
    }

    @Test
    void aChangeTheOtherProgramLeftPendingFailsTheCheck() throws Exception {
        Folders.copy(Folders.sample(), root);
        Files.createDirectories(root.resolve(".wal"));
        Files.writeString(root.resolve(".wal/1765000000000000000-9f2c.json"), "{\"intents\": []}");

        assertEquals(Cli.PROBLEMS, check(), text(out));
        assertTrue(text(out).contains(".wal/1765000000000000000-9f2c.json"), text(out));
    }

    private int check() {
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of("check", root.toString()), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
