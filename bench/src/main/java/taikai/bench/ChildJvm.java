package taikai.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A java process on this benchmark's own class path, its output taken from a file when it ends. */
final class ChildJvm {
    /** The compiler flag the launcher scripts ({@code taikai}, {@code taikai.cmd}) run the app with: C1 only. */
    static final String AS_LAUNCHED_JIT = "-XX:TieredStopAtLevel=1";

    /** What a child printed and how it ended; exit -1 when it ran out of time and was stopped. */
    record Result(int exit, List<String> lines) {
        boolean ok() {
            return exit == 0;
        }

        /** This result when the child ended well; otherwise fails, naming {@code what} and showing its output. */
        Result orFail(String what) {
            if (!ok()) {
                throw new IllegalStateException(what + " failed (exit " + exit + "): " + lines);
            }
            return this;
        }

        /** The words after {@code key} on the line that starts with it. */
        List<String> valuesOf(String key) {
            List<List<String>> each = valuesOfEach(key);
            if (each.isEmpty()) {
                throw new IllegalStateException("The child printed no \"" + key + "\" line: " + lines);
            }
            return each.get(0);
        }

        /** The words after {@code key} on every line that starts with it, in the order printed. */
        List<List<String>> valuesOfEach(String key) {
            List<List<String>> each = new ArrayList<>();
            for (String line : lines) {
                if (line.startsWith(key + " ")) {
                    each.add(List.of(line.substring(key.length() + 1).trim().split(" ")));
                }
            }
            return each;
        }
    }

    private ChildJvm() {
    }

    static Result run(Path scratch, List<String> jvmArgs, Class<?> main, List<String> args, long timeoutSeconds)
            throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(main.getName());
        command.addAll(args);
        Path output = Files.createTempFile(scratch, "child", ".txt");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return new Result(-1, Files.readAllLines(output));
            }
            return new Result(process.exitValue(), Files.readAllLines(output));
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
