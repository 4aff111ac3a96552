package taikai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What a command changed in a data folder, by the bytes: each file's content before and after. The
 * write-ahead log and other dot files are left out, since they hold the store's own bookkeeping, not
 * the tournament.
 */
final class FileDigests {
    private FileDigests() {
    }

    /** Each visible file under {@code root} with a hash of its bytes and its length. */
    static Map<Path, Integer> of(Path root) throws IOException {
        Map<Path, Integer> digests = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path relative = root.relativize(file);
                boolean hidden = false;
                for (Path part : relative) {
                    hidden |= part.toString().startsWith(".");
                }
                if (!hidden && Files.isRegularFile(file)) {
                    byte[] bytes = Files.readAllBytes(file);
                    digests.put(relative, 31 * Arrays.hashCode(bytes) + bytes.length);
                }
            }
        }
        return digests;
    }

    /** How many files were added, removed or given other bytes. */
    static int changed(Map<Path, Integer> before, Map<Path, Integer> after) {
        Set<Path> all = new HashSet<>(before.keySet());
        all.addAll(after.keySet());
        int n = 0;
        for (Path p : all) {
            if (!java.util.Objects.equals(before.get(p), after.get(p))) {
                n++;
            }
        }
        return n;
    }
}
