package taikai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import taikai.wal.file.AtomicFile;
import taikai.words.Words;

/**
 * Where a printout or a workbook goes: anywhere but inside the data folder (the app would read it
 * as tournament data), written whole or not at all.
 */
final class OutsideFolder {
    private OutsideFolder() {
    }

    /** Why {@code target} may not be written for the data folder {@code root}, or empty when it may. */
    static Optional<String> refusal(Path root, Path target, Words words) {
        Path dest = target.toAbsolutePath().normalize();
        Path existing = dest;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            Path realRoot = root.toRealPath();
            Path resolved = existing == null ? dest : existing.toRealPath().resolve(existing.relativize(dest));
            if (resolved.startsWith(realRoot)) {
                return Optional.of(words.say("outside.inside", dest, root));
            }
        } catch (IOException e) {
            return Optional.of(words.say("outside.unreadable", dest, e.getMessage()));
        }
        if (existing != null && !Files.isWritable(existing)) {
            return Optional.of(words.say("outside.unwritable", existing));
        }
        return Optional.empty();
    }

    /** Writes {@code bytes} to {@code target} by an atomic replace, making its folder when needed. */
    static void write(Path target, byte[] bytes) throws IOException {
        Path dest = target.toAbsolutePath().normalize();
        Files.createDirectories(dest.getParent());
        AtomicFile.onDisk().replace(dest, dest.getFileName().toString(), bytes);
    }
}
