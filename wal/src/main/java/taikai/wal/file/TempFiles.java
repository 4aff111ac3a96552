package taikai.wal.file;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The temporary files a crash-safe write leaves behind when the process dies between creating
 * them and renaming them into place: {@code .<target name>.taikai-tmp-<16 hex digits>}, beside the
 * target. The leading dot hides them from most file lists; the fixed infix makes sure a sweep
 * never removes a file that Taikai did not create.
 */
public final class TempFiles {

    private static final String INFIX = ".taikai-tmp-";
    private static final Pattern TEMP_NAME = Pattern.compile("\\..+\\.taikai-tmp-[0-9a-f]{16}");

    private TempFiles() {
    }

    /** A fresh temporary name for a write of {@code targetName}. */
    public static String nameFor(String targetName) {
        return "." + targetName + INFIX + String.format("%016x", ThreadLocalRandom.current().nextLong());
    }

    public static boolean isTemp(String fileName) {
        // The sweep at open asks this of every file in the folder, nearly all of them no temporary
        // copy: the plain string test turns those away without running the pattern.
        return fileName.startsWith(".") && fileName.contains(INFIX) && TEMP_NAME.matcher(fileName).matches();
    }

    /** {@link #sweep(Path, FileOps)} on the real disk. */
    public static List<Path> sweep(Path tree) throws IOException {
        return sweep(tree, DiskFileOps.instance());
    }

    /**
     * Removes every leftover temporary file in the folder tree, without following links, and
     * returns the removed files. Call it only while no write is running in the tree: a write in
     * flight owns its temporary file until the rename. Removal is not forced to disk: a leftover
     * that comes back after a power cut is simply swept again.
     */
    public static List<Path> sweep(Path tree, FileOps ops) throws IOException {
        List<Path> removed = new ArrayList<>();
        if (!Files.isDirectory(tree)) {
            return removed;
        }
        Files.walkFileTree(tree, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                if (attributes.isRegularFile() && isTemp(file.getFileName().toString())) {
                    ops.delete(file);
                    removed.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return removed;
    }

    /** Like {@link #sweep}, for the files directly in one directory. */
    public static List<Path> sweepDirectory(Path dir, FileOps ops) throws IOException {
        List<Path> removed = new ArrayList<>();
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                if (isTemp(entry.getFileName().toString()) && Files.isRegularFile(entry)) {
                    ops.delete(entry);
                    removed.add(entry);
                }
            }
        } catch (NoSuchFileException e) {
            return removed;
        }
        return removed;
    }
}
