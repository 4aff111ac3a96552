package taikai.app.testing;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/** Test helpers over whole data folders: where the committed sample is, every file's bytes, copies. */
public final class Folders {
    private Folders() {
    }

    /** {@code sample-tournament/} at the repository root, found from wherever the tests run. */
    public static Path sample() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve("sample-tournament");
            if (Files.isRegularFile(candidate.resolve("tournament.md"))) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("No sample-tournament/ folder above " + Path.of("").toAbsolutePath() + ".");
    }

    /** Every regular file under {@code root} but the write-ahead log's, relative path with / to bytes. */
    public static Map<String, byte[]> files(Path root) throws IOException {
        Map<String, byte[]> files = everyFile(root);
        files.keySet().removeIf(relative -> relative.startsWith(".wal/"));
        return files;
    }

    /** Every regular file under {@code root}, the write-ahead log's too, relative path with / to bytes. */
    public static Map<String, byte[]> everyFile(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    files.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
                }
            }
        }
        return files;
    }

    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    /**
     * Whether two files hold the same content. A PNG is compared by its pixels: the encoder's deflate
     * stream may differ between JDK builds and zlib versions while the picture is the same.
     */
    public static boolean sameContent(String path, byte[] a, byte[] b) {
        if (!path.endsWith(".png")) {
            return Arrays.equals(a, b);
        }
        BufferedImage x = image(a);
        BufferedImage y = image(b);
        if (x.getWidth() != y.getWidth() || x.getHeight() != y.getHeight()) {
            return false;
        }
        for (int row = 0; row < x.getHeight(); row++) {
            for (int col = 0; col < x.getWidth(); col++) {
                if (x.getRGB(col, row) != y.getRGB(col, row)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static BufferedImage image(byte[] bytes) {
        try {
            return ImageIO.read(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
