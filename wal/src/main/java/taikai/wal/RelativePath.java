package taikai.wal;

import java.nio.file.Path;
import java.util.Locale;

/**
 * A file named relative to the data folder, with forward slashes, as a log record stores it: a
 * data folder is copied between machines (and between Windows and the rest), so a record never
 * holds an absolute path. It cannot leave the folder and cannot point into the log's own
 * {@code .wal/} directory.
 */
public record RelativePath(String value) {

    public RelativePath {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("A file in a transaction needs a name relative to the data folder.");
        }
        if (value.startsWith("/") || value.indexOf('\\') >= 0 || value.indexOf(':') >= 0 || value.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("\"" + value + "\" is not a path relative to the data folder; "
                    + "use forward slashes, no drive letter and no leading slash.");
        }
        for (String segment : value.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                throw new IllegalArgumentException("\"" + value + "\" must name a file inside the data folder, "
                        + "without empty, \".\" or \"..\" parts.");
            }
        }
        if (value.equals(WriteAheadLog.DIRECTORY) || value.startsWith(WriteAheadLog.DIRECTORY + "/")) {
            throw new IllegalArgumentException("\"" + value + "\" is inside the write-ahead log's own folder, "
                    + "which a transaction may not change.");
        }
    }

    /** The file inside {@code root}; checked again after resolving, in case the platform differs. */
    public Path resolveIn(Path root) {
        Path base = root.toAbsolutePath().normalize();
        Path resolved = base.resolve(value).normalize();
        if (!resolved.startsWith(base) || resolved.equals(base)) {
            throw new IllegalArgumentException("\"" + value + "\" resolves outside the data folder " + base + ".");
        }
        return resolved;
    }

    /**
     * The key under which writers to this file are serialised. Lower-cased because Windows and
     * macOS treat {@code A.csv} and {@code a.csv} as one file; sharing a lock too often is harmless.
     */
    String lockKey() {
        return value.toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return value;
    }
}
