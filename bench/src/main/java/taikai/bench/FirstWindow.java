package taikai.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * How long a person waits for the desktop's window (issue 22): {@code ./taikai DIR} is started as a
 * person starts it, with {@code TAIKAI_JAVA_OPTIONS=-Dtaikai.probe.frames=exit}, and the time is taken
 * from starting the launcher to the app's {@code frame shown} line (the first pulse after its window
 * is shown) and its {@code frame screen} line (the first pulse after the folder's first screen),
 * after which the app ends itself. Side by side, in turns, with the floor: a JavaFX window holding one
 * label ({@link HelloWindow}), started with the same JVM options and class path, with a class data
 * archive of its own as the app has. Needs a display (run the bench under {@code xvfb-run}).
 */
final class FirstWindow {
    private static final long TIMEOUT_SECONDS = 120;

    /** One folder's launches, or the floor's (no screen). */
    record Row(String what, Samples shown, Samples screen) {
    }

    private FirstWindow() {
    }

    static List<Row> run(Settings settings, Path repository, int rounds) throws Exception {
        Path launcher = repository.resolve("taikai");
        // A copy: an app killed at its first screen leaves its write-ahead log in the folder it opened,
        // and the repository's sample must stay as it is committed (the tests copy it as a backup would).
        Path sample = settings.work().resolve("first-window-sample");
        Tournaments.copy(repository.resolve("sample-tournament"), sample);
        Path big = settings.work().resolve("first-window-3000");
        Tournaments.tournament(big, 3000);
        Path benchJar = Path.of(FirstWindow.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        // Once each untimed: builds the launcher when needed and writes both class data archives.
        launch(launcher, sample);
        Path classPath = repository.resolve("target/launcher/run.classpath");
        Path helloArchive = settings.work().resolve("hello.jsa");
        List<String> hello = new ArrayList<>(List.of(javaBinary(), "-Xshare:auto", "-Xlog:cds=off", "-Xlog:cds+dynamic=off",
                ChildJvm.AS_LAUNCHED_JIT, "-cp", Files.readString(classPath).strip() + java.io.File.pathSeparator + benchJar,
                HelloWindow.Main.class.getName()));
        List<String> dumping = new ArrayList<>(hello);
        dumping.add(1, "-XX:ArchiveClassesAtExit=" + helloArchive);
        times(new ProcessBuilder(dumping));
        hello.add(1, "-XX:SharedArchiveFile=" + helloArchive);
        launch(launcher, big);
        Samples helloShown = new Samples("hello");
        Samples sampleShown = new Samples("sample shown");
        Samples sampleScreen = new Samples("sample screen");
        Samples bigShown = new Samples("3000 shown");
        Samples bigScreen = new Samples("3000 screen");
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < 3; k++) {
                switch ((round + k) % 3) {
                    case 0 -> helloShown.add(times(new ProcessBuilder(hello)).get("frame shown"));
                    case 1 -> {
                        Map<String, Long> t = launch(launcher, sample);
                        sampleShown.add(t.get("frame shown"));
                        sampleScreen.add(t.get("frame screen"));
                    }
                    default -> {
                        Map<String, Long> t = launch(launcher, big);
                        bigShown.add(t.get("frame shown"));
                        bigScreen.add(t.get("frame screen"));
                    }
                }
            }
        }
        return List.of(new Row("a JavaFX window holding one label (the floor)", helloShown, null),
                new Row("./taikai on sample-tournament/ (113 entrants)", sampleShown, sampleScreen),
                new Row("./taikai on a generated folder of 3,000 entrants", bigShown, bigScreen));
    }

    private static Map<String, Long> launch(Path launcher, Path folder) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(launcher.toString(), folder.toString());
        builder.environment().put("TAIKAI_JAVA_OPTIONS", "-Dtaikai.probe.frames=exit");
        Map<String, Long> t = times(builder);
        if (!t.containsKey("frame screen")) {
            throw new IllegalStateException("./taikai " + folder + " showed no first screen: " + t);
        }
        return t;
    }

    /** Starts the process and returns the nanoseconds from its start to each line that begins with "frame". */
    private static Map<String, Long> times(ProcessBuilder builder) throws Exception {
        builder.redirectErrorStream(true);
        long start = System.nanoTime();
        Process process = builder.start();
        Map<String, Long> seen = new HashMap<>();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                long at = System.nanoTime() - start;
                lines.add(line);
                if (line.startsWith("frame ")) {
                    seen.putIfAbsent(line.strip(), at);
                }
            }
        } finally {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        if (!seen.containsKey("frame shown")) {
            throw new IOException("No window was shown by " + builder.command() + ": " + String.join("\n", lines));
        }
        return seen;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
