package taikai.wal.file;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Creates a directory durably: a new directory's own name lives in its parent, which is forced. */
public final class Directories {

    private Directories() {
    }

    /**
     * Makes sure {@code dir} exists. When directories had to be created, each parent that gained
     * an entry is forced, so a file later written and forced inside them cannot vanish with its
     * directory after a power cut.
     */
    public static void ensure(FileOps ops, Path dir) throws IOException {
        Path absolute = dir.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return;
        }
        Path deepestExisting = absolute.getParent();
        while (deepestExisting != null && !Files.isDirectory(deepestExisting)) {
            deepestExisting = deepestExisting.getParent();
        }
        ops.createDirectories(absolute);
        for (Path parent = absolute.getParent(); parent != null; parent = parent.getParent()) {
            ops.forceDirectory(parent);
            if (parent.equals(deepestExisting)) {
                break;
            }
        }
    }
}
