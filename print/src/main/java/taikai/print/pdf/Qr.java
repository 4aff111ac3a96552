package taikai.print.pdf;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/**
 * A QR code's modules for a text (zxing), drawn by {@link Page#qr} as filled squares, so it stays
 * sharp at any size. The mask is fixed: zxing tries all eight and scores each, which took 1.5 ms a
 * code, most of the time of a page of name tags; every code printed is decoded in the tests.
 */
final class Qr {
    private static final int MASK = 2;

    private Qr() {
    }

    static BitMatrix of(String text) {
        try {
            return new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, Map.of(EncodeHintType.MARGIN, 0,
                    EncodeHintType.CHARACTER_SET, "UTF-8", EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.QR_MASK_PATTERN, MASK));
        } catch (WriterException e) {
            throw new IllegalArgumentException("The text \"" + text + "\" does not fit in a QR code.", e);
        }
    }
}
