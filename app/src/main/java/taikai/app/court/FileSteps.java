package taikai.app.court;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.Files;

/**
 * The file system steps of the outbox that can fail, behind a seam so a test can make each fail
 * (STYLE.md, point 7). A failed force leaves the page cache marked clean, so the caller never
 * retries a force: it rewrites (RELIABILITY.md, "the anchors").
 */
interface FileSteps {
    void force(FileChannel channel) throws IOException;

    void atomicMove(Path from, Path to) throws IOException;

    void forceDirectory(Path directory) throws IOException;

    FileSteps REAL = new FileSteps() {
        @Override
        public void force(FileChannel channel) throws IOException {
            channel.force(true);
        }

        @Override
        public void atomicMove(Path from, Path to) throws IOException {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        }

        @Override
        public void forceDirectory(Path directory) throws IOException {
            // A file's fsync does not make its directory entry durable. Windows cannot open a
            // directory as a channel; NTFS journals the rename itself, so there is nothing to force.
            if (System.getProperty("os.name", "").startsWith("Windows")) {
                return;
            }
            try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
                dir.force(true);
            }
        }
    };
}
