package taikai.app.court;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Spec section 5, "Every file write is atomic": the bytes go to a temporary file beside the
 * target, are forced, renamed over the target, and the directory is forced. A reader (or the next
 * start after a power cut) sees the old file or the new one, never half of each. Kept here until
 * the write-ahead log module's atomic replace can be used from this package.
 */
final class AtomicReplace {
    private AtomicReplace() {
    }

    static void write(Path target, byte[] bytes, FileSteps steps) throws IOException {
        Path temp = target.resolveSibling(target.getFileName() + ".tmp");
        try (FileChannel out = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                out.write(buffer);
            }
            steps.force(out);
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        try {
            steps.atomicMove(temp, target);
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        steps.forceDirectory(target.toAbsolutePath().getParent());
    }
}
