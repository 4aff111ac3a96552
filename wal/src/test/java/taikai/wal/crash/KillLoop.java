package taikai.wal.crash;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Lucene's and SQLite's crash test, reusable: start a child JVM that writes to a folder and
 * prints a line after each write it was told is durable, kill it with SIGKILL
 * ({@link Process#destroyForcibly()} on Linux and macOS; TerminateProcess on Windows) at a random
 * moment after it reports {@link #READY}, then let a {@link Check} reopen the folder and compare
 * it with every acknowledgement seen so far. Repeats for the given number of kills.
 *
 * <p>The random moment is a random number of acknowledgements (0 included, so some kills land in
 * the child's first write) plus a random pause: counting acknowledgements rather than
 * milliseconds keeps the kills deep inside the storm however slow the machine is.
 *
 * <p>The child's protocol: print {@link #READY} on a line of its own once it starts writing, then
 * one line per acknowledged write, each written whole by {@link #say}. A last line without its
 * newline was cut by the kill and does not count.
 */
public final class KillLoop {

    public static final String READY = "READY";
    private static final long START_TIMEOUT_MILLIS = 60_000;
    private static final long EXIT_TIMEOUT_MILLIS = 30_000;
    private static final long POLL_PAUSE_MILLIS = 2;

    /**
     * What to run: {@code childMain} (a class with a {@code main} on {@code classPath}) with
     * {@code childArgs}, for {@code kills} rounds. Each kill lands after 0 to
     * {@code maxAcknowledgementsBeforeKill} acknowledgements and then 0 to
     * {@code maxKillDelayMillis}; {@code seed} makes the choices repeatable. {@code jvmOptions}
     * come after the standard ones (a class-data archive, for a child that loads many classes).
     */
    public record Settings(Class<?> childMain, List<String> childArgs, int kills, int maxAcknowledgementsBeforeKill,
            long maxKillDelayMillis, long seed, List<String> jvmOptions, String classPath) {
        public Settings {
            childArgs = List.copyOf(childArgs);
            jvmOptions = List.copyOf(jvmOptions);
        }

        /** A child on this JVM's class path with the standard options. */
        public Settings(Class<?> childMain, List<String> childArgs, int kills, int maxAcknowledgementsBeforeKill,
                long maxKillDelayMillis, long seed) {
            this(childMain, childArgs, kills, maxAcknowledgementsBeforeKill, maxKillDelayMillis, seed, List.of(),
                    System.getProperty("java.class.path"));
        }

        /** The same child started with other JVM options and another class path. */
        public Settings withJvm(List<String> options, String path) {
            return new Settings(childMain, childArgs, kills, maxAcknowledgementsBeforeKill, maxKillDelayMillis, seed,
                    options, path);
        }
    }

    /** Checks the folder after kill number {@code kill}; returns how many acknowledged writes are missing. */
    @FunctionalInterface
    public interface Check {
        long afterKill(int kill, List<String> acknowledged) throws Exception;
    }

    /**
     * What a storm did, printed at its end. {@code killsAfterAnAcknowledgement} counts the rounds
     * in which the child had answered at least once before it died; the others were killed
     * inside their first write.
     */
    public record Figures(int kills, int killsAfterAnAcknowledgement, long acknowledged, long lost, long elapsedMillis) {
        @Override
        public String toString() {
            return "SIGKILL storm: " + kills + " kills (" + killsAfterAnAcknowledgement + " after an acknowledged "
                    + "write), " + acknowledged + " writes acknowledged, " + lost + " lost, " + elapsedMillis / 1000.0 + " s";
        }
    }

    private KillLoop() {
    }

    /** Writes one line to standard output in a single write, so a kill cannot cut it silently. */
    public static synchronized void say(String line) {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        System.out.write(bytes, 0, bytes.length);
        System.out.flush();
    }

    public static Figures run(Settings settings, Check check) throws Exception {
        long start = System.nanoTime();
        Random random = new Random(settings.seed());
        long acknowledged = 0;
        long lost = 0;
        int killsAfterAnAcknowledgement = 0;
        for (int kill = 1; kill <= settings.kills(); kill++) {
            int afterAcknowledgements = random.nextInt(settings.maxAcknowledgementsBeforeKill() + 1);
            long delayMillis = (long) (random.nextDouble() * settings.maxKillDelayMillis());
            List<String> lines = killOnce(settings, afterAcknowledgements, delayMillis);
            acknowledged += lines.size();
            killsAfterAnAcknowledgement += lines.isEmpty() ? 0 : 1;
            lost += check.afterKill(kill, lines);
        }
        return new Figures(settings.kills(), killsAfterAnAcknowledgement, acknowledged, lost,
                (System.nanoTime() - start) / 1_000_000);
    }

    private static List<String> killOnce(Settings settings, int afterAcknowledgements, long delayMillis)
            throws Exception {
        Path stdout = Files.createTempFile("kill-loop-child", ".out");
        Path stderr = Files.createTempFile("kill-loop-child", ".err");
        try {
            Process child = start(settings, stdout, stderr);
            boolean reached = awaitAcknowledgements(child, stdout, afterAcknowledgements);
            Thread.sleep(delayMillis); // the kill's moment inside a write: the random pause is the storm itself
            if (!reached || !child.isAlive()) {
                child.destroyForcibly().waitFor();
                throw new AssertionError("The child stopped or stalled before it was killed. Its error output:\n"
                        + Files.readString(stderr));
            }
            child.destroyForcibly();
            if (!child.waitFor(EXIT_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new AssertionError("The killed child did not exit.");
            }
            return acknowledged(Files.readAllBytes(stdout));
        } finally {
            Files.deleteIfExists(stdout);
            Files.deleteIfExists(stderr);
        }
    }

    /**
     * The child's output goes to a file rather than a pipe. What a killed process wrote to a file
     * is in the page cache and is read back whole after its death. Read through the JDK's pipe
     * stream (which the process reaper drains and closes when the child dies), the last
     * acknowledgement of a child was seen to go missing when two children ran side by side,
     * which made the check report a transaction nobody had acknowledged.
     */
    private static Process start(Settings settings, Path stdout, Path stderr) throws IOException {
        return new ProcessBuilder(command(settings)).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
                .start();
    }

    /** The command line that starts the child. */
    public static List<String> command(Settings settings) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // A short-lived child: C1 only, the default class-data archive, a small heap.
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-Xmx64m", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                // The JVM's own warnings go to standard error: on standard output a warning line
                // after READY would be read as an acknowledgement.
                "-Xlog:disable", "-Xlog:all=warning:stderr"));
        command.addAll(settings.jvmOptions());
        command.addAll(List.of("-cp", settings.classPath(), settings.childMain().getName()));
        command.addAll(settings.childArgs());
        return command;
    }

    /** Waits for READY and then {@code count} acknowledgements; false when the child ended or stalled first. */
    private static boolean awaitAcknowledgements(Process child, Path stdout, int count) throws Exception {
        try {
            await().atMost(Duration.ofMillis(START_TIMEOUT_MILLIS)).pollDelay(Duration.ZERO)
                    .pollInterval(Duration.ofMillis(POLL_PAUSE_MILLIS))
                    .until(() -> reached(Files.readAllBytes(stdout), count) || !child.isAlive());
        } catch (ConditionTimeoutException stalled) {
            return false;
        }
        return reached(Files.readAllBytes(stdout), count);
    }

    private static boolean reached(byte[] output, int count) {
        return readyAt(output) >= 0 && acknowledged(output).size() >= count;
    }

    /** The whole lines after READY; a last line without its newline was cut by the kill. */
    static List<String> acknowledged(byte[] output) {
        int start = readyAt(output);
        if (start < 0) {
            return List.of();
        }
        String after = new String(output, start, output.length - start, StandardCharsets.UTF_8);
        int lastNewline = after.lastIndexOf('\n');
        return lastNewline < 0 ? List.of() : List.of(after.substring(0, lastNewline).split("\n"));
    }

    /** The offset just past the READY line, or -1 before it. */
    private static int readyAt(byte[] output) {
        byte[] line = (READY + "\n").getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + line.length <= output.length; i++) {
            for (int j = 0; j < line.length; j++) {
                if (output[i + j] != line[j]) {
                    continue outer;
                }
            }
            return i + line.length;
        }
        return -1;
    }
}
