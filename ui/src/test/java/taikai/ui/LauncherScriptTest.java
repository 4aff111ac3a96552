package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The folder's launcher script {@code ./taikai}, run for real with bash and a child JVM, with no
 * display: every command its {@code --help} lists reaches the command line (none starts the
 * desktop), a folder still opens the desktop, and the Windows launcher hands every word to the same
 * entry point. The Maven build the script does on first use is replaced by a finished one (this
 * test's class path), so the test runs the script's own dispatch and nothing else.
 */
class LauncherScriptTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Pattern COMMAND_LINE = Pattern.compile("^  \\./taikai ([a-z][a-z-]*) ", Pattern.MULTILINE);

    @TempDir
    static Path checkout;

    @BeforeAll
    static void aCheckoutWithItsLauncherAlreadyBuilt() throws IOException {
        Files.copy(ROOT.resolve("taikai"), checkout.resolve("taikai"), StandardCopyOption.COPY_ATTRIBUTES);
        copy(ROOT.resolve("sample-tournament"), checkout.resolve("sample-tournament"));
        Path build = Files.createDirectories(checkout.resolve("target/launcher"));
        // Surefire starts the tests from a manifest-only jar; the real class path is in this property.
        // The launcher's class path holds jars only (the class data archive refuses a folder), so the
        // desktop module's classes are put in one and the test classes are left out.
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                .split(java.io.File.pathSeparator)) {
            Path path = Path.of(entry);
            if (!Files.isDirectory(path)) {
                entries.add(entry);
            } else if (path.getFileName().toString().equals("classes")) {
                entries.add(jar(path, build.resolve("taikai-ui.jar")).toString());
            }
        }
        Files.writeString(build.resolve("run.classpath"), String.join(java.io.File.pathSeparator, entries));
        Path stamp = Files.writeString(build.resolve("built"), "");
        Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().plusSeconds(3600)));
    }

    @Test
    void everyCommandOfTheHelpReachesTheCommandLineAndNoneStartsTheDesktop() throws Exception {
        Run help = launch("--help");
        assertEquals(0, help.exit(), help.output());
        List<String> commands = new ArrayList<>();
        Matcher line = COMMAND_LINE.matcher(help.output());
        while (line.find()) {
            if (!line.group(1).equals("court")) {
                commands.add(line.group(1));
            }
        }
        assertTrue(commands.containsAll(List.of("check", "upgrade", "serve", "codes", "generate", "backup", "export")),
                "the help lists the commands: " + commands);
        for (String command : commands) {
            // Given nothing to work on, each command answers with its usage (exit 2) or does its work (0).
            Run run = launch(command);
            assertTrue(run.exit() == 0 || run.exit() == 2, command + " exited " + run.exit() + ": " + run.output());
            assertFalse(run.output().isBlank(), command + " said nothing");
            assertNoDesktop(command, run);
        }
    }

    @Test
    void exportAndBackupRunOnAFolderAsTheReadmeShows() throws Exception {
        Path dest = Files.createTempDirectory(checkout, "stick");
        Run export = launch("export", checkout.resolve("sample-tournament").toString(), dest.resolve("csv").toString());
        assertEquals(0, export.exit(), export.output());
        assertNoDesktop("export", export);
        try (var files = Files.list(dest.resolve("csv"))) {
            assertTrue(files.anyMatch(f -> f.toString().endsWith(".csv")), "export wrote CSV files");
        }
        Run backup = launch("backup", checkout.resolve("sample-tournament").toString(), dest.toString());
        assertEquals(0, backup.exit(), backup.output());
        assertNoDesktop("backup", backup);
        Run check = launch("check", checkout.resolve("sample-tournament").toString());
        assertEquals(0, check.exit(), check.output());
    }

    @Test
    void anUnknownWordIsAnsweredWithTheHelpAndExit2() throws Exception {
        Run run = launch("publish-everything");
        assertEquals(2, run.exit(), run.output());
        assertTrue(run.output().contains("\"publish-everything\" is not a Taikai command."), run.output());
        assertTrue(run.output().contains("./taikai check DIR"), run.output());
        assertNoDesktop("publish-everything", run);
    }

    @Test
    void aFolderStillGoesToTheDesktop() throws Exception {
        // No display here: the desktop's road is known by JavaFX failing to find one.
        Run run = launch(checkout.resolve("sample-tournament").toString());
        assertTrue(run.exit() != 0 && run.output().contains("DISPLAY"), run.output());
    }

    @Test
    void theWindowsLauncherHandsEveryWordToTheSameEntryAndGathersTheRuntimeScopeOnly() throws IOException {
        String cmd = Files.readString(ROOT.resolve("taikai.cmd"), StandardCharsets.UTF_8);
        assertTrue(cmd.contains("taikai.ui.Launcher %*"), "taikai.cmd passes every word on");
        assertFalse(cmd.contains("taikai.app.cli.Cli") || cmd.contains("taikai.ui.Main"), "taikai.cmd chooses no road itself");
        for (String launcher : List.of(cmd, Files.readString(ROOT.resolve("taikai"), StandardCharsets.UTF_8))) {
            assertTrue(launcher.contains("-DincludeScope=runtime"), "the build keeps the runtime scope");
            assertFalse(launcher.contains("-Dmdep.includeScope"), "a spelling the dependency plugin ignores");
        }
    }

    private static void assertNoDesktop(String command, Run run) {
        for (String sign : List.of("javafx", "DISPLAY", "Exception", "taikai.ui")) {
            assertFalse(run.output().contains(sign), command + " went to the desktop or failed: " + run.output());
        }
    }

    private record Run(int exit, String output) {
    }

    private static Run launch(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", checkout.resolve("taikai").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(checkout.toFile()).redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().put("TAIKAI_CONFIG_DIR", checkout.resolve("settings").toString());
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", args) + " did not end: " + new String(output, StandardCharsets.UTF_8));
        }
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    private static Path jar(Path classes, Path jar) throws IOException {
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar)); var files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new java.util.jar.JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (dir.getFileName().toString().equals(".wal")) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
