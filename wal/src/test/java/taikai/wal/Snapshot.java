package taikai.wal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Every file under a folder, by path relative to it with forward slashes, with its bytes as text. */
final class Snapshot {

    private Snapshot() {
    }

    static Map<String, String> of(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile).sorted()::iterator) {
                files.put(root.relativize(file).toString().replace('\\', '/'),
                        new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return files;
    }

    /** The data files: everything except the log's own folder. */
    static Map<String, String> data(Path root) throws IOException {
        Map<String, String> files = of(root);
        files.keySet().removeIf(name -> name.startsWith(WriteAheadLog.DIRECTORY + "/"));
        return files;
    }

    /**
     * The names in the log's folder other than the log file, and the log file only while it holds
     * changes ("taikai.log holding N"): empty when nothing is pending.
     */
    static java.util.List<String> wal(Path root) throws IOException {
        java.util.List<String> names = new java.util.ArrayList<>();
        try (Stream<Path> list = Files.list(root.resolve(WriteAheadLog.DIRECTORY))) {
            list.map(path -> path.getFileName().toString()).filter(name -> !name.equals("taikai.log")).forEach(names::add);
        }
        int held = WriteAheadLog.changesHeldIn(root);
        if (held > 0) {
            names.add("taikai.log holding " + held);
        }
        return names.stream().sorted().toList();
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
