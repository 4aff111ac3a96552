package taikai.wal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

/**
 * What a file held, in 12 bytes and a length: its size and two checksums of different polynomials
 * (64 bits between them, both computed by the processor's own instructions), or {@link #ABSENT}. A
 * logged step keeps the fingerprint of the file it found, so a replay can tell "this step has not
 * reached the file yet" from "the file was changed since by something else" (decision 0016). Two
 * different contents of the same length share a fingerprint by accident about once in 2^64 tries.
 */
record Fingerprint(long length, int crc32c, int crc32) {

    /** No file at the path. */
    static final Fingerprint ABSENT = new Fingerprint(-1, 0, 0);

    static Fingerprint of(byte[] bytes) {
        CRC32C castagnoli = new CRC32C();
        castagnoli.update(bytes);
        CRC32 ieee = new CRC32();
        ieee.update(bytes);
        return new Fingerprint(bytes.length, (int) castagnoli.getValue(), (int) ieee.getValue());
    }

    /** The file's fingerprint as it is now, or {@link #ABSENT} when there is none. */
    static Fingerprint ofFile(Path file) throws IOException {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return ABSENT;
        }
        try {
            return of(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return ABSENT;
        }
    }

    boolean isAbsent() {
        return length < 0;
    }
}
