package taikai.wal.crash;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

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

    /**
     * What to run: {@code childMain} (a class with a {@code main} on this test class path) with
     * {@code childArgs}, for {@code kills} rounds. Each kill lands after 0 to
     * {@code maxAcknowledgementsBeforeKill} acknowledgements and then 0 to
     * {@code maxKillDelayMillis}; {@code seed} makes the choices repeatable.
     */
    public record Settings(Class<?> childMain, List<String> childArgs, int kills, int maxAcknowledgementsBeforeKill,
            long maxKillDelayMillis, long seed) {
        public Settings {
            childArgs = List.copyOf(childArgs);
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
        Path stderr = Files.createTempFile("kill-loop-child", ".err");
        try {
            Process child = start(settings, stderr);
            Output output = new Output(child.getInputStream());
            output.start();
            boolean reached = output.awaitAcknowledgements(afterAcknowledgements, START_TIMEOUT_MILLIS);
            Thread.sleep(delayMillis);
            if (!reached || !child.isAlive()) {
                child.destroyForcibly().waitFor();
                throw new AssertionError("The child stopped or stalled before it was killed. Its error output:\n"
                        + Files.readString(stderr));
            }
            child.destroyForcibly();
            if (!child.waitFor(EXIT_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new AssertionError("The killed child did not exit.");
            }
            output.join(EXIT_TIMEOUT_MILLIS);
            return output.acknowledged();
        } finally {
            Files.deleteIfExists(stderr);
        }
    }

    private static Process start(Settings settings, Path stderr) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // A short-lived child: C1 only, the default class-data archive, a small heap.
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-Xmx64m", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                "-cp", System.getProperty("java.class.path"),
                settings.childMain().getName()));
        command.addAll(settings.childArgs());
        return new ProcessBuilder(command).redirectError(stderr.toFile()).start();
    }

    /** Reads the child's output to its end, counting whole lines after READY. */
    private static final class Output extends Thread {
        private static final byte[] READY_LINE = (READY + "\n").getBytes(StandardCharsets.UTF_8);

        private final InputStream in;
        private final ByteArrayOutputStream all = new ByteArrayOutputStream();
        private int afterReady = -1;
        private int lines;
        private boolean ended;

        Output(InputStream in) {
            this.in = in;
            setDaemon(true);
        }

        @Override
        public void run() {
            byte[] buffer = new byte[8192];
            try {
                for (int read; (read = in.read(buffer)) >= 0; ) {
                    received(buffer, read);
                }
            } catch (IOException e) {
                // the pipe breaks when the child dies
            } finally {
                synchronized (this) {
                    ended = true;
                    notifyAll();
                }
            }
        }

        private synchronized void received(byte[] buffer, int read) {
            all.write(buffer, 0, read);
            byte[] bytes = all.toByteArray();
            if (afterReady < 0) {
                String text = new String(bytes, StandardCharsets.UTF_8);
                int at = text.indexOf(READY + "\n");
                afterReady = at < 0 ? -1 : text.substring(0, at).getBytes(StandardCharsets.UTF_8).length + READY_LINE.length;
            }
            if (afterReady >= 0) {
                lines = 0;
                for (int i = afterReady; i < bytes.length; i++) {
                    lines += bytes[i] == '\n' ? 1 : 0;
                }
            }
            notifyAll();
        }

        /** Waits for READY and then {@code count} acknowledgements; false when the child ended first. */
        synchronized boolean awaitAcknowledgements(int count, long timeoutMillis) throws InterruptedException {
            long deadline = System.currentTimeMillis() + timeoutMillis;
            while (!ended && (afterReady < 0 || lines < count)) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    return false;
                }
                wait(left);
            }
            return afterReady >= 0 && lines >= count;
        }

        synchronized List<String> acknowledged() {
            if (afterReady < 0) {
                return List.of();
            }
            String text = new String(all.toByteArray(), StandardCharsets.UTF_8);
            String after = text.substring(text.indexOf(READY + "\n") + READY_LINE.length);
            int lastNewline = after.lastIndexOf('\n');
            return lastNewline < 0 ? List.of() : List.of(after.substring(0, lastNewline).split("\n"));
        }
    }
}
