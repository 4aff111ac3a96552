package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Command;
import taikai.words.Language;

/**
 * The command line's contract with people and scripts: help and version on every command, bad usage
 * answered with picocli's usage and exit 2, a missing folder or an unwritable file said in a sentence
 * with its own code, and a fault of Taikai's own said in one sentence (exit 3), its stack trace in the log.
 */
class CliTest {
    private static final List<String> COMMANDS = List.of("check", "upgrade", "serve", "codes", "standby", "generate",
            "backup", "compare", "export", "print", "publish");

    @TempDir
    Path temp;

    private record Run(int exit, String out, String err) {
    }

    private Run run(Cli cli, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Run run(String... args) {
        return run(new Cli(() -> temp.resolve("settings"), Language.ENGLISH), args);
    }

    @Test
    void helpExits0AndListsEveryCommandWithItsWordsAndTheExitCodes() {
        Run help = run("--help");
        assertEquals(Cli.OK, help.exit(), help.err());
        for (String command : COMMANDS) {
            assertTrue(help.out().contains("  ./taikai " + command + " "), command + " in " + help.out());
        }
        assertTrue(help.out().contains("./taikai court [ADDRESS]"), help.out());
        assertTrue(help.out().contains("./taikai compare A B [--markdown|--lines]"), help.out());
        assertTrue(help.out().contains("./taikai standby --follow http://HALL:PORT DIR [--code CODE] [--port N] [--lan]"),
                help.out());
        assertTrue(help.out().contains("Exit codes:"), help.out());
        assertTrue(help.out().contains("a fault in Taikai itself"), help.out());
        assertEquals("", help.err());
        assertEquals(Cli.OK, run("help").exit());
    }

    @Test
    void everyCommandAnswersHelpAndVersionAndExits0() {
        for (String command : COMMANDS) {
            Run help = run(command, "--help");
            assertEquals(Cli.OK, help.exit(), command + ": " + help.err());
            assertTrue(help.out().startsWith("Usage: ./taikai " + command), help.out());
            assertTrue(help.out().contains("--debug"), help.out());
            Run version = run(command, "--version");
            assertEquals(Cli.OK, version.exit(), command + ": " + version.err());
            assertTrue(version.out().startsWith("Taikai "), version.out());
        }
        assertTrue(run("compare", "--help").out().contains("they differ"), "compare says its own exit codes");
    }

    @Test
    void anUnknownOptionExits2WithTheUsageOnStderr() throws IOException {
        Path data = Files.createDirectories(temp.resolve("data"));
        Run run = run("check", data.toString(), "--colour");
        assertEquals(Cli.USAGE, run.exit());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("Unknown option: '--colour'"), run.err());
        assertTrue(run.err().contains("Usage: ./taikai check"), run.err());
    }

    @Test
    void aMissingArgumentOrAnUnknownCommandExits2WithTheUsage() {
        Run backup = run("backup", temp.toString());
        assertEquals(Cli.USAGE, backup.exit());
        assertTrue(backup.err().startsWith("Missing required parameter: 'DEST'"), backup.err());
        assertTrue(backup.err().contains("Usage: ./taikai backup"), backup.err());

        Run unknown = run("chek", temp.toString());
        assertEquals(Cli.USAGE, unknown.exit());
        assertTrue(unknown.err().startsWith("\"chek\" is not a Taikai command."), unknown.err());
        assertTrue(unknown.err().contains("./taikai check DIR"), unknown.err());

        Run nothing = run();
        assertEquals(Cli.USAGE, nothing.exit());
        assertTrue(nothing.err().contains("./taikai check DIR"), nothing.err());
    }

    @Test
    void aMissingFolderIsASentenceAndExit2WithoutTheUsage() {
        Path nowhere = temp.resolve("nowhere");
        Run run = run("check", nowhere.toString());
        assertEquals(Cli.USAGE, run.exit());
        assertEquals(nowhere + " is not a folder. Give the data folder that holds tournament.md.\n", run.err());
    }

