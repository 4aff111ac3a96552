package taikai.storage.folder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/**
 * Reads a file of the data folder as UTF-8 text, never modifying it. Bytes that are not UTF-8 fail
 * the file at the line and column of the first bad byte rather than being guessed at, so a roster
 * saved in another encoding is repaired by the organiser instead of rewritten with its accents lost.
 * A leading byte order mark is dropped.
 */
final class TextFiles {
    private TextFiles() {
    }

    /** The text of {@code relative} under {@code root}, or empty when there is no such file. */
    static Optional<String> read(Path root, String relative) throws FileFormatException {
        Optional<byte[]> bytes = bytes(root, relative);
        return bytes.isEmpty() ? Optional.empty() : Optional.of(text(relative, bytes.get()));
    }

    /**
     * The bytes of {@code relative} under {@code root}, or empty when there is no such file. A name
     * that is not there is looked at first ({@link java.io.File#exists}, one call into the kernel that
     * answers yes or no): opening a missing file through the JDK's file channels costs an exception
     * with its stack trace, and a competition read looks for half a dozen optional files that are not
     * there on every score write. A file removed between the look and the open still reads as absent.
     */
    static Optional<byte[]> bytes(Path root, String relative) throws FileFormatException {
        Path path = root.resolve(relative);
        if (!path.toFile().exists()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(path));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new FileFormatException(Problem.fatal(relative, 0, 0, "The file could not be read (" + e.getMessage()
                    + "); check that it is not locked by another program, then reload.")
                    .coded("file-not-read", String.valueOf(e.getMessage())));
        }
    }

    /** The bytes read as UTF-8 text without a leading byte order mark. */
    static String text(String relative, byte[] bytes) throws FileFormatException {
        String text = decode(relative, bytes);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static String decode(String relative, byte[] bytes) throws FileFormatException {
        // The JDK's own decoding is many times faster than a decoder's; it replaces each malformed
        // sequence with U+FFFD, so a text without one was valid UTF-8 and is the same text. A text
        // with one is decoded again strictly, to report the first bad byte or keep a U+FFFD written.
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.indexOf('\uFFFD') < 0) {
            return text;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            out.flip();
            String before = out.toString();
            int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
            int column = before.length() - before.lastIndexOf('\n');
            String bad = String.format("0x%02X", bytes[in.position()]);
            throw new FileFormatException(Problem.fatal(relative, line, column, "The file is not UTF-8 text (byte "
                    + bad + "); save it again as UTF-8, then reload.").coded("file-not-utf-8", bad));
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }
}
