package taikai.ui.hall;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import java.util.Map;
import javafx.scene.image.Image;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/** A QR code of a short text as an image, black on white with the quiet zone the standard asks for. */
public final class QrImage {
    /** Four modules of white around the code: readers need it to find the code on a screen. */
    static final int QUIET_ZONE_MODULES = 4;

    private QrImage() {
    }

    /** The code of {@code text}, {@code pixels} wide and high (rounded down to whole modules by zxing's scaling). */
    public static Image of(String text, int pixels) {
        BitMatrix matrix;
        try {
            matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, pixels, pixels,
                    Map.of(EncodeHintType.MARGIN, QUIET_ZONE_MODULES));
        } catch (WriterException e) {
            throw new IllegalArgumentException("The address \"" + text + "\" is too long for a QR code.", e);
        }
        WritableImage image = new WritableImage(matrix.getWidth(), matrix.getHeight());
        PixelWriter pixelsOut = image.getPixelWriter();
        for (int y = 0; y < matrix.getHeight(); y++) {
            for (int x = 0; x < matrix.getWidth(); x++) {
                pixelsOut.setColor(x, y, matrix.get(x, y) ? Color.BLACK : Color.WHITE);
            }
        }
        return image;
    }
}