    @Test
    void aFolderThatCannotBeMadeIsASentenceNamingItAndExit4() throws IOException {
        Path file = Files.writeString(temp.resolve("notes.txt"), "mine");
        Run run = run("generate", file.resolve("new").toString(), "--entrants", "16", "--competitions", "1");
        assertEquals(Cli.FILES, run.exit(), run.err());
        assertTrue(run.err().startsWith("The folder could not be written: "), run.err());
        assertTrue(run.err().contains(file.toString()), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    @Test
    void aFaultOfTaikaisOwnExits3WithOneSentenceAndTheStackTraceOnlyInTheLog() throws IOException {
        Run run = run(new Cli(() -> temp.resolve("settings"), Language.ENGLISH).with("rank", new Faulty()), "rank");
        assertEquals(Cli.FAULT, run.exit());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("Taikai stopped \"rank\" on a fault of its own"), run.err());
        for (String internal : List.of("Exception", "IllegalStateException", "\tat ", "Faulty", "no row for 7")) {
            assertFalse(run.err().contains(internal), internal + " in " + run.err());
        }
        Path log = temp.resolve("settings/logs/" + FaultLog.FILE);
        assertTrue(run.err().contains(log.toAbsolutePath().toString()), run.err());
        String logged = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(logged.contains("java.lang.IllegalStateException: the pool table has no row for 7"), logged);
        assertTrue(logged.contains("at taikai.app.cli.CliTest$Faulty.call"), logged);
    }

    @Test
    void debugPrintsTheStackTraceOfAFaultToo() {
        Run run = run(new Cli(() -> temp.resolve("settings"), Language.ENGLISH).with("rank", new Faulty()), "rank", "--debug");
        assertEquals(Cli.FAULT, run.exit());
        assertTrue(run.err().startsWith("Taikai stopped \"rank\" on a fault of its own"), run.err());
        assertTrue(run.err().contains("at taikai.app.cli.CliTest$Faulty.call"), run.err());
    }

    @Test
    void aFaultIsLoggedInTheTemporaryFolderWhenTheSettingsFolderCannotBeMade() throws IOException {
        Path file = Files.writeString(temp.resolve("settings-is-a-file"), "");
        Run run = run(new Cli(() -> file, Language.ENGLISH).with("rank", new Faulty()), "rank");
        assertEquals(Cli.FAULT, run.exit());
        Path log = Path.of(System.getProperty("java.io.tmpdir"), "taikai-logs", FaultLog.FILE).toAbsolutePath();
        assertTrue(run.err().contains(log.toString()), run.err());
        assertTrue(Files.readString(log, StandardCharsets.UTF_8).contains("no row for 7"));
    }

    @Test
    void anOptionGivenToOneRunIsNotTheDefaultOfTheNext() {
        Cli cli = new Cli(() -> temp.resolve("settings"), Language.ENGLISH);
        Run first = run(cli, "generate", temp.resolve("a").toString(), "--entrants", "16", "--competitions", "1", "--seed", "5");
        Run second = run(cli, "generate", temp.resolve("b").toString(), "--entrants", "16", "--competitions", "1");
        assertEquals(Cli.OK, first.exit(), first.err());
        assertTrue(first.out().contains("(seed 5)"), first.out());
        assertTrue(second.out().contains("(seed 1)"), second.out());
    }

    @Test
    void anErrorBeyondAnExceptionIsAFaultToo() {
        Run run = run(new Cli(() -> temp.resolve("settings"), Language.ENGLISH).with("rank", new Broken()), "rank");
        assertEquals(Cli.FAULT, run.exit());
        assertTrue(run.err().startsWith("Taikai stopped \"rank\" on a fault of its own"), run.err());
        assertFalse(run.err().contains("AssertionError"), run.err());
    }

    @Test
    void aFileThatCannotBeReadDeepInsideACommandIsASentenceNamingItAndExit4() {
        Path gone = temp.resolve("competitions/juniors/pool-matches.csv");
        Run run = run(new Cli(() -> temp.resolve("settings"), Language.ENGLISH).with("read", new Unreadable(gone)), "read");
        assertEquals(Cli.FILES, run.exit(), run.err());
        assertEquals(gone + " does not exist, so it could not be read or written.\n", run.err());
    }

    @Test
    void aCommandThatReadsItsOwnWordsIsHandedEveryWordOptionsToo() {
        List<List<String>> given = new java.util.ArrayList<>();
        Cli.Command own = new Cli.Command() {
            @Override
            public String usage() {
                return "tally DIR [--fast]";
            }

            @Override
            public String summary() {
                return "tallies";
            }

            @Override
            public int run(List<String> args, PrintStream out, PrintStream err) {
                given.add(args);
                out.println("tallied");
                return Cli.PROBLEMS;
            }
        };
        Cli cli = new Cli(() -> temp.resolve("settings"), Language.ENGLISH).with("tally", own);
        Run run = run(cli, "tally", "hall", "--fast");
        assertEquals(Cli.PROBLEMS, run.exit());
        assertEquals(List.of(List.of("hall", "--fast")), given);
        assertEquals("tallied\n", run.out());
        assertTrue(cli.knows("tally"));
        assertTrue(run(cli, "--help").out().contains("  ./taikai tally DIR [--fast]\n      tallies"), "listed by its own usage");
    }

    /** A command with a programming error in it, as a command of Taikai's own might have. */
    @Command(name = "rank", description = "ranks")
    static final class Faulty implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("the pool table has no row for 7");
        }
    }

    /** A command that fails with an error, not an exception. */
    @Command(name = "rank")
    static final class Broken implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new AssertionError("a pool of one");
        }
    }

    /** A command whose reading of a file fails deep inside, as a codec's would. */
    @Command(name = "read")
    static final class Unreadable implements Callable<Integer> {
        private final Path file;

        Unreadable(Path file) {
            this.file = file;
        }

        @Override
        public Integer call() {
            try {
                Files.readAllBytes(file);
                return Cli.OK;
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
