package taikai.app.history;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.app.testing.Folders;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderReader;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/**
 * The folder's history as git commits beside it: a commit per pause in the changes with their
 * count, read back by the git program itself, a bare clone on a stick checked out on a second
 * folder, and {@code compare} between two commits.
 */
class HistoryTest {
    private static final String OPEN = "individual-open";

    @TempDir
    Path temp;
    Path data;
    TournamentStore store;
    HistoryRecorder recorder;
    final StringBuffer trouble = new StringBuffer();

    @BeforeEach
    void copySample() throws IOException {
        data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        store = TournamentStore.open(data);
        recorder = new HistoryRecorder(store, Clock.systemUTC(), HistoryRecorder.DEFAULT_QUIET, Duration.ofMinutes(1),
                trouble::append).start();
    }

    @AfterEach
    void stop() {
        recorder.close();
    }

    private void write(String key) throws Exception {
        store.competition(OPEN).write(Duration.ofSeconds(5), state -> Change.of(state, List.of(
                new HistoryEntry("Pool A-0",
                        new Arrival(1L, 2L, "desktop"),
                        new Asked("note", key, "h", ""),
                        new Answered("applied", "A.", List.of()))), key));
        recorder.changed(OPEN);
    }

    private void waitForCommits(int count) {
        eventually().untilAsserted(() -> {
            int commits = recorder.history().log().size();
            assertTrue(commits >= count, () -> "only " + commits + " of " + count + " commits: " + trouble);
        });
    }

    @Test
    void eachPauseInTheChangesIsOneCommitThatCountsThemAndGitReadsIt() throws Exception {
        waitForCommits(1);
        write("k-1");
        write("k-2");
        write("k-3");
        waitForCommits(2);
        write("k-4");
        waitForCommits(3);
        recorder.flush();

        List<History.Point> log = recorder.history().log();
        assertEquals(List.of("1 change (individual-open 1)", "3 changes (individual-open 3)", "The folder as opened"),
                log.stream().map(History.Point::message).toList());
        assertEquals("", trouble.toString());
        // The repository is beside the data folder, never inside it.
        assertEquals(data.resolveSibling("lindewaard.history.git"), recorder.history().repository());
        assertTrue(Folders.everyFile(data).keySet().stream().noneMatch(f -> f.contains(".git")));

        String gitLog = git(recorder.history().repository(), "log", "--format=%s");
        assertEquals("1 change (individual-open 1)\n3 changes (individual-open 3)\nThe folder as opened\n", gitLog);
        String shown = git(recorder.history().repository(), "show", "main:competitions/" + OPEN + "/history/Pool A-0.jsonl");
        assertTrue(shown.contains("k-4"), shown);
        assertTrue(!git(recorder.history().repository(), "show", log.get(1).id() + ":competitions/" + OPEN
                + "/history/Pool A-0.jsonl").contains("k-4"));
    }

    @Test
    void aBareCloneOnAStickChecksOutAsTheFolderAndCompareReadsTwoCommits() throws Exception {
        waitForCommits(1);
        write("k-1");
        waitForCommits(2);
        Path stick = Files.createDirectories(temp.resolve("stick"));
        Path bare = stick.resolve("lindewaard.history.git");
        recorder.history().pushTo(bare);
        write("k-2");
        waitForCommits(3);
        recorder.history().pushTo(bare);
        assertEquals(3, git(bare, "log", "--oneline").lines().count());

        Path second = temp.resolve("second-laptop");
        Git.cloneRepository().setURI(bare.toUri().toString()).setDirectory(second.toFile()).call().close();
        Map<String, byte[]> now = Folders.everyFile(data);
        now.keySet().removeIf(f -> f.startsWith(".wal/"));
        Map<String, byte[]> cloned = Folders.everyFile(second);
        cloned.keySet().removeIf(f -> f.startsWith(".git/"));
        assertEquals(now.keySet(), cloned.keySet());
        now.forEach((f, bytes) -> assertArrayEquals(bytes, cloned.get(f), f));
        assertEquals(FolderReader.read(data).problems(), FolderReader.read(second).problems());

        List<History.Point> log = recorder.history().log();
        String first = log.get(2).shortId();
        String last = log.get(0).shortId();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int differ = new Cli().run(List.of("compare", data + "@" + first, data + "@" + last), new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        // Two history lines are no tournament change in words; the line diff names them.
        assertEquals(Cli.OK, differ, out.toString(StandardCharsets.UTF_8));
        out.reset();
        int lines = new Cli().run(List.of("compare", "--lines", data + "@" + first, data + "@" + last),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(Cli.PROBLEMS, lines);
        String diff = out.toString(StandardCharsets.UTF_8);
        assertTrue(diff.contains("+++ b/competitions/" + OPEN + "/history/Pool A-0.jsonl"), diff);
        assertTrue(diff.contains("k-1") && diff.contains("k-2"), diff);
        out.reset();
        assertEquals(Cli.OK, new Cli().run(List.of("compare", data + "@" + last, data.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8)),
                out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(Cli.USAGE, new Cli().run(List.of("compare", data + "@ffffffffff", data.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8)));
        assertEquals("\"ffffffffff\" is neither a commit of " + data + "'s history nor a time such as 2026-05-16T12:30.\n",
                out.toString(StandardCharsets.UTF_8));
    }

    private static String git(Path repository, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("git", "--git-dir=" + repository));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
