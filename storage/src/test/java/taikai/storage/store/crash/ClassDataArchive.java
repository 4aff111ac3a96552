package taikai.storage.store.crash;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import taikai.wal.crash.KillLoop;

/**
 * Starts the storm's children from an application class-data archive (JDK dynamic CDS): a child
 * that opens a tournament loads some two thousand classes (Jackson, the codecs), which
 * costs about two thirds of its CPU time, and the kill loop starts hundreds of them. The archive
 * is dumped by one child that runs a few writes and exits cleanly. CDS refuses a class path
 * holding class directories, so the module's class folders are packed into one jar first.
 * Whatever fails here only makes the children slower: they then start without the archive.
 */
final class ClassDataArchive {
    private static final long DUMP_TIMEOUT_SECONDS = 120;

    private ClassDataArchive() {
    }

    /** How to start the children: extra JVM options and the class path. */
    record ChildJvm(List<String> options, String classPath) {
        ChildJvm {
            options = List.copyOf(options);
        }
    }

    /**
     * Packs this JVM's class path and dumps the archive in {@code work} by running
     * {@code childMain} with {@code warmUpArgs}, which make it write a little (on a throwaway
     * folder) and exit by itself.
     */
    static ChildJvm prepare(Class<?> childMain, Path work, List<String> warmUpArgs) throws IOException {
        String classPath = packed(System.getProperty("java.class.path"), work.resolve("child-classes.jar"));
        Path archive = work.resolve("child.jsa");
        KillLoop.Settings dump = new KillLoop.Settings(childMain, warmUpArgs, 0, 0, 0, 0)
                .withJvm(List.of("-XX:ArchiveClassesAtExit=" + archive), classPath);
        Path log = work.resolve("dump.log");
        Process child = new ProcessBuilder(KillLoop.command(dump)).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            boolean exited = child.waitFor(DUMP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!exited || child.exitValue() != 0 || !Files.isRegularFile(archive)) {
                child.destroyForcibly();
                System.out.println("The storm's children start without a class-data archive; the dump said:\n"
                        + Files.readString(log));
                return new ChildJvm(List.of(), classPath);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while dumping the class-data archive.", e);
        }
        return new ChildJvm(List.of("-XX:SharedArchiveFile=" + archive), classPath);
    }

    /** The class path with its directories packed into {@code jar}, which takes the first one's place. */
    private static String packed(String classPath, Path jar) throws IOException {
        List<String> entries = new ArrayList<>();
        List<Path> directories = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (Files.isDirectory(Path.of(entry))) {
                if (directories.isEmpty()) {
                    entries.add(jar.toString());
                }
                directories.add(Path.of(entry));
            } else if (!entry.isEmpty()) {
                entries.add(entry);
            }
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            Set<String> added = new HashSet<>();
            for (Path directory : directories) {
                add(directory, out, added);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** Adds the directory's files; the first directory to hold a name wins, as on the class path. */
    private static void add(Path directory, JarOutputStream out, Set<String> added) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = directory.relativize(file).toString().replace(File.separatorChar, '/');
                if (!added.add(name)) {
                    continue;
                }
                out.putNextEntry(new JarEntry(name));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
    }
}
