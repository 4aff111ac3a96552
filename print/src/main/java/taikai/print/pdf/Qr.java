package taikai.print.pdf;

import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import com.google.zxing.qrcode.encoder.ByteMatrix;
import com.google.zxing.qrcode.encoder.Encoder;
import java.util.Map;

/**
 * A QR code's modules for a text (zxing), drawn by {@link Page#qr} as filled squares, so it stays
 * sharp at any size. The mask is fixed: zxing tries all eight and scores each, which took 1.5 ms a
 * code, most of the time of a page of name tags; every code printed is decoded in the tests. The
 * encoder's own matrix is read as it is (no quiet zone: the page leaves the margin), without the
 * writer's copy into a bit matrix.
 */
final class Qr {
    private static final int MASK = 2;
    private static final Map<EncodeHintType, Object> HINTS = Map.of(EncodeHintType.CHARACTER_SET, "UTF-8",
            EncodeHintType.QR_MASK_PATTERN, MASK);

    private Qr() {
    }

    static ByteMatrix of(String text) {
        try {
            return Encoder.encode(text, ErrorCorrectionLevel.M, HINTS).getMatrix();
        } catch (WriterException e) {
            throw new IllegalArgumentException("The text \"" + text + "\" does not fit in a QR code.", e);
        }
    }
}
