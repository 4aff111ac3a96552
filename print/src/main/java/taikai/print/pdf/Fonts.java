package taikai.print.pdf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The bundled font, IPAexGothic (IPA Font License v1.0, its text beside the font file): TrueType
 * outlines that cover accented Latin names and Japanese script, so a name prints as written and
 * never as boxes. Read once per process; each document embeds only the glyphs it uses.
 */
final class Fonts {
    static final String RESOURCE = "/taikai/print/font/ipaexg.ttf";
    private static volatile byte[] bytes;

    private Fonts() {
    }

    static byte[] gothic() {
        byte[] read = bytes;
        if (read == null) {
            synchronized (Fonts.class) {
                read = bytes;
                if (read == null) {
                    try (InputStream in = Fonts.class.getResourceAsStream(RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("The printing font " + RESOURCE + " is missing from the program.");
                        }
                        read = in.readAllBytes();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    bytes = read;
                }
            }
        }
        return read;
    }
}
